import type { FormEvent } from 'react';
import type { ErrorMap } from './errors';
import type { Path, PathValue } from './paths';

export interface FormState<V> {
  values: V;
  /** Errors as translation keys, by path. */
  errors: ErrorMap;
  /** The fields left once: from then on each change re-checks them. */
  touched: Record<string, boolean>;
  /** After a submit, every change re-checks its field. */
  submitted: boolean;
}

/** What an input gets from `getInputProps`: an empty value shows as `''`. */
export interface InputProps<T> {
  name: string;
  value: T extends null | undefined ? '' : T;
  /** Translated, in the active language. */
  error: string | undefined;
  /** Takes a change event or the new value itself (Mantine's selects, our code field). */
  onChange: (input: unknown) => void;
  onBlur: () => void;
}

export type CheckboxProps = Omit<InputProps<unknown>, 'value'> & { checked: boolean };

/**
 * A form over `Values` (the schema's input) whose submit handler gets `Output` (what the
 * schema parses them into: trimmed, transformed, with defaults).
 */
export interface ZodForm<Values, Output = Values> {
  values: Values;
  /** The errors, translated, by path (`errors['items.2.qty']`, `errors.items` for the list). */
  errors: Partial<Record<string, string>>;
  /** True while the submit handler's promise is pending; another submit is ignored then. */
  submitting: boolean;

  getInputProps<P extends Path<Values>>(path: P): InputProps<PathValue<Values, P>>;
  getInputProps<P extends Path<Values>>(path: P, options: { type: 'checkbox' }): CheckboxProps;
  setFieldValue<P extends Path<Values>>(path: P, value: PathValue<Values, P>): void;
  setValues(next: Values | ((current: Values) => Values)): void;

  /** An error on one field; `key` is a translation key. */
  setFieldError(path: Path<Values>, key: string): void;
  /**
   * A server's refusal beside its fields, e.g. `{ email: ['This email is already in use.'] }`
   * (`true` or any message counts). The server's words are not ours: `keys` names the
   * translation key of each field. Focuses the first such field; returns the refused fields
   * that `keys` does not name, for a general message.
   */
  setServerErrors(
    fields: Record<string, unknown> | undefined,
    keys: Partial<Record<Path<Values>, string>>,
  ): string[];
  clearErrors(): void;
  /** Checks every field and shows what is wrong; true when all is well. */
  validate(): boolean;

  /** Whether the values (or the one at `path`) differ from the initial ones. */
  isDirty(path?: Path<Values>): boolean;
  /** Back to the initial values, no errors; `values` become the new initial ones. */
  reset(values?: Values): void;

  /**
   * Low level, what the list helpers (`insertListItem`, …) are built on: rewrites values,
   * errors and touched marks in one step, then re-checks `path` if it is due.
   */
  update(path: string, change: (state: FormState<Values>) => FormState<Values>): void;

  /**
   * The form's `onSubmit`: checks every field; when all is well, calls `handler` with the
   * parsed values, otherwise shows the errors and focuses the first invalid field. A
   * rejected handler ends `submitting` and keeps every value: report the failure from the
   * handler (or the mutation's error policy), not here.
   */
  onSubmit(handler: (values: Output) => unknown): (event?: FormEvent<HTMLFormElement>) => void;
}
