import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';

/** How long a copied swatch or icon shows its check mark. */
const COPIED_MS = 1500;

/**
 * Copies a text to the clipboard and says so ("Copiado: #5548e9"), or says why it could not
 * (a page without the clipboard: plain http, a refused permission). `copied` is the key of
 * what was copied last, for a moment, to show a check mark on it.
 *
 * (Mantine's `CopyButton` does the same writing, but reports neither the moment it is done
 * nor a refusal: a toast needs both.)
 */
export function useCopy() {
  const { t } = useTranslation('showcase-style');
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(
    async (key: string, value: string) => {
      try {
        await navigator.clipboard.writeText(value);
        setCopied(key);
        toast.success(t('copied', { value }));
      } catch (error) {
        toast.failure(t('copyFailed'), error, { reason: t('copyFailedReason') });
      }
    },
    [t],
  );

  return { copied, copy };
}
