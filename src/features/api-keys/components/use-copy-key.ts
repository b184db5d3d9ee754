import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';

/**
 * Copies a key to the clipboard and says so. Where the browser has no clipboard for the page
 * (plain http, a refused permission), it says how to copy by hand and selects the key's text.
 */
export function useCopyKey() {
  const { t } = useTranslation('api-keys');
  return useCallback(
    async (key: string, shown?: HTMLElement | null) => {
      try {
        // `navigator.clipboard` is missing outside a secure context: the call then throws.
        await navigator.clipboard.writeText(key);
        toast.success(t('copy.done'));
      } catch (error) {
        if (shown) window.getSelection()?.selectAllChildren(shown);
        toast.failure(t('copy.failed'), error, { reason: t('copy.failedReason') });
      }
    },
    [t],
  );
}
