import * as z from 'zod/mini';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { i18n } from '../i18n';

/**
 * A field's error as a translation key (schemas carry keys as messages): translated only
 * when shown, so it follows a language switch.
 */
export interface FieldError {
  key: string;
  count?: number;
}
export type ErrorMap = Record<string, FieldError>;

/** The first issue of each path, as `{ 'items.2.qty': { key, count } }`. */
export function toErrors(issues: readonly $ZodIssue[]): ErrorMap {
  const errors: ErrorMap = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (path in errors) continue;
    const count =
      'minimum' in issue
        ? Number(issue.minimum)
        : 'maximum' in issue
          ? Number(issue.maximum)
          : undefined;
    errors[path] = { key: issue.message, count };
  }
  return errors;
}

export function validateWith(schema: $ZodType, values: unknown): ErrorMap {
  const result = z.safeParse(schema, values);
  return result.success ? {} : toErrors(result.error.issues);
}

/** The words of an error; zod's own messages (not our keys) read as "fill in this field". */
export function translateError({ key, count }: FieldError): string {
  const fallback = i18n.t('validation.required');
  return i18n.t(key, { count, defaultValue: fallback });
}
