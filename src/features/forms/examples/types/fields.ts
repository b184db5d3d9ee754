import * as z from 'zod/mini';
import { brazilianStates } from '@/lib/brazilian-states';
import { cepMask, isMaskComplete, phoneMask } from '@/lib/form/masks';
import { textField } from '@/lib/form/text';

/**
 * The fields the example forms share (a name, an e-mail, a phone, an address), each with its
 * own messages: translation keys of the `forms` namespace, saying what is wrong and how to
 * put it right.
 */
export const formsKey = (name: string) => `forms:validation.${name}`;

export const personNameField = (messages: { required: string }) =>
  textField(2, 80, {
    required: formsKey(messages.required),
    tooShort: formsKey('tooShort'),
    tooLong: formsKey('tooLong'),
  });

export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, formsKey('emailRequired')),
    z.maxLength(120, formsKey('tooLong')),
    z.email(formsKey('email')),
  );

/** `(11) 91234-5678` or `(11) 3123-4567`, as the phone mask writes it. */
export const phoneField = z.string().check(
  z.minLength(1, formsKey('phoneRequired')),
  z.refine((value) => isMaskComplete(phoneMask, value), formsKey('phone')),
);

/** Optional text of at most `max` characters (a complement, a note). */
export const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, formsKey('tooLong')));

/** An `http(s)` address with a domain name (not `localhost`, not a bare word). */
export const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

export const stateField = z.enum(brazilianStates, formsKey('state'));

/** A Brazilian address: CEP through its mask, street, number, district, city and UF. */
export const addressSchema = z.object({
  cep: z.string().check(
    z.minLength(1, formsKey('cepRequired')),
    z.refine((value) => isMaskComplete(cepMask, value), formsKey('cep')),
  ),
  street: textField(3, 120, {
    required: formsKey('streetRequired'),
    tooShort: formsKey('tooShort'),
    tooLong: formsKey('tooLong'),
  }),
  number: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, formsKey('numberRequired')),
      z.regex(/^(\d{1,6}[A-Za-z]?|S\/N)$/i, formsKey('streetNumber')),
    ),
  complement: optionalText(60),
  district: textField(2, 60, {
    required: formsKey('districtRequired'),
    tooShort: formsKey('tooShort'),
    tooLong: formsKey('tooLong'),
  }),
  city: textField(2, 60, {
    required: formsKey('cityRequired'),
    tooShort: formsKey('tooShort'),
    tooLong: formsKey('tooLong'),
  }),
  state: stateField,
});
/** The form's values: the UF starts unchosen. */
export type AddressValues = Omit<z.input<typeof addressSchema>, 'state'> & {
  state: z.input<typeof stateField> | null;
};

export const blankAddress = (): AddressValues => ({
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: null,
});
