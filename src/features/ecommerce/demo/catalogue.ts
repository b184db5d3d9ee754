import * as z from 'zod/mini';
import { createRandom } from '@/lib/demo/random';
import { defineListSpec, filter, normalizeText, sortRows } from '@/lib/demo/list';
import {
  PRODUCTS_PER_PAGE,
  productCategories,
  productCategorySchema,
  type Facet,
  type Product,
  type ProductsResponse,
} from '../types';
import { LARGE_CATALOGUE_COUNT, largeCatalogue } from './scale';
import { samples, slugOf } from './samples';

/**
 * The catalogue: a read-only seed, the same for every user and never changed by a call, so it
 * is a module constant rather than a stored collection (nothing to restore, and the scale
 * set's 10,000 products cost no IndexedDB). What is the caller's own, the cart and the
 * wishlist, is stored (`data.ts`).
 */
export { LARGE_ECOMMERCE_KEY, LARGE_CATALOGUE_COUNT, largeCatalogue } from './scale';

export type CatalogueProduct = Omit<Product, 'isInWishlist' | 'isInCart'>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The products: the samples (ids 1…), then, past them, numbered models of the samples with
 * their own prices, ratings, reviews, stock and shipping (the picture of their sample).
 * Deterministic: the same count gives the same catalogue.
 */
export function buildCatalogue(count: number = samples.length): CatalogueProduct[] {
  const random = createRandom(2026);
  return Array.from({ length: count }, (_, index) => {
    const sample = samples[index % samples.length] as (typeof samples)[number];
    const model = Math.floor(index / samples.length) + 1;
    const base: CatalogueProduct = {
      id: index + 1,
      name: sample.name,
      slug: slugOf(sample.name),
      description: sample.description,
      brand: sample.brand,
      category: sample.category,
      price: sample.price,
      image: `/images/products/${slugOf(sample.name)}.svg`,
      hasFreeShipping: sample.freeShipping ?? false,
      rating: sample.rating,
      reviews: sample.reviews,
      stock: sample.stock,
      colorOptions: [...sample.colors],
    };
    if (model === 1) return base;
    return {
      ...base,
      name: `${sample.name} · modelo ${model}`,
      slug: `${base.slug}-modelo-${model}`,
      // Whole reais ending in ,90 (or the cents of a cheap sample), 75 % to 125 % of the sample.
      price: round2(Math.max(9.9, Math.round(sample.price * (0.75 + random.next() * 0.5)) - 0.1)),
      rating: Math.min(5, Math.max(1, sample.rating + random.pick([-1, -0.5, 0, 0, 0.5]))),
      reviews: random.int(0, sample.reviews * 2),
      stock: random.bool(0.04) ? 0 : random.int(1, 300),
      hasFreeShipping: random.bool(0.4),
    };
  });
}

/** Every product, in id order. */
export const catalogue: readonly CatalogueProduct[] = buildCatalogue(
  largeCatalogue ? LARGE_CATALOGUE_COUNT : samples.length,
);

/**
 * The "featured" order: one product of each department in turn (each department in its own
 * order), so every page mixes them; sold-out products come last.
 */
function featuredOrder(products: readonly CatalogueProduct[]): CatalogueProduct[] {
  const queues = productCategories.map((category) =>
    products.filter((product) => product.category === category && product.stock > 0),
  );
  const longest = Math.max(...queues.map((queue) => queue.length));
  const order: CatalogueProduct[] = [];
  for (let turn = 0; turn < longest; turn += 1) {
    for (const queue of queues) {
      const product = queue[turn];
      if (product) order.push(product);
    }
  }
  return [...order, ...products.filter((product) => product.stock === 0)];
}

export const featured: readonly CatalogueProduct[] = featuredOrder(catalogue);
const featuredRank = new Map(featured.map((product, rank) => [product.id, rank]));
const byId = new Map(catalogue.map((product) => [product.id, product]));
const bySlug = new Map(catalogue.map((product) => [product.slug, product]));

