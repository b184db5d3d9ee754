import { Stack } from '@mantine/core';
import { FormActions } from '@/components/form-actions/form-actions';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useAddUser } from '../api';
import { userFieldsSchema, type User } from '../types';
import { emptyUserFields, takenKeys, UserFieldInputs } from './user-fields';

interface AddUserDrawerProps {
  opened: boolean;
  onClose: () => void;
  onAdded: (user: User) => void;
}

/**
 * A new user, from the side (the end of the reading direction). Closing keeps what was typed
 * until it is saved; a refusal is said beside its field, any other failure above the fields.
 */
export function AddUserDrawer({ opened, onClose, onAdded }: AddUserDrawerProps) {
  const { t } = useTranslation('users');
  const add = useAddUser();
  const failure = useFormFailure();
  const form = useZodForm(userFieldsSchema, { initialValues: emptyUserFields });

  const submit = form.onSubmit(async (fields) => {
    failure.clear();
    try {
      const user = await add.mutateAsync(fields);
      form.reset(emptyUserFields);
      onClose();
      onAdded(user);
    } catch (error) {
      failure.show(error, (refused) => form.setServerErrors(refused, takenKeys));
    }
  });

  return (
    <SideDrawer opened={opened} onClose={onClose} title={t('drawer.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormFailure error={failure.error} title={t('drawer.saveFailed')} />
          <UserFieldInputs form={form} />
          <FormActions
            cancelLabel={t('actions.cancel')}
            onCancel={onClose}
            submitLabel={t('actions.create')}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </SideDrawer>
  );
}
