import { readRaw } from '@/lib/storage';

/**
 * Scale runs ask for 10,000 products by setting this key to `on` before the app starts: a
 * seed of its own, like the large mailbox (the cart and wishlist switch with it). Apart from
 * the catalogue, so that the navbar's cart count reads it without the samples.
 */
export const LARGE_ECOMMERCE_KEY = 'mirante:demo-large-ecommerce';
export const LARGE_CATALOGUE_COUNT = 10_000;
export const largeCatalogue = readRaw(LARGE_ECOMMERCE_KEY) === 'on';
