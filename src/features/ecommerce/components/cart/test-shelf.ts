import { signInAs } from '@/test/session';
import { catalogue, type CatalogueProduct } from '../../demo/catalogue';
import { addressRows, cartRows, wishlistRows } from '../../demo/data';
import { lineTermsOf } from '../../demo/shelf';
import type { AddressFields } from '../../checkout-types';
import { MAX_QTY, type CartLine } from '../../types';

/** What the cart, wishlist and checkout tests share (never imported by the app). */

/** Products with room for any quantity, none free of delivery (so the fee shows). */
export const stocked = catalogue.filter(
  (product) => product.stock >= MAX_QTY && product.price > 20 && !product.hasFreeShipping,
);

export const pick = (index: number): CatalogueProduct => {
  const product = stocked[index];
  if (!product) throw new Error(`No stocked product #${index}`);
  return product;
};

/** Signs the administrator in; their id, as the demo rows name their owner. */
export async function shopper() {
  const user = await signInAs('admin');
  return String(user.id);
}

const addedAt = () => new Date().toISOString();

export async function seedCart(
  userId: string,
  items: { product: CatalogueProduct; qty: number }[],
) {
  for (const { product, qty } of items) {
    await cartRows.insert((id) => ({ id, userId, productId: product.id, qty, addedAt: addedAt() }));
  }
}

export async function seedWishlist(userId: string, products: CatalogueProduct[]) {
  for (const product of products) {
    await wishlistRows.insert((id) => ({ id, userId, productId: product.id, addedAt: addedAt() }));
  }
}

export const home: AddressFields = {
  fullName: 'Helena Duarte',
  phone: '(11) 91234-5678',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 42',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  kind: 'home',
};

export async function seedAddress(userId: string, address: AddressFields = home) {
  return addressRows.insert((id) => ({ ...address, id, userId }));
}

/** The cart's lines as the cart call shows them, for the totals a test expects. */
export const linesOf = (items: { product: CatalogueProduct; qty: number }[]): CartLine[] =>
  items.map(({ product, qty }, index) => ({
    ...product,
    isInCart: true,
    isInWishlist: false,
    cartItemId: index + 1,
    qty,
    ...lineTermsOf(product.id),
  }));
