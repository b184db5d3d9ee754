import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
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
  const failure = useFormFailure();
  const form = useZodForm(userFieldsSchema, { initialValues: fieldsOf(user) });

  const submit = form.onSubmit(async (fields) => {
    failure.clear();
    try {
      const saved = await update.mutateAsync({ id: user.id, user: fields });
      toast.success(t('toasts.saved', { name: saved.fullName }));
      onDone();
    } catch (error) {
      // A taken e-mail or username goes beside its field; anything else is said above them.
      failure.show(error, (refused) => form.setServerErrors(refused, takenKeys));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('edit.hint')}
        </Text>
        <FormFailure error={failure.error} title={t('edit.saveFailed')} />
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
