import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { defineCollection } from '@/lib/demo/db';
import { MAX_QTY } from '../types';
import { largeCatalogue } from './scale';

/**
 * The stored cart lines, one row per user and product (`userId` is the caller's id), apart
 * from the rest of the shop's data so that the navbar's count (`cart-count.ts`) loads with
 * the demo core and not with the catalogue.
 */
export const variant = largeCatalogue ? { variant: 'large' } : {};

const cartRowSchema = z.object({
  id: z.number(),
  userId: z.string(),
  productId: z.number(),
  qty: z.int().check(z.gte(1), z.lte(MAX_QTY)),
  addedAt: instantSchema(),
});
export type CartRow = z.infer<typeof cartRowSchema>;

/** The cart lines, in the order they were added. */
export const cartRows = defineCollection<CartRow>({
  name: 'ecommerce-cart',
  version: 1,
  schema: cartRowSchema,
  seed: () => [],
  ...variant,
});
