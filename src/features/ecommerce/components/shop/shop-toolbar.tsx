import { Center, SegmentedControl, Select, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { ArrowUpDown, LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { AppToolbar } from '@/components/app-frame/app-toolbar';
import { DataTableToolbar } from '@/components/list-toolbar/list-toolbar';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { shopViews } from '../../shop-state';
import { productSorts, productSortSchema } from '../../types';
import type { ShopState } from '../../use-shop-state';
import classes from './shop.module.css';

const viewIcons = { grid: LayoutGrid, list: List } as const;

interface ShopToolbarProps {
  shop: ShopState;
  onOpenFilters: () => void;
}

/** The shop's title, the filters' button on a phone, the search, the order and the view. */
export function ShopToolbar({ shop, onOpenFilters }: ShopToolbarProps) {
  const { t } = useTranslation('ecommerce');
  const { list, params } = shop;
  return (
    <AppToolbar
      title={t('shop.title')}
      titleId="shop-title"
      menu={{ label: t('shop.openFilters'), icon: SlidersHorizontal, onClick: onOpenFilters }}
      search={{ label: t('shop.search'), placeholder: t('shop.searchPlaceholder') }}
      list={list}
    >
      <Select
        aria-label={t('shop.sort.label')}
        leftSection={<ArrowUpDown size={14} aria-hidden="true" />}
        className={classes.sort}
        allowDeselect={false}
        value={params.sortBy}
        data={productSorts.map((value) => ({ value, label: t(`shop.sort.${value}`) }))}
        onChange={(value) => {
          const sortBy = productSortSchema.safeParse(value);
          if (sortBy.success) list.setFilter('sortBy', sortBy.data);
        }}
      />
      <SegmentedControl
        aria-label={t('shop.view.label')}
        value={shop.view}
        onChange={(value) => {
          const view = shopViews.find((name) => name === value);
          if (view) shop.setView(view);
        }}
        data={shopViews.map((view) => {
          const Icon = viewIcons[view];
          return {
            value: view,
            label: (
              <Center>
                <Icon size={16} aria-hidden="true" />
                <VisuallyHidden>{t(`shop.view.${view}`)}</VisuallyHidden>
              </Center>
            ),
          };
        })}
      />
    </AppToolbar>
  );
}

/** "36 resultados" (said when it changes) and, while a search or filter is on, "Limpar filtros". */
export function ShopSummary({ shop, total }: { shop: ShopState; total: number | undefined }) {
  const { t } = useTranslation('ecommerce');
  const { number } = useFormat();
  return (
    <DataTableToolbar filters={{ active: shop.filtered, onClear: shop.clearFilters }}>
      <Text size="sm" c="dimmed" aria-live="polite" className={classes.count}>
        {total === undefined ? (
          <Skeleton component="span" height={14} width={90} display="inline-block" />
        ) : (
          t('shop.results', { count: total, formatted: number(total) })
        )}
      </Text>
    </DataTableToolbar>
  );
}
