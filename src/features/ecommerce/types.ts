import * as z from 'zod/mini';
import { daySchema } from '@/lib/dates';

/**
 * The shop's entities and calls (SPEC §3, §4, §7, §9): products, the signed-in user's
 * wishlist and cart, and (ours) saved addresses, coupons and orders. Checkout forms are in
 * `checkout-types.ts`.
 */

/** SPEC §9: nine products a page. */
export const PRODUCTS_PER_PAGE = 9;
/** The most of one product a cart line holds (ours). */
export const MAX_QTY = 10;

export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;
export const productSortSchema = z.enum(productSorts);
export type ProductSort = z.infer<typeof productSortSchema>;

/** The shop's departments (ours), shown translated (`ecommerce:categories.<name>`). */
export const productCategories = [
  'smartphones',
  'computers',
  'audio',
  'wearables',
  'cameras',
  'games',
  'home',
  'appliances',
] as const;
export const productCategorySchema = z.enum(productCategories);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** The colours a product comes in, shown as swatches named in the active language. */
export const productColors = [
  'black',
  'white',
  'gray',
  'blue',
  'red',
  'green',
  'pink',
  'gold',
] as const;
export const productColorSchema = z.enum(productColors);
export type ProductColor = z.infer<typeof productColorSchema>;

/** SPEC §3 Product, with (ours) its department, stock and review count. */
export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  category: productCategorySchema,
  /** In reais (BRL), two decimals at most. */
  price: z.number(),
  /** Path of the product's picture under the site's root (`/images/products/…svg`). */
  image: z.string(),
  hasFreeShipping: z.boolean(),
  /** 1 to 5. */
  rating: z.number(),
  reviews: z.number(),
  /** Units in stock; 0 is sold out (cannot be added to the cart). */
  stock: z.number(),
  colorOptions: z.array(productColorSchema),
  /** For the signed-in user. */
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** SPEC §3 Wishlist item. */
export const wishlistItemSchema = z.object({ id: z.number(), productId: z.number() });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** SPEC §3 Cart item. */
export const cartItemSchema = z.object({ id: z.number(), productId: z.number(), qty: z.number() });
export type CartItem = z.infer<typeof cartItemSchema>;

/** A filter's choice with how many products of the whole catalogue have it. */
export const facetSchema = z.object({ value: z.string(), count: z.number() });
export type Facet = z.infer<typeof facetSchema>;

/**
 * `GET /apps/ecommerce/products` → a page of products with the user's wishlist and cart
 * (SPEC §7), and (ours) `facets`: what the filters offer, counted over the whole catalogue.
 */
export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number(),
  userWishlist: z.array(wishlistItemSchema),
  userCart: z.array(cartItemSchema),
  facets: z.object({
    categories: z.array(facetSchema),
    brands: z.array(facetSchema),
    /** The cheapest and dearest prices, in reais. */
    price: z.object({ min: z.number(), max: z.number() }),
  }),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** `GET /apps/ecommerce/products/{id}` (id or slug) → the product, and (ours) related ones. */
export const productResponseSchema = z.object({
  product: productSchema,
  related: z.array(productSchema),
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** `GET /apps/ecommerce/wishlist` → the wishlisted products, last added first. */
export const wishlistResponseSchema = z.object({ products: z.array(productSchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/**
 * A line of the cart view (SPEC §3): the product with the line's `qty`, its expected
 * `shippingDate` (a day), `offers` (1–4) and `discountPercentage` (3–20, SPEC §9),
 * deterministic per product.
 */
export const cartLineSchema = z.extend(productSchema, {
  /** The cart item's id. */
  cartItemId: z.number(),
  qty: z.number(),
  shippingDate: daySchema(),
  offers: z.number(),
  discountPercentage: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** `GET /apps/ecommerce/cart` → the lines, in the order they were added. */
export const cartResponseSchema = z.object({ products: z.array(cartLineSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** `POST /apps/ecommerce/cart` and `…/wishlist` `{ productId }` → 201 with the item. */
export const productIdBodySchema = z.object({ productId: z.number() });
export const cartItemAnswerSchema = z.object({ item: cartItemSchema });
export const wishlistItemAnswerSchema = z.object({ item: wishlistItemSchema });
/** `DELETE …/cart/{productId}`, `…/wishlist/{productId}` → the product taken out. */
export const removedAnswerSchema = z.object({ productId: z.number() });

/** `PATCH /apps/ecommerce/cart/{productId}` `{ qty }` (ours): 1 to `MAX_QTY`. */
export const qtyBodySchema = z.object({
  qty: z.int().check(z.gte(1), z.lte(MAX_QTY)),
});

/** `GET /apps/ecommerce/coupons/{code}` (ours) → the coupon, 404 when there is none. */
export const couponSchema = z.object({ code: z.string(), percentOff: z.number() });
export type Coupon = z.infer<typeof couponSchema>;
export const couponAnswerSchema = z.object({ coupon: couponSchema });
