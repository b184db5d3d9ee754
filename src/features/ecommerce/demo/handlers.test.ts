import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import {
  productCategories,
  productColors,
  productResponseSchema,
  productSchema,
  productsResponseSchema,
  type Product,
} from '../types';
import { buildCatalogue, catalogue, featured, LARGE_CATALOGUE_COUNT, relatedTo } from './catalogue';
import { answer } from './test-client';

const { call, signOut } = demoApiClient();

async function list(query = '') {
  return productsResponseSchema.parse(await answer(call(`/apps/ecommerce/products${query}`)));
}
/** Every product a query matches, over its pages. */
const all = (query = '') => list(`?perPage=100${query ? `&${query}` : ''}`);
const names = (products: readonly Pick<Product, 'name'>[]) =>
  products.map((product) => product.name);
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

// The pictures the repository holds (scripts/product-images.mjs), by address.
const pictures = Object.keys(import.meta.glob('/public/images/products/*.svg')).map((path) =>
  path.replace('/public', ''),
);

describe('e-commerce sample data', () => {
  it('holds our products: every department, sold-out ones, free shipping, one picture each', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(36);
    for (const category of productCategories) {
      expect(catalogue.filter((product) => product.category === category).length).toBeGreaterThan(
        3,
      );
    }
    expect(catalogue.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(catalogue.some((product) => product.hasFreeShipping)).toBe(true);
    expect(catalogue.some((product) => !product.hasFreeShipping)).toBe(true);
    expect(new Set(catalogue.map((product) => product.brand)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(catalogue.map((product) => product.slug)).size).toBe(catalogue.length);
    for (const product of catalogue) {
      const wire = { ...product, isInCart: false, isInWishlist: false };
      expect(productSchema.safeParse(wire).success, product.name).toBe(true);
      expect(product.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(product.rating * 2).toBe(Math.round(product.rating * 2));
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.price).toBe(Math.round(product.price * 100) / 100);
      expect(product.colorOptions.length).toBeGreaterThanOrEqual(1);
      expect(product.colorOptions.length).toBeLessThanOrEqual(4);
      expect(new Set(product.colorOptions).size).toBe(product.colorOptions.length);
      expect(product.colorOptions.every((color) => productColors.includes(color))).toBe(true);
      expect(product.image).toBe(`/images/products/${product.slug}.svg`);
      expect(pictures).toContain(product.image);
    }
  });

  it('builds a deterministic 10,000-product set for the scale runs', () => {
    const large = buildCatalogue(LARGE_CATALOGUE_COUNT);
    expect(large).toHaveLength(LARGE_CATALOGUE_COUNT);
    expect(large.slice(0, catalogue.length)).toEqual(catalogue);
    expect(new Set(large.map((product) => product.slug)).size).toBe(LARGE_CATALOGUE_COUNT);
    expect(large.map((product) => product.id)).toEqual(large.map((_, index) => index + 1));
    expect(buildCatalogue(500)).toEqual(large.slice(0, 500));
    expect(large.every((product) => pictures.includes(product.image))).toBe(true);
    expect(large.at(-1)?.name).toMatch(/ · modelo \d+$/);
  });
});

describe('e-commerce product list', () => {
  it('answers nine a page in the featured order, with the total, wishlist, cart and facets', async () => {
    const first = await list();
    expect(first.total).toBe(catalogue.length);
    expect(first.products).toHaveLength(9);
    expect(first.userCart).toEqual([]);
    expect(first.userWishlist).toEqual([]);
    // One department after another, so every page mixes them; the sold-out come last.
    expect(new Set(first.products.slice(0, 8).map((product) => product.category)).size).toBe(8);
    const featured = (await all()).products;
    expect(featured).toHaveLength(catalogue.length);
    const soldOut = featured.findIndex((product) => product.stock === 0);
    expect(featured.slice(soldOut).every((product) => product.stock === 0)).toBe(true);
    expect(names((await list('?sortBy=featured')).products)).toEqual(names(first.products));
  });

  it('pages with page and perPage, empty past the end, defaults for bad values', async () => {
    const featured = (await all()).products;
    const second = await list('?page=2');
    expect(names(second.products)).toEqual(names(featured.slice(9, 18)));
    expect(second.total).toBe(catalogue.length);
    expect((await list('?perPage=12')).products).toHaveLength(12);
    const last = Math.ceil(catalogue.length / 9);
    expect((await list(`?page=${last}`)).products).toHaveLength(catalogue.length - (last - 1) * 9);
    const past = await list(`?page=${last + 1}`);
    expect(past.products).toEqual([]);
    expect(past.total).toBe(catalogue.length);
    const bad = await list('?page=abc&perPage=-3&sortBy=cheapest');
    expect(names(bad.products)).toEqual(names(featured.slice(0, 9)));
    expect(names((await list('?page=0&perPage=1000')).products)).toEqual(names(bad.products));
  });

  it('searches names only, case- and accent-blind', async () => {
    const cameras = await all('q=CAMERA');
    expect(cameras.total).toBe(4);
    expect(cameras.products.every((product) => product.name.startsWith('Câmera'))).toBe(true);
    expect(names((await all('q=relógio')).products)).toEqual(
      names((await all('q=RELOGIO')).products),
    );
    expect((await all('q=relogio')).total).toBe(3);
    // "churrasco" is in a description, never in a name.
    expect((await all('q=churrasco')).total).toBe(0);
    expect((await list('?q=nada-disso')).products).toEqual([]);
  });

  it('sorts by price both ways, equal prices by name', async () => {
    const asc = (await all('sortBy=price-asc')).products;
    const desc = (await all('sortBy=price-desc')).products;
    const prices = asc.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(desc.map((product) => product.price)).toEqual([...prices].sort((a, b) => b - a));
    for (const order of [asc, desc]) {
      const same = order.filter((product) => product.price === 1899);
      expect(same.length).toBeGreaterThanOrEqual(3);
      expect(names(same)).toEqual(names(same).sort(collator.compare));
    }
    expect((await list('?sortBy=price-asc')).products[0]?.price).toBe(Math.min(...prices));
  });

  it('filters by departments, brands, price, rating and free shipping', async () => {
    const departments = await all('category=audio,games');
    expect(departments.total).toBe(10);
    expect(departments.products.every((p) => ['audio', 'games'].includes(p.category))).toBe(true);
    expect((await all('category=audio,nonsense')).total).toBe(5);
    expect((await all('category=nonsense')).total).toBe(catalogue.length);

    const brands = await all('brand=Orvik,zefira');
    expect(brands.total).toBe(
      catalogue.filter((product) => ['Orvik', 'Zefira'].includes(product.brand)).length,
    );
    expect(brands.products.every((p) => p.brand === 'Orvik' || p.brand === 'Zefira')).toBe(true);
    expect((await all('brand=Ninguém')).total).toBe(0);

    const range = (await all('priceMin=449&priceMax=599')).products;
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((product) => product.price >= 449 && product.price <= 599)).toBe(true);
    expect(range.map((product) => product.price)).toEqual(expect.arrayContaining([449, 599]));
    expect((await all('priceMin=99,9&priceMax=abc')).total).toBe(
      catalogue.filter((product) => product.price >= 99.9).length,
    );

    const rated = (await all('rating=4')).products;
    expect(rated.length).toBeLessThan(catalogue.length);
    expect(rated.every((product) => product.rating >= 4)).toBe(true);
    for (const bad of ['0', '5', '2.5', 'x']) {
      expect((await all(`rating=${bad}`)).total, bad).toBe(catalogue.length);
    }

    const free = await all('freeShipping=1');
    expect(free.total).toBe(catalogue.filter((product) => product.hasFreeShipping).length);
    expect(free.products.every((product) => product.hasFreeShipping)).toBe(true);
    expect((await all('freeShipping=0')).total).toBe(catalogue.length);

    // Together, with the search, the order and the paging.
    const mixed = await list('?category=smartphones&freeShipping=1&q=orvik&sortBy=price-asc');
    expect(names(mixed.products)).toEqual([
      'Smartphone Orvik Fjord 128 GB',
      'Smartphone Orvik Fjord Pro 256 GB',
    ]);
    expect(mixed.total).toBe(2);
  });

  it('counts the facets over the whole catalogue, whatever the filters', async () => {
    const { facets } = await list('?category=audio&q=fone');
    expect(facets.categories.map((facet) => facet.value)).toEqual([...productCategories]);
    expect(facets.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(catalogue.length);
    const brands = facets.brands.map((facet) => facet.value);
    expect(brands).toEqual([...brands].sort(collator.compare));
    expect(facets.brands.find((facet) => facet.value === 'Orvik')?.count).toBe(
      catalogue.filter((product) => product.brand === 'Orvik').length,
    );
    expect(facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(catalogue.length);
    expect(facets.price).toEqual({ min: 79.9, max: 8999 });
  });
});

describe('e-commerce product page', () => {
  const get = async (idOrSlug: string) =>
    productResponseSchema.parse(await answer(call(`/apps/ecommerce/products/${idOrSlug}`)));

  it('finds a product by id or slug, with up to four related ones', async () => {
    const product = catalogue.find((item) => item.slug === 'console-boitata-chama-x-1-tb');
    expect(product).toBeDefined();
    const bySlug = await get('console-boitata-chama-x-1-tb');
    expect(bySlug).toEqual(await get(String(product?.id)));
    expect(bySlug.product).toMatchObject({ name: 'Console Boitatá Chama X 1 TB', isInCart: false });
    expect(bySlug.related).toHaveLength(4);
    expect(bySlug.related.every((item) => item.category === 'games')).toBe(true);
    expect(bySlug.related.map((item) => item.id)).not.toContain(product?.id);
  });

  it('fills the related products with the same brand when the department runs out', () => {
    const ring = catalogue.find((item) => item.slug === 'anel-inteligente-orvik-elo');
    if (!ring) throw new Error('no ring');
    // A catalogue with one other wearable: then Orvik's products elsewhere, featured first.
    const among = featured.filter(
      (item) => item.category !== 'wearables' || item.id === ring.id || item.name.includes('Pulso'),
    );
    expect(names(relatedTo(ring, among))).toEqual([
      'Relógio inteligente Orvik Pulso 3',
      'Smartphone Orvik Fjord Pro 256 GB',
      'Tablet Orvik Tábua 11 128 GB',
      'Smartphone Orvik Fjord 128 GB',
    ]);
  });

  it('answers 404 for an unknown id or slug (SPEC §8)', async () => {
    for (const unknown of ['9999', '0', 'nao-existe', 'console-boitata']) {
      expect((await call(`/apps/ecommerce/products/${unknown}`)).status, unknown).toBe(404);
    }
  });

  it('refuses a caller without a token', async () => {
    signOut();
    expect((await call('/apps/ecommerce/products')).status).toBe(401);
    expect((await call('/apps/ecommerce/products/1')).status).toBe(401);
  });
});
