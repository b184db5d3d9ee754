import * as z from 'zod/mini';
import { confirmMatches, confirmSchema, passwordSchema } from '@/components/account/password-rules';
import {
  addressSchema,
  blankAddress,
  emailField,
  formsKey,
  optionalText,
  personNameField,
  phoneField,
  type AddressValues,
  webAddress,
} from './fields';

/**
 * The sign-up wizard's values, one object per step in the order they are asked: the wizard
 * takes the steps from this schema's keys and checks each one before the next.
 */

const optionalMatch = (pattern: RegExp, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || pattern.test(value), formsKey(message)),
  );

export const wizardAccountSchema = z
  .object({
    username: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, formsKey('usernameRequired')),
        z.regex(/^[a-z0-9._]{3,20}$/i, formsKey('username')),
      ),
    email: emailField,
    password: passwordSchema,
    confirm: confirmSchema,
  })
  .check(confirmMatches());

export const wizardPersonalSchema = z.object({
  firstName: personNameField({ required: 'firstNameRequired' }),
  lastName: personNameField({ required: 'lastNameRequired' }),
  phone: phoneField,
  jobTitle: optionalText(60),
});

export const wizardSocialSchema = z.object({
  /** `@usuario` (the @ is optional). */
  instagram: optionalMatch(/^@?[\w.]{1,30}$/, 'instagram'),
  linkedin: optionalMatch(
    /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[\w-]{3,100}\/?$/i,
    'linkedin',
  ),
  website: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || z.safeParse(webAddress, value).success, formsKey('url')),
  ),
});

export const wizardSchema = z.object({
  account: wizardAccountSchema,
  personal: wizardPersonalSchema,
  address: addressSchema,
  social: wizardSocialSchema,
});
export type WizardOutput = z.output<typeof wizardSchema>;
export type WizardValues = Omit<z.input<typeof wizardSchema>, 'address'> & {
  address: AddressValues;
};
export type WizardStep = keyof WizardValues;

export const blankWizard = (): WizardValues => ({
  account: { username: '', email: '', password: '', confirm: '' },
  personal: { firstName: '', lastName: '', phone: '', jobTitle: '' },
  address: blankAddress(),
  social: { instagram: '', linkedin: '', website: '' },
});
