import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { refusedFields } from '@/lib/api-error';
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
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(userFieldsSchema, { initialValues: emptyUserFields });

  const submit = form.onSubmit(async (fields) => {
    setFailure(null);
    try {
      const user = await add.mutateAsync(fields);
      form.reset(emptyUserFields);
      onClose();
      onAdded(user);
    } catch (error) {
      const refused = refusedFields(error);
      const rest = refused ? form.setServerErrors(refused, takenKeys) : [];
      if (!refused || rest.length > 0) setFailure(error);
    }
  });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('drawer.title')}
      size="md"
      padding="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {failure !== null && <QueryError error={failure} title={t('drawer.saveFailed')} />}
          <UserFieldInputs form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
