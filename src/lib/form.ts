import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { i18n } from './i18n';
import { useTranslation } from './i18n-react';

/**
 * Forms validated by a zod schema. Schemas carry translation keys as messages
 * (`'validation.email'`, or `'auth:login.passwordRequired'`); they are translated when
 * shown, so each error sits next to its field in the active language, even after a switch.
 * A field is checked when it loses focus; after a failed submit, on every change.
 * (Our own hook, small enough for the login page's budget.)
 */
export interface FieldError {
  key: string;
  count?: number;
}
type ErrorMap = Record<string, FieldError>;

export function validateWith(schema: $ZodType, values: unknown): ErrorMap {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  const errors: ErrorMap = {};
  for (const issue of result.error.issues) {
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

/** The words of an error; zod's own messages (not our keys) read as "fill in this field". */
export function translateError({ key, count }: FieldError): string {
  const fallback = i18n.t('validation.required');
  return i18n.t(key, { count, defaultValue: fallback });
}

function getPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[key];
  }, source);
}

function setPath<T>(source: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const container = (source ?? {}) as Record<string, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<
    string,
    unknown
  >;
  copy[key] = rest.length === 0 ? next : setPath(container[key], rest.join('.'), next);
  return copy as T;
}

const valueOf = (input: unknown, checkbox: boolean): unknown => {
  if (input && typeof input === 'object' && 'currentTarget' in input) {
    const target = (input as { currentTarget: HTMLInputElement }).currentTarget;
    return checkbox ? target.checked : target.value;
  }
  return input;
};

export function useZodForm<Values extends object>(
  schema: $ZodType,
  { initialValues }: { initialValues: Values },
) {
  // Subscribes to language switches: the errors below are re-translated on render.
  const { t } = useTranslation();
  const [values, setValuesState] = useState<Values>(initialValues);
  const [rawErrors, setRawErrors] = useState<ErrorMap>({});
  const [submitted, setSubmitted] = useState(false);
  const touched = useRef(new Set<string>());
  const initial = useRef(initialValues);

  const validate = useCallback(() => {
    const found = validateWith(schema, values);
    setRawErrors(found);
    return found;
  }, [schema, values]);

  /** Re-checks one field and keeps the other fields' errors as they are. */
  const validateField = useCallback(
    (path: string, next: Values) => {
      const found = validateWith(schema, next)[path];
      setRawErrors((current) => {
        if (current[path]?.key === found?.key) return current;
        const copy = { ...current };
        if (found) copy[path] = found;
        else delete copy[path];
        return copy;
      });
    },
    [schema],
  );

  const setFieldValue = useCallback(
    (path: string, value: unknown) => {
      setValuesState((current) => {
        const next = setPath(current, path, value);
        if (submitted || touched.current.has(path)) validateField(path, next);
        return next;
      });
    },
    [submitted, validateField],
  );

  const errors = useMemo(() => {
    void t; // a new `t` means a new language
    return Object.fromEntries(
      Object.entries(rawErrors).map(([path, error]) => [path, translateError(error)]),
    );
  }, [rawErrors, t]);

  return useMemo(
    () => ({
      values,
      errors,
      setFieldValue,
      setValues: (next: Values) => setValuesState(next),
      /** Sets an error from the server; `key` is a translation key. */
      setFieldError: (path: string, key: string) =>
        setRawErrors((current) => ({ ...current, [path]: { key } })),
      clearErrors: () => setRawErrors({}),
      validate: () => validate(),
      reset: () => {
        setValuesState(initial.current);
        setRawErrors({});
        setSubmitted(false);
        touched.current.clear();
      },
      getInputProps: (path: string, { type }: { type?: 'checkbox' } = {}) => {
        const checkbox = type === 'checkbox';
        const value = getPath(values, path);
        return {
          name: path,
          ...(checkbox ? { checked: Boolean(value) } : { value: (value ?? '') as string }),
          error: errors[path],
          onChange: (input: unknown) => setFieldValue(path, valueOf(input, checkbox)),
          onBlur: () => {
            touched.current.add(path);
            validateField(path, values);
          },
        };
      },
      /** Validates everything; on success calls `handler`, otherwise focuses the first error. */
      onSubmit:
        (handler: (values: Values) => void | Promise<void>) =>
        (event?: FormEvent<HTMLFormElement>) => {
          event?.preventDefault();
          setSubmitted(true);
          const found = validate();
          const first = Object.keys(found)[0];
          if (first) {
            const field = event?.currentTarget.elements.namedItem(first);
            if (field instanceof HTMLElement) field.focus();
            return;
          }
          void handler(values);
        },
    }),
    [values, errors, setFieldValue, validate, validateField],
  );
}

export type ZodForm<Values extends object> = ReturnType<typeof useZodForm<Values>>;
