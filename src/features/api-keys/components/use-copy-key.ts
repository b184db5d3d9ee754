import { useCallback } from 'react';
import { copyText } from '@/lib/copy';
import { useTranslation } from '@/lib/i18n-react';

/**
 * Copies a key to the clipboard and says so. Where the browser has no clipboard for the page
 * (plain http, a refused permission), it says how to copy by hand and selects the key's text.
 */
export function useCopyKey() {
  const { t } = useTranslation('api-keys');
  return useCallback(
    (key: string, shown?: HTMLElement | null) =>
      copyText(key, {
        done: t('copy.done'),
        failed: t('copy.failed'),
        failedReason: t('copy.failedReason'),
        shown,
      }),
    [t],
  );
}
