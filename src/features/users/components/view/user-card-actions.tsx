import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Ban, Pencil, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateUser } from '../../api';
import type { UserWithDetails } from '../../types';
import { UserEditModal } from './user-edit-modal';

/** Edit, and suspend (after a confirmation) or reactivate: for those who may update users. */
export function UserCardActions({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation('user-view');
  const update = useUpdateUser();
  // Each opening starts a fresh form from the user as they are now.
  const [opening, setOpening] = useState<number | null>(null);
  const openings = useRef(0);
  const name = user.fullName;

  const setStatus = (status: 'active' | 'inactive') =>
    update.mutateAsync({ id: user.id, user: { status } }).then(
      () =>
        toast.success(t(status === 'active' ? 'toasts.reactivated' : 'toasts.suspended', { name })),
      // A button has no room for a sentence beside it: the toast says what did not change.
      (error: unknown) =>
        toast.failure(
          t(status === 'active' ? 'toasts.reactivateFailed' : 'toasts.suspendFailed'),
          error,
        ),
    );

  const confirmSuspend = () =>
    modals.openConfirmModal({
      title: t('suspend.title', { name }),
      children: <Text size="sm">{t('suspend.text')}</Text>,
      labels: { confirm: t('suspend.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void setStatus('inactive'),
    });

  return (
    <>
      <Group justify="center" gap="sm" mt="xl">
        <Button
          leftSection={<Pencil size={16} aria-hidden="true" />}
          onClick={() => {
            openings.current += 1;
            setOpening(openings.current);
          }}
        >
          {t('actions.edit')}
        </Button>
        {user.status === 'inactive' ? (
          <Button
            variant="light"
            color="teal"
            leftSection={<RotateCcw size={16} aria-hidden="true" />}
            loading={update.isPending}
            onClick={() => void setStatus('active')}
          >
            {t('actions.reactivate')}
          </Button>
        ) : (
          <Button
            variant="light"
            color="red"
            leftSection={<Ban size={16} aria-hidden="true" />}
            loading={update.isPending}
            onClick={confirmSuspend}
          >
            {t('actions.suspend')}
          </Button>
        )}
      </Group>
      <UserEditModal user={user} opening={opening} onClose={() => setOpening(null)} />
    </>
  );
}