/** A product by its id (a number or digits) or its slug. */
export function findProduct(idOrSlug: number | string): CatalogueProduct | undefined {
  if (typeof idOrSlug === 'number') return byId.get(idOrSlug);
  return /^\d{1,9}$/.test(idOrSlug) ? byId.get(Number(idOrSlug)) : bySlug.get(idOrSlug);
}

/**
 * Up to `count` others of `among` (the catalogue): the same department first, then the same
 * brand, each in featured order.
 */
export function relatedTo(
  product: CatalogueProduct,
  among: readonly CatalogueProduct[] = featured,
  count = 4,
): CatalogueProduct[] {
  const others = among.filter((other) => other.id !== product.id);
  const sameCategory = others.filter((other) => other.category === product.category);
  if (sameCategory.length >= count) return sameCategory.slice(0, count);
  const sameBrand = others.filter(
    (other) => other.category !== product.category && other.brand === product.brand,
  );
  return [...sameCategory, ...sameBrand].slice(0, count);
}

// ——— The list call ———

/** A comma list (`audio,games`) of the values `accept` knows, each once; none is no filter. */
const commaList = (accept: (value: string) => boolean) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((value) => value.trim())
            .filter((value) => value !== '' && accept(value)),
        ),
      ]),
    ),
    z.array(z.string()).check(z.minLength(1)),
  );

/** An amount in reais, `1500`, `99.9` or `99,90`; anything else is no bound. */
const amount = z.pipe(
  z.string().check(z.regex(/^\d{1,9}(?:[.,]\d{1,6})?$/)),
  z.transform((text) => Number(text.replace(',', '.'))),
);

const isCategory = (value: string) => productCategorySchema.safeParse(value).success;

/** SPEC §7 and §9: `q` (name only), `sortBy`, nine a page; ours: the filters. */
export const productList = defineListSpec<CatalogueProduct>()({
  search: [(product) => product.name],
  // Catalogue rows are never changed: each name is normalised once (10,000 in the scale set).
  cacheSearchText: true,
  filters: {
    category: filter.where(commaList(isCategory), (product, values) =>
      values.includes(product.category),
    ),
    brand: filter.where(
      commaList(() => true),
      (product, values) =>
        values.some((value) => normalizeText(value) === normalizeText(product.brand)),
    ),
    priceMin: filter.where(amount, (product, min) => product.price >= min),
    priceMax: filter.where(amount, (product, max) => product.price <= max),
    rating: filter.where(
      z.pipe(z.string().check(z.regex(/^[1-4]$/)), z.transform(Number)),
      (product, min) => product.rating >= min,
    ),
    freeShipping: filter.where(z.enum(['1', 'true']), (product) => product.hasFreeShipping),
  },
  sortColumns: {
    featured: (product) => featuredRank.get(product.id),
    price: (product) => product.price,
    name: (product) => product.name,
  },
  sortBy: {
    featured: { column: 'featured', direction: 'asc' },
    'price-asc': { column: 'price', direction: 'asc' },
    'price-desc': { column: 'price', direction: 'desc' },
  },
  defaultSort: { column: 'featured', direction: 'asc' },
  perPage: { default: PRODUCTS_PER_PAGE },
});

/** The source of the list, by name: a sort is stable, so equal prices stay in name order. */
export const catalogueByName: readonly CatalogueProduct[] = sortRows(
  catalogue,
  (product) => product.name,
  'asc',
);

const counted = (values: readonly string[]): Facet[] => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
};

/** What the filters offer, counted over the whole catalogue (ours). */
export const facets: ProductsResponse['facets'] = {
  categories: productCategories.map((category) => ({
    value: category,
    count: catalogue.filter((product) => product.category === category).length,
  })),
  brands: sortRows(
    counted(catalogue.map((product) => product.brand)),
    (facet) => facet.value,
    'asc',
  ),
  price: {
    min: Math.min(...catalogue.map((product) => product.price)),
    max: Math.max(...catalogue.map((product) => product.price)),
  },
};
