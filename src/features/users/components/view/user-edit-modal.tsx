import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { refusedFields } from '@/lib/api-error';
import { useUpdateUser } from '../../api';
import { userFieldsSchema, type UserFields, type UserWithDetails } from '../../types';
import { takenKeys, UserFieldInputs } from '../user-fields';

interface UserEditModalProps {
  user: UserWithDetails;
  /** A new number for each opening (a fresh form); `null` when closed. */
  opening: number | null;
  onClose: () => void;
}

/** The list form's fields of one user, in a modal; kept open with what was typed on failure. */
export function UserEditModal({ user, opening, onClose }: UserEditModalProps) {
  const { t } = useTranslation('user-view');
  // A phone gets the whole screen: nine fields in a floating box would scroll twice.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // The last opening stays drawn while the modal fades out.
  const [shown, setShown] = useState(opening);
  if (opening !== null && opening !== shown) setShown(opening);
  return (
    <Modal
      opened={opening !== null}
      onClose={onClose}
      title={t('edit.title')}
      size="xl"
      fullScreen={phone}
      centered
    >
      {shown !== null && <EditForm key={shown} user={user} onDone={onClose} />}
    </Modal>
  );
}

const fieldsOf = (user: UserWithDetails): UserFields => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  company: user.company,
  country: user.country,
  contact: user.contact,
  role: user.role,
  currentPlan: user.currentPlan,
  billing: user.billing,
});

function EditForm({ user, onDone }: { user: UserWithDetails; onDone: () => void }) {
  const { t } = useTranslation('user-view');
  const update = useUpdateUser();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(userFieldsSchema, { initialValues: fieldsOf(user) });

  const submit = form.onSubmit(async (fields) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: user.id, user: fields });
      notifications.show({ color: 'teal', message: t('toasts.saved', { name: saved.fullName }) });
      onDone();
    } catch (error) {
      // A taken e-mail or username goes beside its field; anything else is said above them.
      const refused = refusedFields(error);
      const unnamed = refused ? form.setServerErrors(refused, takenKeys) : [];
      if (!refused || unnamed.length > 0) setFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('edit.hint')}
        </Text>
        {failure !== null && <QueryError error={failure} title={t('edit.saveFailed')} />}
        <UserFieldInputs form={form} columns={2} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
