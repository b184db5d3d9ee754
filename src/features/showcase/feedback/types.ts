import * as z from 'zod/mini';
import { textField } from '@/lib/form/text';

/** The feedback pages' small forms: a prompt in a dialog, a form blocked while it saves, a review. */

const key = (name: string) => `extensions-feedback:validation.${name}`;

/** The prompt dialog: where to send a bank slip. */
export const slipEmailSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, key('emailRequired')), z.email(key('email'))),
});
export type SlipEmailValues = z.input<typeof slipEmailSchema>;

/** The store's contact details, saved under an overlay. */
export const storeSchema = z.object({
  name: textField(3, 60, { required: key('storeRequired'), tooShort: 'forms:validation.tooShort' }),
  email: z.string().check(z.trim(), z.minLength(1, key('emailRequired')), z.email(key('email'))),
});
export type StoreValues = z.input<typeof storeSchema>;

/** A product review: one to five stars and a comment. */
export const reviewSchema = z.object({
  rating: z
    .number()
    .check(z.minimum(1, key('ratingRequired')), z.maximum(5, key('ratingRequired'))),
  comment: textField(10, 500, {
    required: key('commentRequired'),
    tooShort: 'forms:validation.tooShort',
    tooLong: 'forms:validation.tooLong',
  }),
});
export type ReviewValues = z.input<typeof reviewSchema>;
