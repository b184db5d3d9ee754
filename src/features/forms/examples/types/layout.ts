import * as z from 'zod/mini';
import { textField } from '@/lib/form/text';
import {
  addressSchema,
  blankAddress,
  emailField,
  formsKey,
  optionalText,
  personNameField,
  phoneField,
  type AddressValues,
} from './fields';

/**
 * The form layout page's forms: each validated on submit, none saved (a valid submit says so
 * in a toast). Messages are translation keys.
 */

// ——— Horizontal, labels on the side: a customer's record ———

export const customerKinds = ['person', 'company'] as const;

export const customerSchema = z
  .object({
    name: personNameField({ required: 'nameRequired' }),
    email: emailField,
    phone: phoneField,
    kind: z.enum(customerKinds, formsKey('customerKind')),
    company: optionalText(80),
  })
  .check(
    // A company's record names the company.
    z.refine((customer) => customer.kind !== 'company' || customer.company !== '', {
      message: formsKey('companyRequired'),
      path: ['company'],
    }),
  );
export type CustomerValues = z.input<typeof customerSchema>;

export const blankCustomer = (): CustomerValues => ({
  name: '',
  email: '',
  phone: '',
  kind: 'person',
  company: '',
});

// ——— Vertical: a bank account to receive payments ———

/** Banks by their COMPE codes; their names are proper names, the same in every language. */
export const bankNames = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '077': 'Banco Inter',
  '104': 'Caixa Econômica Federal',
  '237': 'Bradesco',
  '260': 'Nubank',
  '336': 'C6 Bank',
  '341': 'Itaú Unibanco',
} as const;
export type BankCode = keyof typeof bankNames;
export const bankCodes = Object.keys(bankNames) as BankCode[];
export const accountTypes = ['checking', 'savings'] as const;

export const bankAccountSchema = z.object({
  holder: personNameField({ required: 'holderRequired' }),
  bank: z.enum(bankCodes as [BankCode, ...BankCode[]], formsKey('bank')),
  agency: z.string().check(z.trim(), z.regex(/^\d{4}$/, formsKey('agency'))),
  account: z.string().check(z.trim(), z.regex(/^\d{1,12}-[\dXx]$/, formsKey('account'))),
  type: z.enum(accountTypes, formsKey('accountType')),
});
export type BankAccountValues = Omit<z.input<typeof bankAccountSchema>, 'bank' | 'type'> & {
  bank: BankCode | null;
  type: (typeof accountTypes)[number] | null;
};

export const blankBankAccount = (): BankAccountValues => ({
  holder: '',
  bank: null,
  agency: '',
  account: '',
  type: null,
});

// ——— Multi-column: where to deliver an order ———

export const deliverySchema = z.object({
  recipient: personNameField({ required: 'recipientRequired' }),
  phone: phoneField,
  address: addressSchema,
  instructions: optionalText(200),
});
export type DeliveryValues = Omit<z.input<typeof deliverySchema>, 'address'> & {
  address: AddressValues;
};

export const blankDelivery = (): DeliveryValues => ({
  recipient: '',
  phone: '',
  address: blankAddress(),
  instructions: '',
});

// ——— Inline: the newsletter ———

export const newsletterSchema = z.object({
  name: textField(2, 60, {
    required: formsKey('firstNameRequired'),
    tooShort: formsKey('tooShort'),
    tooLong: formsKey('tooLong'),
  }),
  email: emailField,
});
export type NewsletterValues = z.input<typeof newsletterSchema>;

export const blankNewsletter = (): NewsletterValues => ({ name: '', email: '' });

// ——— With icons: signing in ———

export const signInSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, formsKey('passwordRequired'))),
  remember: z.boolean(),
});
export type SignInValues = z.input<typeof signInSchema>;

export const blankSignIn = (): SignInValues => ({ email: '', password: '', remember: false });
