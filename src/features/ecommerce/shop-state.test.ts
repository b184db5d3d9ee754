import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseListState, patchListState } from '@/lib/list-state';
import { signInAs } from '@/test/session';
import { ecommerceKeys, productSearchParams } from './api';
import { prefetch } from './prefetch';
import { narrowsProducts, productListParamsOf, shopListOptions } from './shop-state';
import { PRODUCTS_PER_PAGE, type ProductsResponse } from './types';

const read = (search: string) => productListParamsOf(new URLSearchParams(search));

const none = {
  q: '',
  sortBy: 'featured',
  page: 1,
  perPage: PRODUCTS_PER_PAGE,
  categories: [],
  brands: [],
  priceMin: undefined,
  priceMax: undefined,
  rating: undefined,
  freeShipping: false,
};

describe('the shop’s URL state', () => {
  it('reads every filter, lists as comma lists', () => {
    expect(
      read(
        'q=fone&sortBy=price-desc&page=2&categories=games,audio&brands=Orvik,Cajuí&priceMin=100' +
          '&priceMax=900&rating=4&freeShipping=1',
      ),
    ).toEqual({
      q: 'fone',
      sortBy: 'price-desc',
      page: 2,
      perPage: PRODUCTS_PER_PAGE,
      categories: ['audio', 'games'],
      brands: ['Orvik', 'Cajuí'],
      priceMin: 100,
      priceMax: 900,
      rating: 4,
      freeShipping: true,
    });
  });

  it('falls back to no filter for bad values, and orders reversed bounds', () => {
    expect(
      read('sortBy=cheap&perPage=50&categories=toys&priceMin=-3&rating=5&freeShipping=yes'),
    ).toEqual(none);
    expect(read('priceMin=900&priceMax=100')).toMatchObject({ priceMin: 100, priceMax: 900 });
    expect(read('brands=,Orvik,,Orvik')).toMatchObject({ brands: ['Orvik'] });
  });

  it('writes filters back as it reads them, defaults left out', () => {
    const base = new URLSearchParams('view=list&page=3');
    const next = patchListState(
      base,
      { filters: { categories: ['audio'], brands: ['Orvik', 'Zefira'], freeShipping: true } },
      shopListOptions,
    );
    expect(next.toString()).toBe('view=list&categories=audio&brands=Orvik%2CZefira&freeShipping=1');
    const back = patchListState(
      next,
      { filters: { categories: [], brands: [], freeShipping: undefined, sortBy: 'featured' } },
      shopListOptions,
    );
    expect(back.toString()).toBe('view=list');
    expect(parseListState(back, shopListOptions).filters.sortBy).toBe('featured');
  });

  it('tells a narrowing filter from an order', () => {
    expect(narrowsProducts(read('sortBy=price-asc&page=2'))).toBe(false);
    expect(narrowsProducts(read('rating=1'))).toBe(true);
    expect(narrowsProducts(read('q=x'))).toBe(true);
  });

  it('names the call’s filters as the demo API reads them', () => {
    expect(productSearchParams(read('categories=audio,games&brands=Orvik&freeShipping=1'))).toEqual(
      expect.objectContaining({ category: 'audio,games', brand: 'Orvik', freeShipping: 1 }),
    );
  });

  it('prefetches the page of products the URL names, under the page’s own key', async () => {
    await signInAs('admin');
    const client = new QueryClient();
    const url = new URL('http://localhost/apps/ecommerce/shop?categories=audio&page=1&view=list');
    await prefetch(client, { url });
    const data = client.getQueryData<ProductsResponse>(
      ecommerceKeys.list(productListParamsOf(url.searchParams)),
    );
    expect(data?.products.length).toBeGreaterThan(0);
    expect(data?.products.every((product) => product.category === 'audio')).toBe(true);
  });
});
