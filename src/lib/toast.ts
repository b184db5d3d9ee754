import type { MantineColor } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { errorMessageKey, isApiError } from './api-error';
import { i18n } from './i18n';

/**
 * The toasts that say something in words: a success, a piece of information, a failure with
 * its reason. The error policy (`query-feedback.ts`) shows its toasts through these; features
 * use `toast` from `@/components/toast`, which adds the toasts with a button (undo, open).
 * Messages are text in the active language (the caller's `t(…)`), so a message can name
 * what it is about ("Fatura #4987 excluída").
 */

/** One look per kind, everywhere (teal for a success is Mantine's own, for a settled promise). */
export const toastColor = { success: 'teal', failure: 'red' } as const;

let sequence = 0;

/**
 * Shows a toast. A toast waits while the keyboard's focus is in it, as it waits under the
 * pointer (Mantine's own pause covers the pointer only), so its button can be reached and
 * read. For `@/components/toast`; features use `toast`.
 */
export function showToast(data: NotificationData): string {
  sequence += 1;
  const id = data.id ?? `toast-${sequence}`;
  const { autoClose, message } = data;
  return notifications.show({
    ...data,
    id,
    onFocusCapture: () => notifications.update({ id, message, autoClose: false }),
    onBlurCapture: () => notifications.update({ id, message, autoClose }),
  });
}

/**
 * Puts new content in a toast on screen (a "working" toast settling): its own focus pause
 * follows the new `autoClose`, so a settled toast that was focused still closes.
 */
function replaceToast(id: string, data: Omit<NotificationData, 'id'>): void {
  const { autoClose, message } = data;
  notifications.update({
    loading: false,
    withCloseButton: true,
    title: undefined,
    ...data,
    id,
    onFocusCapture: () => notifications.update({ id, message, autoClose: false }),
    onBlurCapture: () => notifications.update({ id, message, autoClose }),
  });
}

/** Errors someone else already explains: the sign-out flow (401) and the not-authorized page. */
function explainedElsewhere(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (!isApiError(error)) return false;
  return error.kind === 'session-expired' || error.status === 401 || error.status === 403;
}

export interface FailureOptions {
  /** Why, when the error's own explanation ("Sem conexão com o servidor…") is not the best. */
  reason?: string;
}

export const toast = {
  /** Something the person asked for is done ("Permissão criada"). */
  success: (message: string): string => showToast({ color: toastColor.success, message }),

  /** Something worth knowing that is neither a success nor a failure ("Rascunho mantido"). */
  info: (message: string): string => showToast({ message }),
  /** A notice in one of the theme's colours (a kind of news; the UI kit's showcase). */
  notice: (message: string, color: MantineColor): string => showToast({ message, color }),

  /**
   * Says that `what` failed, and why, unless someone else already explains the error (a 401
   * signs out, a 403 opens the not-authorized page, an abort was asked for): then `null`.
   */
  failure: (what: string, error: unknown, { reason }: FailureOptions = {}): string | null => {
    if (explainedElsewhere(error)) return null;
    return showToast({
      color: toastColor.failure,
      title: what,
      message: reason ?? i18n.t(`common:${errorMessageKey(error)}`),
    });
  },

  /** Something that stays until it is closed by hand (its ×): no timer takes it away. */
  persistent: (message: string): string => showToast({ message, autoClose: false }),

  /**
   * Work under way ("Gerando o relatório…"), with a spinner and no timer: `done` or `failed`
   * puts its outcome in its place.
   */
  working: (message: string): string =>
    showToast({ message, loading: true, autoClose: false, withCloseButton: false }),
  /** The work of toast `id` is done: a success in its place, closing as any other. */
  done: (id: string, message: string): void =>
    replaceToast(id, { color: toastColor.success, message, autoClose: undefined }),
  /**
   * The work of toast `id` failed: what and why in its place, as `failure` says it; taken
   * away when someone else explains the error.
   */
  failed: (id: string, what: string, error: unknown, { reason }: FailureOptions = {}): void => {
    if (explainedElsewhere(error)) return void notifications.hide(id);
    replaceToast(id, {
      color: toastColor.failure,
      title: what,
      message: reason ?? i18n.t(`common:${errorMessageKey(error)}`),
      autoClose: undefined,
    });
  },

  /** Takes a toast away (one that is gone already is ignored). */
  hide: (id: string): void => void notifications.hide(id),
  /** Takes every toast away, those waiting in the queue too. */
  clear: (): void => notifications.clean(),
};
