import { notifications } from '@mantine/notifications';
import type { FlatNamespace, ParseKeys } from 'i18next';
import { errorMessageKey, isApiError } from './api-error';
import { i18n } from './i18n';

/**
 * The one error policy of the app's server state. Mutations say in their `meta` what failed
 * ("Não foi possível mover os e-mails") as a translation key; the query client's caches
 * (see `query-client.ts`) call the functions below, which show it once, with the reason.
 * A query that fails with nothing on screen is shown in place by its widget (`QueryError`);
 * only a failed background refresh of data already shown is toasted.
 */
/** A translation key with its namespace, e.g. `'email:toasts.failed'` (type-checked). */
export type MessageKey = { [N in FlatNamespace]: `${N}:${ParseKeys<N>}` }[FlatNamespace];

export interface FeedbackMeta extends Record<string, unknown> {
  /** What the toast says failed; `false` when the caller shows the error itself. */
  errorMessage?: MessageKey | false;
  /** A toast after success (simple confirmations only: undo toasts stay with their page). */
  successMessage?: MessageKey;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: FeedbackMeta;
    queryMeta: FeedbackMeta;
  }
}

/** Errors someone else already explains: the sign-out flow (401) and the not-authorized page. */
function explainedElsewhere(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (!isApiError(error)) return false;
  return error.kind === 'session-expired' || error.status === 401 || error.status === 403;
}

/** Says that `what` failed, and why, unless someone else already explains the error. */
export function reportError(what: MessageKey, error: unknown): void {
  if (explainedElsewhere(error)) return;
  notifications.show({
    color: 'red',
    title: i18n.t(what),
    message: i18n.t(`common:${errorMessageKey(error)}`),
  });
}

export function reportMutationError(error: unknown, meta: FeedbackMeta | undefined): void {
  if (meta?.errorMessage === false) return;
  reportError(meta?.errorMessage ?? 'common:errors.saveFailed', error);
}

export function reportMutationSuccess(meta: FeedbackMeta | undefined): void {
  if (meta?.successMessage) notifications.show({ message: i18n.t(meta.successMessage) });
}

/** A refresh of data already on screen failed: the old data stays, the toast says why. */
export function reportQueryError(
  error: unknown,
  meta: FeedbackMeta | undefined,
  hadData: boolean,
): void {
  if (!hadData || meta?.errorMessage === false) return;
  reportError(meta?.errorMessage ?? 'common:errors.refreshFailed', error);
}
