import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useDeletePermission } from './api';
import type { Permission } from './types';

/**
 * Deleting asks first, naming the permission; the row then leaves at once, a toast says it
 * went, and a failure puts it back (the error policy says why).
 */
export function usePermissionDelete() {
  const { t } = useTranslation('permissions');
  const { mutate: remove } = useDeletePermission();

  return useCallback(
    (permission: Permission) =>
      modals.openConfirmModal({
        title: t('confirmDelete.title', { name: permission.name }),
        children: <Text size="sm">{t('confirmDelete.text')}</Text>,
        labels: { confirm: t('confirmDelete.confirm'), cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove(permission, {
            onSuccess: () => toast.success(t('toasts.deleted', { name: permission.name })),
          }),
      }),
    [remove, t],
  );
}
