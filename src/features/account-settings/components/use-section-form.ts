import type { FormEvent } from 'react';
import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { parseWith, useFormFailure, useSaveBase } from '@/components/form-failure/form-failure';
import type { SectionForm } from '@/components/account/section-card';
import { toast } from '@/components/toast';
import { useZodForm, type Path } from '@/lib/form';

interface SectionFormOptions<S extends $ZodType, T extends { version: number }> {
  /** The form's schema, which the call's body is made of. */
  schema: S;
  /** The section as the page read it. */
  stored: T;
  /** The section's answer schema: reads the stored one a refusal (409) carries. */
  storedSchema: { safeParse: (value: unknown) => { success: boolean; data?: T } };
  /** The form's values of a stored section. */
  values: (stored: T) => z.input<S>;
  /** The call, on the version the form saves on; answers the section as saved. */
  save: (values: z.output<S>, version: number) => Promise<T>;
  /** The toast once saved. */
  savedMessage: string;
  /** The words of each field the API may refuse (a 400 naming it). */
  refused: Partial<Record<Path<z.input<S>>, string>>;
}

/**
 * One section of the settings as a form saved by itself, on the version it read: a save
 * made on an older one is refused and the stored one offered (`onUseCurrent`); refused
 * fields go beside their fields, anything else above them; nothing typed is lost.
 */
export function useSectionForm<S extends $ZodType, T extends { version: number }>({
  schema,
  stored,
  storedSchema,
  values,
  save,
  savedMessage,
  refused,
}: SectionFormOptions<S, T>) {
  const failure = useFormFailure();
  const base = useSaveBase<T>(stored, parseWith(storedSchema));
  const form = useZodForm(schema, { initialValues: values(stored) });

  const submit = form.onSubmit(async (parsed) => {
    failure.clear();
    try {
      const answer = await save(parsed, base.base.version);
      toast.success(savedMessage);
      base.saved(answer);
      form.reset(values(answer));
    } catch (error) {
      base.refused(error);
      failure.show(error, (fields) => form.setServerErrors(fields, refused));
    }
  });

  return {
    form,
    failure,
    submit,
    /** The section as last saved (the avatar's "back to the saved one"). */
    saved: base.base,
    onUseCurrent: base.offer((current) => form.setValues(values(current)), failure.clear),
    discard: () => {
      failure.clear();
      form.reset();
    },
  };
}

/** What `SectionCard` needs of a `useSectionForm`. */
export const cardForm = (
  section: {
    form: { submitting: boolean; isDirty: () => boolean };
    failure: { error: unknown };
    submit: (event?: FormEvent<HTMLFormElement>) => void;
    onUseCurrent: (current: unknown) => void;
    discard: () => void;
  },
  failedTitle: string,
): SectionForm => ({
  error: section.failure.error,
  failedTitle,
  onUseCurrent: section.onUseCurrent,
  onSubmit: section.submit,
  submitting: section.form.submitting,
  dirty: section.form.isDirty(),
  onDiscard: section.discard,
});
