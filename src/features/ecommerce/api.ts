import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import {
  cartResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  wishlistResponseSchema,
  type ProductCategory,
  type ProductSort,
} from './types';

/** What the shop asks for: SPEC §7's `q`, `sortBy`, `perPage`, `page`, and our filters. */
export interface ProductListParams {
  q: string;
  sortBy: ProductSort;
  page: number;
  perPage: number;
  categories: readonly ProductCategory[];
  brands: readonly string[];
  /** In reais; `undefined` is no bound. */
  priceMin: number | undefined;
  priceMax: number | undefined;
  /** The least rating (1–4), or none. */
  rating: number | undefined;
  freeShipping: boolean;
}

/** The call's search params: lists as comma lists, defaults left out. */
export const productSearchParams = (params: ProductListParams) => ({
  q: params.q || undefined,
  sortBy: params.sortBy === 'featured' ? undefined : params.sortBy,
  perPage: params.perPage,
  page: params.page,
  category: params.categories.length > 0 ? params.categories.join(',') : undefined,
  brand: params.brands.length > 0 ? params.brands.join(',') : undefined,
  priceMin: params.priceMin,
  priceMax: params.priceMax,
  rating: params.rating,
  freeShipping: params.freeShipping ? 1 : undefined,
});

export const ecommerceKeys = {
  all: ['ecommerce'] as const,
  lists: () => [...ecommerceKeys.all, 'products'] as const,
  list: (params: ProductListParams) => [...ecommerceKeys.lists(), params] as const,
  details: () => [...ecommerceKeys.all, 'product'] as const,
  detail: (idOrSlug: string) => [...ecommerceKeys.details(), idOrSlug] as const,
  wishlist: () => [...ecommerceKeys.all, 'wishlist'] as const,
  cart: () => [...ecommerceKeys.all, 'cart'] as const,
};

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ecommerceKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/ecommerce/products', {
        schema: productsResponseSchema,
        searchParams: productSearchParams(params),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useProducts = (params: ProductListParams) => useQuery(productsQueryOptions(params));

/** A product by its slug (or id): 404 when there is none (SPEC §8). */
export const productQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ecommerceKeys.detail(idOrSlug),
    queryFn: ({ signal }) =>
      http.demo.get(`/apps/ecommerce/products/${encodeURIComponent(idOrSlug)}`, {
        schema: productResponseSchema,
        signal,
      }),
  });

export const useProduct = (idOrSlug: string) => useQuery(productQueryOptions(idOrSlug));

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.wishlist(),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/ecommerce/wishlist', { schema: wishlistResponseSchema, signal }),
  });

export const useWishlist = () => useQuery(wishlistQueryOptions());

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.cart(),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/ecommerce/cart', { schema: cartResponseSchema, signal }),
  });

export const useCart = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...cartQueryOptions(), enabled: options.enabled ?? true });
