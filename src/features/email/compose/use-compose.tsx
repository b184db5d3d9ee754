import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo } from 'react';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { floatingFailure } from '@/components/query-state/load-failure';
import { toast } from '@/components/toast';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from '@/lib/i18n-react';
import type { Email } from '../types';
import { hasKeptDraft, hasLocalDraft, useComposeStore } from './compose-store';
import type { Draft } from './draft';

const ComposeWindow = lazyPiece(() => import('./compose-window'));
const loadResponseDraft = () => import('./response-draft');

/** Fetches what a reply or a forward needs (the quoting and its sanitiser) ahead of time. */
export const preloadResponseDraft = () => void loadResponseDraft().catch(() => undefined);

/**
 * The mailbox's way into the compose: a new message (or the kept draft), a reply or a
 * forward, and the window itself, loaded the first time it opens.
 */
export function useCompose() {
  const { t } = useTranslation(['email', 'common']);
  const format = useFormat();
  const mode = useComposeStore((state) => state.mode);
  const open = useComposeStore((state) => state.open);
  const close = useComposeStore((state) => state.close);
  // Storage is read when the compose opens or closes, not on every render of the mailbox.
  const draftWaiting = useMemo(() => mode === 'closed' && hasKeptDraft(), [mode]);
  const localDrafts = useMemo(() => (mode === 'closed' && hasLocalDraft() ? 1 : 0), [mode]);

  /** Opens `draft`, asking first when another unsent message would be replaced. */
  const openReplacing = (draft: Draft) => {
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

  const answer = async (email: Email, kind: 'reply' | 'forward') => {
    const last = email.replies.at(-1) ?? email;
    // Fetched ahead while the mailbox is idle (preloadResponseDraft): here at once by now.
    const { responseDraft } = await loadResponseDraft();
    const draft = responseDraft(email, kind, {
      prefix: t(kind === 'reply' ? 'respond.replyPrefix' : 'respond.forwardPrefix'),
      header: t('respond.header', {
        date: format.dateTime(last.time),
        name: last.from.name,
        email: last.from.email,
      }),
    });
    openReplacing(draft);
  };

  const failed = (error: unknown) => {
    console.warn('The compose could not be prepared', error);
    toast.failure(t('common:offline.title'), error, { reason: t('common:offline.text') });
  };

  const respond = (email: Email, kind: 'reply' | 'forward') => {
    answer(email, kind).catch(failed);
  };

  /** A saved draft back in the compose; sending it takes it out of Drafts. */
  const editDraft = (email: Email) => {
    loadResponseDraft()
      .then(({ draftFromEmail }) => openReplacing(draftFromEmail(email)))
      .catch(failed);
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
    editDraft,
    window,
    /** The compose window is open or minimised. */
    shown: mode !== 'closed',
    /** An unsent message is kept and the compose is not showing it. */
    draftWaiting,
    /** The kept message when it is not saved to Drafts yet: it counts among the drafts. */
    localDrafts,
  };
}
