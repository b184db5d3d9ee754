import type { FlatNamespace, ParseKeys } from 'i18next';
import { i18n } from './i18n';
import { toast } from './toast';

/**
 * The one error policy of the app's server state. Mutations say in their `meta` what failed
 * ("Não foi possível mover os e-mails") as a translation key; the query client's caches
 * (see `query-client.ts`) call the functions below, which show it once, with the reason,
 * through the app's toasts (`toast.ts`). A query that fails with nothing on screen is shown
 * in place by its widget (`QueryError`); only a failed background refresh of data already
 * shown is toasted.
 */
/** A translation key with its namespace, e.g. `'email:toasts.failed'` (type-checked). */
export type MessageKey = { [N in FlatNamespace]: `${N}:${ParseKeys<N>}` }[FlatNamespace];

/** Who says that a mutation failed: this policy's toast, or the form that sent it. */
type FailureFeedback =
  | {
      /** What the toast says failed; "Não foi possível salvar a alteração" when absent. */
      errorMessage?: MessageKey;
      errorShownBy?: never;
    }
  | {
      /**
       * The form that sent the call says what failed, beside its fields or above them, and
       * keeps what was typed (`useFormFailure`, `@/components/form-failure`); the chat's
       * composer marks its message "not sent", with a retry. No toast.
       */
      errorShownBy: 'form';
      errorMessage?: never;
    };

export type FeedbackMeta = Record<string, unknown> &
  FailureFeedback & {
    /**
     * A toast after success, for a fixed sentence that fits every caller of the mutation
     * ("Senha alterada"). A sentence that names something ("Fatura #4987 excluída"), or one
     * that only some callers say, is the caller's `toast.success(t(…))` once the call is done.
     */
    successMessage?: MessageKey;
  };

export interface QueryFeedbackMeta extends Record<string, unknown> {
  /** What the toast says when a refresh of data on screen fails. */
  errorMessage?: MessageKey;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: FeedbackMeta;
    queryMeta: QueryFeedbackMeta;
  }
}

export function reportMutationError(error: unknown, meta: FeedbackMeta | undefined): void {
  if (meta?.errorShownBy === 'form') return;
  toast.failure(i18n.t(meta?.errorMessage ?? 'common:errors.saveFailed'), error);
}

export function reportMutationSuccess(meta: FeedbackMeta | undefined): void {
  if (meta?.successMessage) toast.success(i18n.t(meta.successMessage));
}

/** A refresh of data already on screen failed: the old data stays, the toast says why. */
export function reportQueryError(
  error: unknown,
  meta: QueryFeedbackMeta | undefined,
  hadData: boolean,
): void {
  if (!hadData) return;
  toast.failure(i18n.t(meta?.errorMessage ?? 'common:errors.refreshFailed'), error);
}
