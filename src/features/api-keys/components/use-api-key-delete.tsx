import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useDeleteApiKey } from '../api';
import type { ApiKey } from '../types';

/**
 * Deleting asks first, naming the key (a modal: focus kept inside, Escape closes); the key
 * then leaves the list at once, a toast says it went, and a failure puts it back. No undo: a
 * deleted key stops working at once, as a real one would.
 */
export function useApiKeyDelete(onDeleted: (apiKey: ApiKey) => void) {
  const { t } = useTranslation('api-keys');
  const { mutate: remove } = useDeleteApiKey();
  return useCallback(
    (apiKey: ApiKey) =>
      modals.openConfirmModal({
        title: t('confirmDelete.title', { name: apiKey.name }),
        children: <Text size="sm">{t('confirmDelete.text')}</Text>,
        labels: { confirm: t('confirmDelete.confirm'), cancel: t('confirmDelete.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove(apiKey, {
            onSuccess: () => {
              toast.success(t('toasts.deleted', { name: apiKey.name }));
              onDeleted(apiKey);
            },
          }),
      }),
    [onDeleted, remove, t],
  );
}
