import { Button, Group, Radio, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { FilterX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ratingChoices } from '../../shop-state';
import { productCategories, type ProductsResponse } from '../../types';
import type { ShopState } from '../../use-shop-state';
import { FacetChecklist, type FacetOption } from './facet-checklist';
import { PriceFilter } from './price-filter';
import classes from './shop.module.css';

/** From this many brands up, a box narrows them by name. */
const BRAND_SEARCH_FROM = 7;
const ANY = 'any';

interface ShopFiltersProps {
  shop: ShopState;
  /** What the catalogue offers, with the first answer; `undefined` while it comes (or failed). */
  facets: ProductsResponse['facets'] | undefined;
  loading: boolean;
  /** How many products the filters leave, for the phone drawer's closing button. */
  total: number | undefined;
  /** Closes the phone's drawer. */
  onDone: () => void;
}

/**
 * The filters: price, categories, brands, least rating and free shipping, each change in the
 * URL at once. In the phone's drawer they end with "Limpar filtros" and "Ver 12 resultados".
 */
export function ShopFilters({ shop, facets, loading, total, onDone }: ShopFiltersProps) {
  const { t } = useTranslation('ecommerce');
  const { number } = useFormat();
  const { list, params } = shop;
  const { setFilter } = list;

  const counted = new Map(facets?.categories.map((facet) => [facet.value, facet.count]));
  const categories: FacetOption[] = productCategories
    .filter((name) => counted.has(name) || params.categories.includes(name))
    .map((name) => ({
      value: name,
      label: t(`categories.${name}`),
      count: counted.get(name) ?? 0,
    }));
  const brandNames = new Set(facets?.brands.map((facet) => facet.value));
  const brands: FacetOption[] = [
    ...(facets?.brands ?? []),
    ...params.brands.filter((name) => !brandNames.has(name)).map((value) => ({ value, count: 0 })),
  ].map(({ value, count }) => ({ value, label: value, count }));

  return (
    <div className={classes.filters}>
      {/* The sidebar's name, for the eye (the drawer shows it as its title). */}
      <Text fw={650} visibleFrom="md">
        {t('filters.title')}
      </Text>
      {facets ? (
        <>
          <PriceFilter
            bounds={facets.price}
            low={params.priceMin}
            high={params.priceMax}
            onChange={(priceMin, priceMax) => list.update({ filters: { priceMin, priceMax } })}
          />
          <FacetChecklist
            label={t('filters.categories')}
            options={categories}
            value={params.categories}
            onChange={(next) =>
              setFilter(
                'categories',
                productCategories.filter((name) => next.includes(name)),
              )
            }
          />
          <FacetChecklist
            label={t('filters.brands')}
            options={brands}
            value={params.brands}
            onChange={(next) => setFilter('brands', next)}
            searchFrom={BRAND_SEARCH_FROM}
            search={{
              label: t('filters.brandSearch'),
              placeholder: t('filters.brandSearchPlaceholder'),
              none: t('filters.noBrand'),
            }}
          />
        </>
      ) : (
        loading && (
          <Stack gap="sm" aria-hidden="true">
            <Skeleton height={56} radius="sm" />
            <Skeleton height={160} radius="sm" />
            <Skeleton height={160} radius="sm" />
          </Stack>
        )
      )}
      <Radio.Group
        label={t('filters.rating')}
        value={params.rating === undefined ? ANY : String(params.rating)}
        onChange={(value) => setFilter('rating', value === ANY ? undefined : Number(value))}
      >
        <Stack gap={8} mt={8}>
          <Radio value={ANY} label={t('filters.ratingAny')} />
          {ratingChoices.map((stars) => (
            <Radio
              key={stars}
              value={String(stars)}
              label={t('filters.ratingAtLeast', { count: stars })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Switch
        label={t('filters.freeShipping')}
        checked={params.freeShipping}
        onChange={(event) => setFilter('freeShipping', event.currentTarget.checked || undefined)}
      />
      <Group hiddenFrom="md" gap="xs" grow>
        <Button
          variant="default"
          leftSection={<FilterX size={14} aria-hidden="true" />}
          onClick={shop.clearFilters}
          disabled={!shop.filtered}
        >
          {t('filters.clear')}
        </Button>
        <Button onClick={onDone}>
          {total === undefined
            ? t('filters.title')
            : t('filters.showResults', { count: total, formatted: number(total) })}
        </Button>
      </Group>
    </div>
  );
}
