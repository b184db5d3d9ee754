import { useCallback, useEffect, useState } from 'react';
import { i18n } from './i18n';
import { toast } from './toast';

export interface CopyOptions {
  /** What the toast says once copied ("Chave Pix copiada."). */
  done: string;
  /** What failed, when "Não foi possível copiar" is not the best way to say it. */
  failed?: string | undefined;
  /** What to do instead, when "select and press Ctrl+C" is not it ("copie da barra…"). */
  failedReason?: string | undefined;
  /** What shows the text: selected on a refusal, for a copy by hand. */
  shown?: HTMLElement | null | undefined;
}

/** Selects what shows a text (a field's value, a block's words), for Ctrl+C. */
function select(shown: HTMLElement) {
  if (shown instanceof HTMLInputElement || shown instanceof HTMLTextAreaElement) {
    shown.focus();
    shown.select();
    return;
  }
  window.getSelection()?.selectAllChildren(shown);
}

/**
 * The app's one copy to the clipboard: it says so in a toast, or says why it could not (a
 * page without the clipboard: plain http; a refused permission) and selects the text for a
 * copy by hand. True when copied.
 *
 * (Mantine's `CopyButton` writes too, but reports neither the moment it is done nor a
 * refusal: a toast needs both.)
 */
export async function copyText(
  value: string,
  { done, failed, failedReason, shown }: CopyOptions,
): Promise<boolean> {
  try {
    // Outside a secure context `navigator.clipboard` is missing: the call throws.
    await navigator.clipboard.writeText(value);
    toast.success(done);
    return true;
  } catch (error) {
    if (shown) select(shown);
    toast.failure(failed ?? i18n.t('common:copy.failed'), error, {
      reason: failedReason ?? i18n.t('common:copy.failedReason'),
    });
    return false;
  }
}

/** How long a copy button shows "Copiado!" or a check mark. */
export const COPIED_MS = 1500;

/**
 * `copyText`, with the key of what was copied last kept for a moment (`copied`), to show a
 * check mark or "Copiado!" on the button that did it.
 */
export function useCopy(duration = COPIED_MS) {
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), duration);
    return () => window.clearTimeout(timer);
  }, [copied, duration]);

  const copy = useCallback(async (key: string, value: string, options: CopyOptions) => {
    const done = await copyText(value, options);
    if (done) setCopied(key);
    return done;
  }, []);

  return { copied, copy };
}
