import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { defineCollection } from '@/lib/demo/db';
import { addressSchema, paymentMethodSchema } from '../checkout-types';
import type { Coupon } from '../types';
import { cartRows, variant, type CartRow } from './cart-store';

/**
 * What each user keeps in the shop, stored in the demo database, one row per product a user
 * put in the cart or the wishlist (`userId` is the caller's id, so each user sees their own),
 * with their saved addresses and placed orders. All start empty. The scale switch
 * (`mirante:demo-large-ecommerce`) gives them a seed of their own, so a cart never names a
 * product of the other catalogue.
 */
export { cartRows, type CartRow };

const wishlistRowSchema = z.object({
  id: z.number(),
  userId: z.string(),
  productId: z.number(),
  addedAt: instantSchema(),
});
export type WishlistRow = z.infer<typeof wishlistRowSchema>;

/** The wishlist, the last added first (each is inserted at the start). */
export const wishlistRows = defineCollection<WishlistRow>({
  name: 'ecommerce-wishlist',
  version: 1,
  schema: wishlistRowSchema,
  seed: () => [],
  ...variant,
});

/** One row a user may hold per product: two tabs adding the same one store one row. */
export const ownKey = (row: { userId: string; productId: number }) => [
  `${row.userId}:${row.productId}`,
];

const addressRowSchema = z.extend(addressSchema, { userId: z.string() });
export type AddressRow = z.infer<typeof addressRowSchema>;

/** Saved delivery addresses, the newest last. */
export const addressRows = defineCollection<AddressRow>({
  name: 'ecommerce-addresses',
  version: 1,
  schema: addressRowSchema,
  seed: () => [],
});

const orderRowSchema = z.object({
  id: z.number(),
  userId: z.string(),
  orderNumber: z.string(),
  placedAt: instantSchema(),
  addressId: z.number(),
  payment: paymentMethodSchema,
  coupon: z.nullable(z.string()),
  lines: z.array(
    z.object({
      productId: z.number(),
      qty: z.number(),
      price: z.number(),
      discountPercentage: z.number(),
    }),
  ),
  itemCount: z.number(),
  total: z.number(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** Placed orders, numbered for the whole store (`MRT-2026-000001`, then the next). */
export const orderRows = defineCollection<OrderRow>({
  name: 'ecommerce-orders',
  version: 1,
  schema: orderRowSchema,
  seed: () => [],
  ...variant,
});

/** The order number of order `id` placed in `year`: `MRT-2026-000123`. */
export const orderNumberOf = (id: number, year: number) =>
  `MRT-${year}-${String(id).padStart(6, '0')}`;

/** The shop's one demo coupon (ours): 10 % off, whatever the case it is typed in. */
export const DEMO_COUPON: Coupon = { code: 'MIRANTE10', percentOff: 10 };

export const findCoupon = (code: string): Coupon | undefined =>
  code.trim().toUpperCase() === DEMO_COUPON.code ? DEMO_COUPON : undefined;
