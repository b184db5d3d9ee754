import { useMutation } from '@tanstack/react-query';
import { refusalCode } from '@/lib/api-error';
import { http } from '@/lib/http';
import { optimisticEach, patch, type OptimisticPatch } from '@/lib/optimistic';
import { cartQueryOptions, ecommerceKeys } from './api';
import { announceCartChange } from './cart-sync';
import {
  cartItemAnswerSchema,
  removedAnswerSchema,
  wishlistItemAnswerSchema,
  type CartLine,
  type CartResponse,
  type Product,
  type ProductResponse,
  type ProductsResponse,
  type WishlistResponse,
} from './types';

/**
 * The cart and wishlist changes (SPEC §4), each shown at once in every cached family it
 * appears in (the shop's pages, the product pages, the cart, the wishlist), put back on a
 * failure, refetched when the call settles and told to the other tabs.
 */

type ProductChange = Partial<Pick<Product, 'isInCart' | 'isInWishlist'>>;
const changeProduct = (product: Product, id: number, change: ProductChange): Product =>
  product.id === id ? { ...product, ...change } : product;

/** The shop's pages and the product pages (with their related products) show the change. */
function productPatches<TVariables>(
  idOf: (variables: TVariables) => number,
  change: ProductChange,
  lists: (data: ProductsResponse, id: number) => Partial<ProductsResponse> = () => ({}),
): OptimisticPatch<TVariables>[] {
  return [
    patch<ProductsResponse, TVariables>(ecommerceKeys.lists(), (data, variables) => {
      const id = idOf(variables);
      return {
        ...data,
        ...lists(data, id),
        products: data.products.map((product) => changeProduct(product, id, change)),
      };
    }),
    patch<ProductResponse, TVariables>(ecommerceKeys.details(), (data, variables) => {
      const id = idOf(variables);
      return {
        product: changeProduct(data.product, id, change),
        related: data.related.map((product) => changeProduct(product, id, change)),
      };
    }),
  ];
}

/** A line shown before the server answers: its offers and discount arrive with the answer. */
const provisionalLine = (product: Product): CartLine => ({
  ...product,
  isInCart: true,
  cartItemId: -product.id,
  qty: 1,
  shippingDate: '',
  offers: 0,
  discountPercentage: 0,
});

const withoutLine = (data: CartResponse, productId: number): CartResponse => ({
  products: data.products.filter((line) => line.id !== productId),
});

/** A cart or wishlist change: patched everywhere, refetched after, told to the other tabs. */
function cartChange<TVariables>(patches: OptimisticPatch<TVariables>[]) {
  const base = optimisticEach(patches, ecommerceKeys.all);
  return {
    ...base,
    onSettled: async (...args: Parameters<typeof base.onSettled>) => {
      announceCartChange();
      await base.onSettled(...args);
      // The cart is read again even where no cart is shown (the wishlist's "move to cart"):
      // the navbar's count follows what the server now holds.
      const { client } = args[4];
      await client.prefetchQuery(cartQueryOptions());
    },
  };
}

/** "Add to cart" (SPEC §4: qty 1). */
export function useAddToCart() {
  return useMutation({
    mutationFn: (product: Product) =>
      http.demo.post('/apps/ecommerce/cart', {
        json: { productId: product.id },
        schema: cartItemAnswerSchema,
      }),
    meta: { errorMessage: 'ecommerce:toasts.cartFailed' },
    ...cartChange<Product>([
      ...productPatches<Product>(
        (product) => product.id,
        { isInCart: true },
        (data, id) => ({ userCart: [...data.userCart, { id: -id, productId: id, qty: 1 }] }),
      ),
      patch<CartResponse, Product>(ecommerceKeys.cart(), (data, product) => ({
        products: [...withoutLine(data, product.id).products, provisionalLine(product)],
      })),
    ]),
  });
}

export function useRemoveFromCart() {
  return useMutation({
    mutationFn: (productId: number) =>
      http.demo.delete(`/apps/ecommerce/cart/${productId}`, { schema: removedAnswerSchema }),
    meta: { errorMessage: 'ecommerce:toasts.cartFailed' },
    ...cartChange<number>([
      ...productPatches<number>(
        (id) => id,
        { isInCart: false },
        (data, id) => ({ userCart: data.userCart.filter((item) => item.productId !== id) }),
      ),
      patch<CartResponse, number>(ecommerceKeys.cart(), withoutLine),
    ]),
  });
}

export interface QtyChange {
  productId: number;
  qty: number;
}

/** `PATCH /apps/ecommerce/cart/{productId}` `{ qty }` (ours). */
export function useSetCartQty() {
  return useMutation({
    mutationFn: ({ productId, qty }: QtyChange) =>
      http.demo.patch(`/apps/ecommerce/cart/${productId}`, {
        json: { qty },
        schema: cartItemAnswerSchema,
      }),
    meta: { errorMessage: 'ecommerce:toasts.cartFailed' },
    ...cartChange<QtyChange>([
      patch<CartResponse, QtyChange>(ecommerceKeys.cart(), (data, { productId, qty }) => ({
        products: data.products.map((line) => (line.id === productId ? { ...line, qty } : line)),
      })),
      patch<ProductsResponse, QtyChange>(ecommerceKeys.lists(), (data, { productId, qty }) => ({
        ...data,
        userCart: data.userCart.map((item) =>
          item.productId === productId ? { ...item, qty } : item,
        ),
      })),
    ]),
  });
}

