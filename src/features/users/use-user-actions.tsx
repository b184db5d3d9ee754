import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useDeleteUser } from './api';
import { userPath } from './components/user-table';
import type { User } from './types';

/**
 * Deleting asks first, naming the user; the row then leaves at once, a toast says it went,
 * and a failure puts it back (the error policy says why).
 */
export function useUserDelete() {
  const { t } = useTranslation('users');
  const { mutate: remove } = useDeleteUser();
  return useCallback(
    (user: User) =>
      modals.openConfirmModal({
        title: t('confirmDelete.title', { name: user.fullName }),
        children: <Text size="sm">{t('confirmDelete.text')}</Text>,
        labels: { confirm: t('confirmDelete.confirm'), cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove(user, {
            onSuccess: () => toast.success(t('toasts.deleted', { name: user.fullName })),
          }),
      }),
    [remove, t],
  );
}

/** The toast after an add: who was added, with a way to their page. */
export function useUserAdded() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  return useCallback(
    (user: User) =>
      toast.action({
        id: `user-added-${user.id}`,
        message: t('toasts.added', { name: user.fullName }),
        label: t('toasts.open'),
        onAction: () => void navigate(userPath(user.id)),
      }),
    [navigate, t],
  );
}
