import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo } from 'react';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { floatingFailure } from '@/components/query-state/load-failure';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from '@/lib/i18n-react';
import type { Email } from '../types';
import { hasKeptDraft, useComposeStore } from './compose-store';
import { responseDraft } from './draft';

const ComposeWindow = lazyPiece(() => import('./compose-window'));

/**
 * The mailbox's way into the compose: a new message (or the kept draft), a reply or a
 * forward, and the window itself, loaded the first time it opens.
 */
export function useCompose() {
  const { t } = useTranslation('email');
  const format = useFormat();
  const mode = useComposeStore((state) => state.mode);
  const open = useComposeStore((state) => state.open);
  const close = useComposeStore((state) => state.close);
  // Storage is read when the compose opens or closes, not on every render of the mailbox.
  const draftWaiting = useMemo(() => mode === 'closed' && hasKeptDraft(), [mode]);

  const respond = (email: Email, kind: 'reply' | 'forward') => {
    const last = email.replies.at(-1) ?? email;
    const draft = responseDraft(email, kind, {
      prefix: t(kind === 'reply' ? 'respond.replyPrefix' : 'respond.forwardPrefix'),
      header: t('respond.header', {
        date: format.dateTime(last.time),
        name: last.from.name,
        email: last.from.email,
      }),
    });
    if (!hasKeptDraft()) {
      open(draft);
      return;
    }
    modals.openConfirmModal({
      title: t('respond.replaceTitle'),
      children: <Text size="sm">{t('respond.replaceText')}</Text>,
      labels: { confirm: t('respond.replaceConfirm'), cancel: t('respond.replaceCancel') },
      onConfirm: () => open(draft),
      onCancel: () => open(),
    });
  };

  // Offline before its code arrived, the window's place says so, with a retry (the draft
  // is kept meanwhile).
  const window =
    mode === 'closed' ? null : (
      <LazyBoundary className={floatingFailure} onDismiss={close}>
        <ComposeWindow />
      </LazyBoundary>
    );

  return {
    compose: () => open(),
    respond,
    window,
    /** An unsent message is kept and the compose is not showing it. */
    draftWaiting,
  };
}
