import { Button } from '@mantine/core';
import { Share2 } from 'lucide-react';
import { copyText } from '@/lib/copy';
import { useTranslation } from '@/lib/i18n-react';

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * "Compartilhar": the system's share sheet where the browser has one (a phone), otherwise the
 * page's address copied, with a toast that says so.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('ecommerce');
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closed by the person: nothing to say. Refused by the browser: copy instead.
        if (aborted(error)) return;
      }
    }
    await copyText(url, {
      done: t('toasts.linkCopied'),
      failed: t('toasts.copyFailed'),
      failedReason: t('toasts.copyFailedReason'),
    });
  };
  return (
    <Button
      variant="default"
      leftSection={<Share2 size={16} aria-hidden="true" />}
      onClick={() => void share()}
    >
      {t('product.share')}
    </Button>
  );
}
