import * as z from 'zod/mini';
import { parseListState, type ListParamsOf } from '@/lib/list-state';
import { urlFlag, urlList, urlParam } from '@/lib/url-params';
import type { ProductListParams } from './api';
import { PRODUCTS_PER_PAGE, productCategories, productSortSchema } from './types';

/**
 * The shop's state in its URL, read the same way by the page and by the route's prefetch:
 * `/apps/ecommerce/shop?q=&sortBy=price-asc&categories=audio,games&brands=Sony&priceMin=100
 * &priceMax=900&rating=4&freeShipping=1&page=2&view=list`. A bad value is no value.
 */

/** Whole reais, as the price slider moves. */
const reais = z.pipe(z.string().check(z.regex(/^\d{1,7}$/)), z.transform(Number));

/** The least rating a product must have: 1 to 4 stars. */
export const ratingChoices = [4, 3, 2, 1] as const;
const leastRating = z.pipe(
  z.enum(['1', '2', '3', '4']),
  z.transform((text) => Number(text)),
);

/** Brands are the catalogue's, not known in advance: any names, comma-separated, once each. */
const brandList = z.pipe(
  z.string(),
  z.transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && name.length <= 80),
    ),
  ]),
);

export const shopListOptions = {
  perPage: { default: PRODUCTS_PER_PAGE, choices: [PRODUCTS_PER_PAGE] },
  filters: {
    sortBy: z._default(productSortSchema, 'featured'),
    categories: urlList(productCategories),
    brands: brandList,
    priceMin: z.optional(reais),
    priceMax: z.optional(reais),
    rating: z.optional(leastRating),
    freeShipping: z.optional(urlFlag),
  },
} as const;

export type ShopListState = ListParamsOf<typeof shopListOptions>;
export type ShopFilters = ShopListState['filters'];

/** The grid of cards or the list of rows, kept in the URL apart from the list (`?view=list`). */
export const shopViews = ['grid', 'list'] as const;
export type ShopView = (typeof shopViews)[number];
export const shopViewParams = { view: urlParam(z.enum(shopViews), 'grid') };

/** What the call asks for, from the list's state. */
export function toProductListParams({
  q,
  page,
  perPage,
  filters,
}: ShopListState): ProductListParams {
  const low = filters.priceMin;
  const high = filters.priceMax;
  // Two bounds the wrong way round (a hand-edited URL) are the range between them.
  const swapped = low !== undefined && high !== undefined && low > high;
  return {
    q,
    page,
    perPage,
    sortBy: filters.sortBy ?? 'featured',
    categories: filters.categories ?? [],
    brands: filters.brands ?? [],
    priceMin: swapped ? high : low,
    priceMax: swapped ? low : high,
    rating: filters.rating,
    freeShipping: filters.freeShipping ?? false,
  };
}

/** The shop's call for a URL's search params (the page and the prefetch agree on it). */
export const productListParamsOf = (search: URLSearchParams): ProductListParams =>
  toProductListParams(parseListState(search, shopListOptions));

/** A search or a filter narrows the products (the order does not: it only sorts them). */
export const narrowsProducts = (params: ProductListParams): boolean =>
  params.q !== '' ||
  params.categories.length > 0 ||
  params.brands.length > 0 ||
  params.priceMin !== undefined ||
  params.priceMax !== undefined ||
  params.rating !== undefined ||
  params.freeShipping;
