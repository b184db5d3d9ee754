import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useDeleteRole } from './api';
import type { Role } from './types';

/**
 * Deleting an added role asks first, naming it; the card goes when the API agrees and a toast
 * says so (a failure is said by the error policy, and the card stays).
 */
export function useRoleDelete() {
  const { t } = useTranslation('roles');
  const { mutate: remove } = useDeleteRole();
  return useCallback(
    (role: Role) =>
      modals.openConfirmModal({
        title: t('confirmDelete.title', { name: role.name }),
        children: <Text size="sm">{t('confirmDelete.text')}</Text>,
        labels: { confirm: t('confirmDelete.confirm'), cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove(role, {
            onSuccess: () => toast.success(t('toasts.deleted', { name: role.name })),
          }),
      }),
    [remove, t],
  );
}
