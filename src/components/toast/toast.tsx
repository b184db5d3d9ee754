import { showToast, toast as textToast, toastColor } from '@/lib/toast';
import { ToastAction } from './toast-action';

/** Long enough to read the sentence and reach its button (the toast waits under focus too). */
export const actionToastDuration = 8000;

export interface ActionToast {
  /** What was done, in the active language ("Fatura #4987 excluída"). */
  message: string;
  /**
   * Names the toast, to take it away later (`toast.hide`) or to keep one per thing: a toast
   * shown again with the id of one on screen is not doubled.
   */
  id?: string | undefined;
}

export interface UndoToast extends ActionToast {
  /** Puts things back. Runs at most once; the toast closes first. */
  onUndo: () => void;
}

export interface OtherActionToast extends ActionToast {
  /** The button's words ("Abrir"). */
  label: string;
  /** Runs at most once; the toast closes first. */
  onAction: () => void;
}

function withButton({ message, id }: ActionToast, label: string | undefined, run: () => void) {
  let done = false;
  let shown = '';
  const press = () => {
    // A second press (a double click, or a click while the toast fades out) does nothing.
    if (done) return;
    done = true;
    textToast.hide(shown);
    run();
  };
  shown = showToast({
    id,
    color: toastColor.success,
    autoClose: actionToastDuration,
    message: <ToastAction text={message} label={label} onAction={press} />,
  });
  return shown;
}

/**
 * The app's one way to say what happened in a toast. Success, information and failure are
 * text (`@/lib/toast`, which the error policy uses too); `undo` and `action` add a button.
 *
 * - `toast.success(t('user-view:toasts.saved', { name }))` — done (teal, the one look of
 *   a success);
 * - `toast.info(t('email:compose.draftKept'))` — worth knowing, neither success nor failure;
 * - `toast.failure(t('email:toasts.stepFailed'), error)` — what failed and why; silent for
 *   what is explained elsewhere (401, 403, an abort). A mutation says both in its `meta`;
 * - `toast.undo({ message, onUndo })` — done, with "Desfazer";
 * - `toast.action({ message, label, onAction })` — done, with another way on ("Abrir").
 *
 * Each returns the toast's id, for `toast.hide(id)`.
 */
export const toast = {
  ...textToast,
  undo: ({ onUndo, ...shown }: UndoToast): string => withButton(shown, undefined, onUndo),
  action: ({ label, onAction, ...shown }: OtherActionToast): string =>
    withButton(shown, label, onAction),
};
