import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CleanHtmlView, HeldImagesBar } from '@/components/safe-html/safe-html';
import { cleanHtml } from '@/components/safe-html/sanitize';
import { useTranslation } from '@/lib/i18n-react';
import { allowImagesFrom, useImagesAllowed } from './image-senders';

interface EmailBodyProps {
  /** The message's HTML, as the sender wrote it. */
  html: string;
  /** The sender's address: "Mostrar imagens" is remembered for it. */
  sender: string;
  className?: string;
}

/**
 * One message's body. Remote images are not loaded (they are held back while sanitising,
 * before the HTML reaches the page) until the user asks to see them for this message; the
 * choice is remembered for the sender. The bar shows only when something was held back.
 */
export function EmailBody({ html, sender, className }: EmailBodyProps) {
  const { t } = useTranslation('email');
  const remembered = useImagesAllowed(sender);
  // Also for this message alone, should storage refuse to remember.
  const [shown, setShown] = useState(false);
  const remoteImages = remembered || shown ? 'show' : 'block';
  const clean = useMemo(() => cleanHtml(html, { remoteImages }), [html, remoteImages]);
  return (
    <>
      {clean.blockedImages > 0 && (
        <HeldImagesBar message={t('images.blocked')}>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              setShown(true);
              allowImagesFrom(sender);
            }}
          >
            {t('images.show')}
          </Button>
        </HeldImagesBar>
      )}
      {/* A message reads in its own direction, whatever the page's. */}
      <CleanHtmlView clean={clean} className={className} dir="auto" />
    </>
  );
}
