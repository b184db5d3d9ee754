import * as z from 'zod/mini';
import { brazilianStates } from '@/lib/brazilian-states';
import { cardCvvSchema, cardExpirySchema, cardNumberSchema } from '@/lib/form/card';
import { textField } from '@/lib/form/text';

/**
 * The modal examples' forms (each validated, none saved: a valid submit says so and closes)
 * and the one call they make, the people to share a project with. Messages are translation
 * keys.
 */

const key = (name: string) => `modal-examples:validation.${name}`;

/** `(11) 91234-5678` or `(11) 3123-4567`, as the phone mask writes it. */
const PHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;
const phoneField = z.string().check(z.regex(PHONE_PATTERN, key('phone')));
const emailField = z
  .string()
  .check(z.trim(), z.minLength(1, key('emailRequired')), z.email(key('email')));
const nameField = textField(3, 80, {
  required: key('nameRequired'),
  tooShort: key('nameShort'),
  tooLong: key('tooLong'),
});

// ——— The people (GET /api/modal-examples/people) ———

export const personStatuses = ['active', 'inactive', 'pending'] as const;
export const personStatusSchema = z.enum(personStatuses, key('status'));
/** Interface languages a person may choose, as BCP 47 tags (named by `Intl.DisplayNames`). */
export const personLanguages = ['pt-BR', 'pt-PT', 'en', 'es', 'fr'] as const;
export const personLanguageSchema = z.enum(personLanguages, key('language'));
/** Countries, as ISO 3166 codes (named by `Intl.DisplayNames`). */
export const countries = ['BR', 'PT', 'AO', 'MZ', 'AR', 'CL', 'US', 'ES'] as const;
export const countrySchema = z.enum(countries, key('country'));

export const personSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** A picture's address, or `''` for initials. */
  avatar: z.string(),
  phone: z.string(),
  country: countrySchema,
  language: personLanguageSchema,
  status: personStatusSchema,
});
export type Person = z.infer<typeof personSchema>;
export const peopleResponseSchema = z.object({ people: z.array(personSchema) });

// ——— 1. Share a project ———

export const memberRoles = ['viewer', 'editor', 'owner'] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const shareProjectSchema = z.object({
  members: z
    .array(z.object({ id: z.number(), role: memberRoleSchema }))
    .check(z.minLength(1, key('membersRequired')), z.maxLength(10, key('membersTooMany'))),
  message: z.string().check(z.trim(), z.maxLength(300, key('tooLong'))),
});
export type ShareProjectValues = z.input<typeof shareProjectSchema>;

// ——— 2. Add a card (and the wizard's billing step) ———

const cardFields = {
  number: cardNumberSchema({ format: key('cardNumber'), luhn: key('cardLuhn') }),
  holder: textField(2, 60, {
    required: key('holderRequired'),
    tooShort: key('holderRequired'),
    tooLong: key('tooLong'),
  }),
  expiry: cardExpirySchema({ format: key('expiry'), past: key('expiryPast') }),
  cvv: cardCvvSchema(key('cvv')),
};

export const addCardSchema = z.object({ ...cardFields, primary: z.boolean() });
export type AddCardValues = z.input<typeof addCardSchema>;

// ——— 3. Pricing ———

export const planIds = ['basic', 'standard', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export const pricingSchema = z.object({
  plan: z.enum(planIds, key('planRequired')),
  cycle: z.enum(billingCycles),
});
export type PricingValues = { plan: PlanId | null; cycle: BillingCycle };

// ——— 4. Edit a user ———

export const editUserSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  country: countrySchema,
  language: personLanguageSchema,
  status: personStatusSchema,
});
export type EditUserValues = z.input<typeof editUserSchema>;

// ——— 5. Two-step authentication ———

export const twoFactorMethods = ['app', 'sms'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

export const twoFactorMethodSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('app') }),
  z.object({ method: z.literal('sms'), phone: phoneField }),
]);
export type TwoFactorMethodValues = { method: TwoFactorMethod; phone: string };
export type TwoFactorMethodChoice = z.output<typeof twoFactorMethodSchema>;

export const twoFactorCodeSchema = z.object({
  code: z.string().check(z.regex(/^\d{6}$/, key('code'))),
});

// ——— 6. Add an address ———

export const addressKinds = ['home', 'office'] as const;
export type AddressKind = (typeof addressKinds)[number];

export const addAddressSchema = z.object({
  cep: z.string().check(z.regex(/^\d{5}-\d{3}$/, key('cep'))),
  street: textField(3, 120, {
    required: key('streetRequired'),
    tooShort: key('streetRequired'),
    tooLong: key('tooLong'),
  }),
  number: textField(1, 10, { required: key('numberRequired'), tooLong: key('tooLong') }),
  complement: z.string().check(z.trim(), z.maxLength(60, key('tooLong'))),
  city: textField(2, 60, {
    required: key('cityRequired'),
    tooShort: key('cityRequired'),
    tooLong: key('tooLong'),
  }),
  state: z.enum(brazilianStates, key('state')),
  kind: z.enum(addressKinds),
  primary: z.boolean(),
});
export type AddAddressValues = Omit<z.input<typeof addAddressSchema>, 'state'> & {
  state: (typeof brazilianStates)[number] | null;
};

// ——— 7. Create an app (a wizard of four steps, each its own schema) ———

export const appCategories = ['crm', 'ecommerce', 'analytics', 'internal'] as const;
export const frameworks = ['react', 'vue', 'angular', 'svelte'] as const;
export type Framework = (typeof frameworks)[number];
export const databases = ['postgres', 'mysql', 'mongodb', 'firebase'] as const;
export type Database = (typeof databases)[number];

export const appDetailsSchema = z.object({
  name: textField(3, 40, {
    required: key('appNameRequired'),
    tooShort: key('appNameShort'),
    tooLong: key('tooLong'),
  }),
  category: z.enum(appCategories, key('categoryRequired')),
});
export type AppDetailsValues = {
  name: string;
  category: (typeof appCategories)[number] | null;
};

export const appFrameworkSchema = z.object({
  framework: z.enum(frameworks, key('frameworkRequired')),
});
export type AppFrameworkValues = { framework: Framework | null };

export const appDatabaseSchema = z.object({
  database: z.enum(databases, key('databaseRequired')),
  backups: z.boolean(),
});
export type AppDatabaseValues = { database: Database | null; backups: boolean };

export const appBillingSchema = z.object({ ...cardFields, saveCard: z.boolean() });
export type AppBillingValues = z.input<typeof appBillingSchema>;

// ——— 8. Refer and earn ———

export const referSchema = z.object({ email: emailField });
export type ReferValues = z.input<typeof referSchema>;
