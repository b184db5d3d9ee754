import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { useTranslation } from '../i18n-react';
import { toErrors, translateError, validateWith, type ErrorMap } from './errors';
import { getPath, isEqual, setPath } from './paths';
import type { FormState, ZodForm } from './types';

const valueOf = (input: unknown, checkbox: boolean): unknown => {
  if (input && typeof input === 'object' && 'currentTarget' in input) {
    const target = (input as { currentTarget: HTMLInputElement }).currentTarget;
    return checkbox ? target.checked : target.value;
  }
  return input;
};

/**
 * A form validated by a zod schema whose messages are translation keys. A field is checked
 * when it loses focus, then on every change; after a submit, every field on every change.
 * `Values` is the schema's input; widen it (second type argument) when a field starts
 * empty where the schema wants a value, e.g. a checkbox that must end up ticked.
 * (Our own hook, small enough for the login page's budget.)
 */
export function useZodForm<S extends $ZodType, V = z.input<S>>(
  schema: S,
  { initialValues }: { initialValues: NoInfer<V> },
): ZodForm<V, z.output<S>> {
  // Subscribes to language switches: the errors below are re-translated on render.
  const { t } = useTranslation();
  const [initial, setInitial] = useState(initialValues);
  const [state, setState] = useState<FormState<V>>({
    values: initialValues,
    errors: {},
    touched: {},
    submitted: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const { values } = state;

  const errors = useMemo(() => {
    void t; // a new `t` means a new language
    return Object.fromEntries(
      Object.entries(state.errors).map(([path, error]) => [path, translateError(error)]),
    );
  }, [state.errors, t]);

  /** Re-checks `path` once it was left or the form submitted; other errors stay as they are. */
  const check = (next: FormState<V>, path: string): FormState<V> => {
    if (!next.submitted && !next.touched[path]) return next;
    const { [path]: _old, ...others } = next.errors;
    const found = validateWith(schema, next.values)[path];
    return { ...next, errors: found ? { ...others, [path]: found } : others };
  };

  /** Shows `found` at once, then focuses the first invalid control in the page's order. */
  const showErrors = (found: ErrorMap, keepOthers: boolean) => {
    flushSync(() =>
      setState((s) => ({
        ...s,
        submitted: true,
        errors: keepOthers ? { ...s.errors, ...found } : found,
      })),
    );
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const update = (path: string, change: (state: FormState<V>) => FormState<V>) =>
    setState((s) => check(change(s), path));
  const setFieldValue = (path: string, value: unknown) =>
    update(path, (s) => ({ ...s, values: setPath(s.values, path, value) }));

  const form: ZodForm<V, z.output<S>> = {
    values,
    errors,
    submitting,
    // One implementation for both overloads: the value's type is the path's.
    getInputProps: ((path: string, { type }: { type?: 'checkbox' } = {}) => {
      const checkbox = type === 'checkbox';
      const value = getPath(values, path);
      return {
        name: path,
        ...(checkbox ? { checked: Boolean(value) } : { value: value ?? '' }),
        error: errors[path],
        onChange: (input: unknown) => setFieldValue(path, valueOf(input, checkbox)),
        onBlur: () => update(path, (s) => ({ ...s, touched: { ...s.touched, [path]: true } })),
      };
    }) as ZodForm<V, z.output<S>>['getInputProps'],
    setFieldValue,
    setValues: (next: V | ((current: V) => V)) =>
      setState((s) => ({
        ...s,
        values: typeof next === 'function' ? (next as (current: V) => V)(s.values) : next,
      })),
    setFieldError: (path: string, key: string) =>
      setState((s) => ({ ...s, errors: { ...s.errors, [path]: { key } } })),
    setServerErrors: (fields: Record<string, unknown> | undefined, keys: object) => {
      const found: ErrorMap = {};
      const unnamed: string[] = [];
      for (const [field, refusal] of Object.entries(fields ?? {})) {
        // A message, a non-empty list of them, or `true`.
        if (![refusal].flat().some(Boolean)) continue;
        const key = (keys as Record<string, string | undefined>)[field];
        if (key) found[field] = { key };
        else unnamed.push(field);
      }
      showErrors(found, true);
      return unnamed;
    },
    clearErrors: () => setState((s) => ({ ...s, errors: {} })),
    validate: () => {
      const found = validateWith(schema, values);
      setState((s) => ({ ...s, errors: found }));
      return Object.keys(found).length === 0;
    },
    isDirty: (path?: string) => !isEqual(getPath(values, path), getPath(initial, path)),
    reset: (next: V = initial) => {
      setInitial(() => next);
      setState({ values: next, errors: {}, touched: {}, submitted: false });
    },
    update,
    onSubmit:
      (handler: (values: z.output<S>) => unknown) => (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        if (busy.current) return;
        formElement.current = event?.currentTarget ?? formElement.current;
        const result = z.safeParse(schema, values);
        if (!result.success) {
          showErrors(toErrors(result.error.issues), false);
          return;
        }
        setState((s) => ({ ...s, submitted: true, errors: {} }));
        busy.current = true;
        setSubmitting(true);
        void (async () => {
          try {
            await handler(result.data);
          } catch {
            // The handler (or the mutation's error policy) has said what failed; the values
            // stay as typed for another try.
          } finally {
            busy.current = false;
            setSubmitting(false);
          }
        })();
      },
  };
  return form;
}
