import { useCallback, useMemo } from 'react';
import { useListState } from '@/lib/use-list-state';
import { useUrlParams } from '@/lib/use-url-params';
import {
  narrowsProducts,
  shopListOptions,
  shopViewParams,
  toProductListParams,
} from './shop-state';

/**
 * The shop's URL as state: the list (search, filters, order, page) through `useListState`,
 * the view through `useUrlParams`, and the call's params made from them.
 */
export function useShopState() {
  const list = useListState(shopListOptions);
  const [{ view }, setRoute] = useUrlParams(shopViewParams);
  const params = useMemo(() => toProductListParams(list.params), [list.params]);

  const { reset, setFilter } = list;
  const sortBy = params.sortBy;
  /** "Limpar filtros": the search and every filter go, the order stays. */
  const clearFilters = useCallback(() => {
    reset();
    // A second write in the same tick builds on the first.
    if (sortBy !== 'featured') setFilter('sortBy', sortBy);
  }, [reset, setFilter, sortBy]);

  return {
    list,
    params,
    view,
    setView: useCallback((next: typeof view) => setRoute({ view: next }), [setRoute]),
    filtered: narrowsProducts(params),
    clearFilters,
  };
}

export type ShopState = ReturnType<typeof useShopState>;
