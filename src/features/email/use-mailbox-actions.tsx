import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { neighbourQueryOptions, useToggleLabel, useUpdateEmails } from './api';
import type { Email, EmailUpdate, Folder, Label } from './types';
import type { useMailboxRoute } from './use-mailbox-route';

interface MailboxActionsOptions {
  route: ReturnType<typeof useMailboxRoute>;
  /** The emails on screen (the list and the open one): where "undo" finds their folders. */
  visible: readonly Email[];
  openEmail: Email | undefined;
  /** Called once an action has taken the selected emails away. */
  onDone: () => void;
}

/**
 * What a person can do to emails in the mailbox: read, star, move (with undo), label, delete
 * (to the trash, or for good from it after a confirmation), and step to the previous or next
 * email. Failures are the query client's error policy; this hook says what succeeded.
 */
export function useMailboxActions({ route, visible, openEmail, onDone }: MailboxActionsOptions) {
  const { t } = useTranslation(['email', 'common']);
  const queryClient = useQueryClient();
  // `mutate` is stable, so the list's memoised rows keep their callbacks.
  const { mutate: updateEmails } = useUpdateEmails();
  const { mutate: toggleLabel } = useToggleLabel();

  const setFields = useCallback(
    (ids: number[], fields: EmailUpdate, onSuccess?: () => void) =>
      updateEmails({ ids, update: fields }, { onSuccess }),
    [updateEmails],
  );
  const star = useCallback(
    (email: Email) => setFields([email.id], { isStarred: !email.isStarred }),
    [setFields],
  );

  const leave = (ids: number[]) => {
    onDone();
    if (route.openId && ids.includes(route.openId)) route.update({ open: null });
  };

  const undoMove = (ids: number[], previous: ReadonlyMap<number, Folder>) => {
    const byFolder = new Map<Folder, number[]>();
    ids.forEach((id) => {
      const from = previous.get(id);
      if (from) byFolder.set(from, [...(byFolder.get(from) ?? []), id]);
    });
    byFolder.forEach((back, folder) => setFields(back, { folder }));
  };

  const move = (ids: number[], folder: Folder) => {
    const previous = new Map(visible.map((email) => [email.id, email.folder]));
    // The undo sends every e-mail back to the folder it came from, several at once.
    setFields(ids, { folder }, () =>
      toast.undo({
        message:
          folder === 'trash'
            ? t('email:toasts.trashed')
            : t('email:toasts.moved', { folder: t(`email:folders.${folder}`) }),
        onUndo: () => undoMove(ids, previous),
      }),
    );
    leave(ids);
  };

  const remove = (ids: number[]) => {
    if (route.view !== 'trash') {
      move(ids, 'trash');
      return;
    }
    modals.openConfirmModal({
      title: t('email:confirmDelete.title'),
      children: <Text size="sm">{t('email:confirmDelete.text', { count: ids.length })}</Text>,
      labels: {
        confirm: t('email:confirmDelete.confirm'),
        cancel: t('email:confirmDelete.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setFields(ids, { isDeleted: true }, () => toast.success(t('email:toasts.deleted')));
        leave(ids);
      },
    });
  };

  const label = (ids: number[], value: Label) =>
    toggleLabel(
      { ids, label: value },
      {
        onSuccess: () =>
          toast.success(t('email:toasts.label', { label: t(`email:labels.${value}`) })),
      },
    );

  const step = async (dir: 'previous' | 'next') => {
    if (!openEmail) return;
    const allowed = dir === 'next' ? openEmail.hasNextMail : openEmail.hasPreviousMail;
    if (!allowed) return;
    try {
      const neighbour = await queryClient.fetchQuery(neighbourQueryOptions(openEmail.id, dir));
      route.update({ open: neighbour.id });
    } catch (error) {
      toast.failure(t('email:toasts.stepFailed'), error);
    }
  };

  return {
    setRead: (ids: number[], isRead: boolean) => setFields(ids, { isRead }),
    star,
    move,
    remove,
    label,
    step,
  };
}