export function useAddToWishlist() {
  return useMutation({
    mutationFn: (product: Product) =>
      http.demo.post('/apps/ecommerce/wishlist', {
        json: { productId: product.id },
        schema: wishlistItemAnswerSchema,
      }),
    meta: { errorMessage: 'ecommerce:toasts.wishlistFailed' },
    ...cartChange<Product>([
      ...productPatches<Product>(
        (product) => product.id,
        { isInWishlist: true },
        (data, id) => ({ userWishlist: [...data.userWishlist, { id: -id, productId: id }] }),
      ),
      patch<WishlistResponse, Product>(ecommerceKeys.wishlist(), (data, product) => ({
        products: [
          { ...product, isInWishlist: true },
          ...data.products.filter((item) => item.id !== product.id),
        ],
      })),
    ]),
  });
}

export function useRemoveFromWishlist() {
  return useMutation({
    mutationFn: (productId: number) =>
      http.demo.delete(`/apps/ecommerce/wishlist/${productId}`, { schema: removedAnswerSchema }),
    meta: { errorMessage: 'ecommerce:toasts.wishlistFailed' },
    ...cartChange<number>([
      ...productPatches<number>(
        (id) => id,
        { isInWishlist: false },
        (data, id) => ({
          userWishlist: data.userWishlist.filter((item) => item.productId !== id),
        }),
      ),
      patch<WishlistResponse, number>(ecommerceKeys.wishlist(), (data, id) => ({
        products: data.products.filter((item) => item.id !== id),
      })),
    ]),
  });
}

/** What "Move to cart" did: `alreadyInCart` when the product was in the cart before. */
export interface MoveToCartResult {
  alreadyInCart: boolean;
}

/**
 * The wishlist's "Move to cart": the product goes into the cart (qty 1; left as it is when
 * it is there already) and out of the wishlist, shown at once everywhere, put back on a
 * failure (the refetch then shows whatever part of it was done).
 */
export function useMoveToCart() {
  return useMutation({
    mutationFn: async (product: Product): Promise<MoveToCartResult> => {
      let alreadyInCart = product.isInCart;
      if (!alreadyInCart) {
        try {
          await http.demo.post('/apps/ecommerce/cart', {
            json: { productId: product.id },
            schema: cartItemAnswerSchema,
          });
        } catch (error) {
          // Added meanwhile (another tab): it is in the cart, which is what was asked. Another
          // refusal (sold out) is the move's failure: the product stays in the wishlist.
          if (refusalCode(error) !== 'alreadyInCart') throw error;
          alreadyInCart = true;
        }
      }
      await http.demo.delete(`/apps/ecommerce/wishlist/${product.id}`, {
        schema: removedAnswerSchema,
      });
      return { alreadyInCart };
    },
    meta: { errorMessage: 'checkout:wishlist.moveFailed' },
    ...cartChange<Product>([
      ...productPatches<Product>(
        (product) => product.id,
        { isInCart: true, isInWishlist: false },
        (data, id) => ({
          userCart: data.userCart.some((item) => item.productId === id)
            ? data.userCart
            : [...data.userCart, { id: -id, productId: id, qty: 1 }],
          userWishlist: data.userWishlist.filter((item) => item.productId !== id),
        }),
      ),
      patch<CartResponse, Product>(ecommerceKeys.cart(), (data, product) =>
        data.products.some((line) => line.id === product.id)
          ? data
          : { products: [...data.products, provisionalLine(product)] },
      ),
      patch<WishlistResponse, Product>(ecommerceKeys.wishlist(), (data, product) => ({
        products: data.products.filter((item) => item.id !== product.id),
      })),
    ]),
  });
}

/**
 * The cart's "Move to wishlist": the product goes into the wishlist (unless it is there) and
 * out of the cart, shown at once everywhere, put back on a failure.
 */
export function useMoveToWishlist() {
  return useMutation({
    mutationFn: async (product: Product) => {
      if (!product.isInWishlist) {
        try {
          await http.demo.post('/apps/ecommerce/wishlist', {
            json: { productId: product.id },
            schema: wishlistItemAnswerSchema,
          });
        } catch (error) {
          if (refusalCode(error) !== 'alreadyInWishlist') throw error;
        }
      }
      await http.demo.delete(`/apps/ecommerce/cart/${product.id}`, {
        schema: removedAnswerSchema,
      });
    },
    meta: { errorMessage: 'checkout:cart.moveFailed' },
    ...cartChange<Product>([
      ...productPatches<Product>(
        (product) => product.id,
        { isInCart: false, isInWishlist: true },
        (data, id) => ({
          userCart: data.userCart.filter((item) => item.productId !== id),
          userWishlist: data.userWishlist.some((item) => item.productId === id)
            ? data.userWishlist
            : [...data.userWishlist, { id: -id, productId: id }],
        }),
      ),
      patch<CartResponse, Product>(ecommerceKeys.cart(), (data, product) =>
        withoutLine(data, product.id),
      ),
      patch<WishlistResponse, Product>(ecommerceKeys.wishlist(), (data, product) => ({
        products: [
          { ...product, isInCart: false, isInWishlist: true },
          ...data.products.filter((item) => item.id !== product.id),
        ],
      })),
    ]),
  });
}
