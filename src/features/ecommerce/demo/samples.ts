import type { ProductCategory, ProductColor } from '../types';
import { homeSamples } from './samples-home';
import { techSamples } from './samples-tech';

/**
 * The shop's sample products (ours, invented brands, Portuguese names and descriptions),
 * department by department. Nothing here imports at run time but the two sample files, so
 * `scripts/product-images.mjs` reads the same list to draw each product's picture.
 */

/** The illustration drawn for a product (`scripts/product-images.mjs`). */
export type ProductArt =
  | 'phone'
  | 'laptop'
  | 'tablet'
  | 'monitor'
  | 'keyboard'
  | 'headphones'
  | 'earbuds'
  | 'speaker'
  | 'watch'
  | 'band'
  | 'ring'
  | 'camera'
  | 'action-cam'
  | 'instant-camera'
  | 'webcam'
  | 'dome-camera'
  | 'console'
  | 'controller'
  | 'handheld'
  | 'headset'
  | 'wheel'
  | 'bulb'
  | 'desk-lamp'
  | 'robot-vacuum'
  | 'purifier'
  | 'plug'
  | 'blender'
  | 'airfryer'
  | 'coffee'
  | 'kettle'
  | 'mixer';

export interface ProductSample {
  name: string;
  brand: string;
  /** In reais. */
  price: number;
  /** 1 to 5, in halves. */
  rating: number;
  reviews: number;
  /** 0 is sold out. */
  stock: number;
  freeShipping?: boolean;
  /** 1 to 4; the first is the colour of the picture. */
  colors: readonly ProductColor[];
  art: ProductArt;
  description: string;
}

export type SampleGroup = Partial<Record<ProductCategory, readonly ProductSample[]>>;

/** A product's address name: lowercase, no accents, words joined by hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every sample with its department, in the order the departments are listed. */
export const samples: readonly (ProductSample & { category: ProductCategory })[] = [
  techSamples,
  homeSamples,
].flatMap((group) =>
  Object.entries(group).flatMap(([category, items]) =>
    items.map((item) => ({ ...item, category: category as ProductCategory })),
  ),
);
