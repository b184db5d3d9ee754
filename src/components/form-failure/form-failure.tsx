import { useCallback, useMemo, useState } from 'react';
import { conflictingRecord, refusedFields } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { QueryError } from '@/components/query-state/query-error';

/**
 * The in-form failure pattern. A form's save whose mutation says `meta: { errorShownBy:
 * 'form' }` gets no toast from the error policy: the form says what failed where the person
 * is looking, and keeps every value for another try (`useZodForm` never clears on failure).
 * Fields the API refused (a 400 naming them) go beside their fields; any other failure goes
 * above them, in words, and that covers every kind: "Sem conexão…", a timeout, a 500, an
 * expired session ("Sua sessão expirou…", while the sign-out takes over), and a 403 (the
 * not-authorized page, as everywhere).
 *
 *     const failure = useFormFailure();
 *     const submit = form.onSubmit(async (values) => {
 *       failure.clear();
 *       try {
 *         await save.mutateAsync(values);
 *       } catch (error) {
 *         failure.show(error, (refused) => form.setServerErrors(refused, takenKeys));
 *       }
 *     });
 *     <FormFailure error={failure.error} title={t('users:drawer.saveFailed')} />
 */
export function useFormFailure() {
  const [error, setError] = useState<unknown>(null);
  const actions = useMemo(
    () => ({
      /** Before another try, or when the values are discarded. */
      clear: () => setError(null),
      /**
       * Says why the save failed. `beside` puts the refused fields beside their fields and
       * answers those it has no words for (`form.setServerErrors` does both); without it,
       * or when a refusal is left unsaid, the failure is said above the fields.
       */
      show: (failure: unknown, beside?: (refused: Record<string, unknown>) => string[]) => {
        const refused = beside ? refusedFields(failure) : undefined;
        const unsaid = refused && beside ? beside(refused) : [];
        setError(refused && unsaid.length === 0 ? null : failure);
      },
    }),
    [],
  );
  return { error, ...actions };
}

/**
 * The record a form saves on (with its `version`): as it was opened, then, when a save is
 * refused because another save came first (409), as it was found, so the next save replaces
 * that version knowingly. `parse` reads a record from the refusal (the feature's schema).
 *
 *     const { base, refused } = useSaveBase(task, parseTask);
 *     … catch (error) { refused(error); failure.show(error); }
 */
export function useSaveBase<T>(initial: T, parse: (current: unknown) => T | undefined) {
  const [base, setBase] = useState(initial);
  const refused = useCallback(
    (error: unknown) => {
      const current = parse(conflictingRecord(error));
      if (current !== undefined) setBase(current);
    },
    [parse],
  );
  /**
   * `FormFailure`'s `onUseCurrent`: the record the refusal carried, read with `parse`, given
   * to `apply` (which puts it in the form), then `after` (the failure cleared).
   */
  const offer = useCallback(
    (apply: (current: NonNullable<T>) => void, after?: () => void) => (value: unknown) => {
      const current = parse(value);
      if (current === undefined || current === null) return;
      apply(current);
      after?.();
    },
    [parse],
  );
  /** A form that stays open after a save: the next save goes on the record as just saved. */
  const saved = useCallback((record: T) => setBase(record), []);
  return { base, refused, offer, saved };
}

/** A record read with `schema`, or `undefined`: the `parse` of `useSaveBase`. */
export const parseWith =
  <T,>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }) =>
  (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

interface FormFailureProps {
  /** `useFormFailure().error`: nothing is drawn while it is `null`. */
  error: unknown;
  /** What failed ("Não foi possível salvar o usuário"); the reason comes from the error. */
  title: string;
  /**
   * A save refused because another save changed the record first (409): the alert offers
   * the record as it is now, which this puts in the form (the typed values stay until then).
   */
  onUseCurrent?: (current: unknown) => void;
}

/** Above a form's fields: what failed and why (an alert, read out when it appears). */
export function FormFailure({ error, title, onUseCurrent }: FormFailureProps) {
  const { t } = useTranslation('common');
  if (error === null) return null;
  const current = conflictingRecord(error);
  const offer =
    current !== undefined && onUseCurrent
      ? { onRetry: () => onUseCurrent(current), retryLabel: t('actions.useCurrent') }
      : {};
  return <QueryError error={error} title={title} {...offer} />;
}
