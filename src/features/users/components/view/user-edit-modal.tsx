import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  FormFailure,
  parseWith,
  useFormFailure,
  useSaveBase,
} from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateUser } from '../../api';
import {
  userFieldsSchema,
  userSchema,
  type User,
  type UserFields,
  type UserWithDetails,
} from '../../types';
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

const fieldsOf = (user: User): UserFields => ({
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

/** A user as the API sent them (a refused save's current one), or `undefined`. */
const parseUser = parseWith(userSchema);

/**
 * Saved on the version the modal opened: when another tab or person saved the user first, the
 * save is refused in words above the fields, what was typed stays, and the stored user is
 * offered.
 */
function EditForm({ user, onDone }: { user: UserWithDetails; onDone: () => void }) {
  const { t } = useTranslation('user-view');
  const update = useUpdateUser();
  const failure = useFormFailure();
  const { base, refused, offer } = useSaveBase<User>(user, parseUser);
  const form = useZodForm(userFieldsSchema, { initialValues: fieldsOf(user) });

  const submit = form.onSubmit(async (fields) => {
    failure.clear();
    try {
      const saved = await update.mutateAsync({ id: base.id, user: fields, version: base.version });
      toast.success(t('toasts.saved', { name: saved.fullName }));
      onDone();
    } catch (error) {
      refused(error);
      // A taken e-mail or username goes beside its field; anything else is said above them.
      failure.show(error, (fieldErrors) => form.setServerErrors(fieldErrors, takenKeys));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('edit.hint')}
        </Text>
        <FormFailure
          error={failure.error}
          title={t('edit.saveFailed')}
          onUseCurrent={offer((stored) => form.setValues(fieldsOf(stored)), failure.clear)}
        />
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
