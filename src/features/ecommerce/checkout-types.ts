import * as z from 'zod/mini';
import { brazilianStates } from '@/lib/brazilian-states';
import { cardCvvSchema, cardDigits, cardExpirySchema, cardNumberSchema } from '@/lib/form/card';
import { textField } from '@/lib/form/text';

/**
 * The checkout's addresses, payment and order (ours: SPEC §7 shows no call for them), the
 * same schemas for the forms and for the calls. Messages are translation keys.
 */

export const brazilianStateSchema = z.enum(brazilianStates, 'checkout:validation.state');
export type BrazilianState = z.infer<typeof brazilianStateSchema>;

export const addressKinds = ['home', 'work'] as const;
export const addressKindSchema = z.enum(addressKinds);
export type AddressKind = z.infer<typeof addressKindSchema>;

/** `00000-000`, as the CEP mask writes it. */
export const CEP_PATTERN = /^\d{5}-\d{3}$/;
/** `(11) 91234-5678` or `(11) 3123-4567`, as the phone mask writes it. */
export const PHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/** What a person types of a delivery address. */
export const addressFieldsSchema = z.object({
  fullName: textField(3, 80, {
    required: 'checkout:validation.fullNameRequired',
    tooShort: 'checkout:validation.fullNameShort',
    tooLong: 'checkout:validation.tooLong',
  }),
  phone: z.string().check(z.regex(PHONE_PATTERN, 'checkout:validation.phone')),
  cep: z.string().check(z.regex(CEP_PATTERN, 'checkout:validation.cep')),
  street: textField(3, 120, {
    required: 'checkout:validation.streetRequired',
    tooShort: 'checkout:validation.streetRequired',
    tooLong: 'checkout:validation.tooLong',
  }),
  number: textField(1, 10, {
    required: 'checkout:validation.numberRequired',
    tooLong: 'checkout:validation.tooLong',
  }),
  /** Apartment, block…; may be empty. */
  complement: z.string().check(z.trim(), z.maxLength(60, 'checkout:validation.tooLong')),
  district: textField(2, 60, {
    required: 'checkout:validation.districtRequired',
    tooShort: 'checkout:validation.districtRequired',
    tooLong: 'checkout:validation.tooLong',
  }),
  city: textField(2, 60, {
    required: 'checkout:validation.cityRequired',
    tooShort: 'checkout:validation.cityRequired',
    tooLong: 'checkout:validation.tooLong',
  }),
  state: brazilianStateSchema,
  kind: addressKindSchema,
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** A saved address of the signed-in user. */
export const addressSchema = z.extend(addressFieldsSchema, { id: z.number() });
export type Address = z.infer<typeof addressSchema>;

/** `GET /apps/ecommerce/addresses` → the caller's saved addresses, newest last. */
export const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });
/** `POST /apps/ecommerce/addresses` `{ address }` → 201 `{ address }` with its id. */
export const addAddressBodySchema = z.object({ address: addressFieldsSchema });
export const addressAnswerSchema = z.object({ address: addressSchema });

export const paymentMethods = ['card', 'pix', 'boleto'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * What the order call is told of the payment: the method, and for a card only its last four
 * digits and its holder (a card's number and code never leave the form).
 */
export const orderPaymentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    last4: z.string().check(z.regex(/^\d{4}$/)),
    holder: textField(2, 60),
  }),
  z.object({ method: z.literal('pix') }),
  z.object({ method: z.literal('boleto') }),
]);
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** `POST /apps/ecommerce/orders` (ours): the caller's cart, delivered to a saved address. */
export const placeOrderBodySchema = z.object({
  addressId: z.number(),
  payment: orderPaymentSchema,
  /** A coupon code the cart step accepted (checked again), or none. */
  coupon: z.optional(z.string().check(z.maxLength(40))),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** The placed order: its number (`MRT-2026-000123`) and what was charged, in reais. */
export const orderSchema = z.object({
  orderNumber: z.string(),
  total: z.number(),
  itemCount: z.number(),
  payment: paymentMethodSchema,
});
export type Order = z.infer<typeof orderSchema>;
export const orderAnswerSchema = z.object({ order: orderSchema });

// ——— The payment card form (ours): its number and code never leave the form ———

/** What a person types of a card (the number as the mask writes it: groups of four). */
export const cardFieldsSchema = z.object({
  number: cardNumberSchema({
    format: 'checkout:validation.cardNumber',
    luhn: 'checkout:validation.cardLuhn',
  }),
  holder: textField(2, 60, {
    required: 'checkout:validation.holderRequired',
    tooShort: 'checkout:validation.holderRequired',
    tooLong: 'checkout:validation.tooLong',
  }),
  expiry: cardExpirySchema({
    format: 'checkout:validation.expiry',
    past: 'checkout:validation.expiryPast',
  }),
  cvv: cardCvvSchema('checkout:validation.cvv'),
});
export type CardFields = z.infer<typeof cardFieldsSchema>;

/** What the order call is told of a card: its last four digits and its holder. */
export const cardPayment = (card: CardFields): OrderPayment => ({
  method: 'card',
  last4: cardDigits(card.number).slice(-4),
  holder: card.holder,
});
