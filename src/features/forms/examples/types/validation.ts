import * as z from 'zod/mini';
import { newPasswordSchema } from '@/components/account/password-rules';
import { addDays, daySchema, isBeforeToday, today } from '@/lib/dates';
import { textField } from '@/lib/form/text';
import { emailField, formsKey, webAddress } from './fields';

/**
 * The validation page: one small form per family of rules, each message a translation key
 * that says what is wrong and how to put it right.
 */

export const requiredRuleSchema = z.object({
  fullName: textField(1, 80, {
    required: formsKey('fullNameRequired'),
    tooLong: formsKey('tooLong'),
  }),
});

export const emailRuleSchema = z.object({ email: emailField });

export const urlRuleSchema = z.object({
  website: z.string().check(
    z.trim(),
    z.minLength(1, formsKey('urlRequired')),
    z.refine((value) => z.safeParse(webAddress, value).success, formsKey('url')),
  ),
});

export const TITLE_MIN = 10;
export const TITLE_MAX = 60;
export const SUMMARY_MAX = 160;

export const lengthRuleSchema = z.object({
  title: textField(TITLE_MIN, TITLE_MAX, {
    required: formsKey('titleRequired'),
    tooShort: formsKey('tooShort'),
    tooLong: formsKey('tooLong'),
  }),
  summary: z.string().check(z.trim(), z.maxLength(SUMMARY_MAX, formsKey('tooLong'))),
});

export const AGE_MIN = 18;
export const AGE_MAX = 100;
export const INSTALLMENTS_MAX = 12;

export const rangeRuleSchema = z.object({
  age: z
    .number(formsKey('ageRequired'))
    .check(
      z.int(formsKey('wholeNumber')),
      z.gte(AGE_MIN, formsKey('ageMin')),
      z.lte(AGE_MAX, formsKey('ageMax')),
    ),
  installments: z
    .number(formsKey('installmentsRequired'))
    .check(
      z.int(formsKey('wholeNumber')),
      z.gte(1, formsKey('installmentsRange')),
      z.lte(INSTALLMENTS_MAX, formsKey('installmentsRange')),
    ),
});
/** A number field is empty (`''`) until something is typed. */
export type RangeRuleValues = { age: number | ''; installments: number | '' };

/** A Mercosul plate (`BRA2E19`) or an old one (`ABC-1234`), in capitals. */
export const PLATE_PATTERN = /^[A-Z]{3}-?\d[A-Z\d]\d{2}$/;

export const patternRuleSchema = z.object({
  plate: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, formsKey('plateRequired')),
      z.regex(PLATE_PATTERN, formsKey('plate')),
    ),
});

export const passwordRuleSchema = newPasswordSchema;

/** How far ahead a visit may be booked. */
export const VISIT_DAYS_AHEAD = 90;

export const dateRuleSchema = z.object({
  visit: daySchema(formsKey('dateRequired')).check(
    z.refine((day) => day === '' || !isBeforeToday(day), formsKey('datePast')),
    z.refine(
      (day) => day === '' || day <= addDays(today(), VISIT_DAYS_AHEAD),
      formsKey('dateTooFar'),
    ),
  ),
});

export const paymentMethods = ['pix', 'boleto', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const choiceRuleSchema = z.object({
  payment: z.enum(paymentMethods, formsKey('paymentRequired')),
  terms: z.literal(true, formsKey('termsRequired')),
});
export type ChoiceRuleValues = { payment: PaymentMethod | null; terms: boolean };

export const acceptedFileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const FILE_MAX_BYTES = 2 * 1024 * 1024;

export const fileRuleSchema = z.object({
  document: z
    .file(formsKey('fileRequired'))
    .check(
      z.mime([...acceptedFileTypes], formsKey('fileType')),
      z.maxSize(FILE_MAX_BYTES, formsKey('fileSize')),
    ),
});
export type FileRuleValues = { document: File | null };
