import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { UserPlus } from 'lucide-react';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { inviteSchema, teamRoles, type InviteValues } from '../types';
import { usePhone } from './modal-examples';

const blank: InviteValues = { name: '', email: '', role: 'editor' };

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('components-overlay');
  const form = useZodForm(inviteSchema, { initialValues: blank });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        toast.success(t('modals.form.sent', { name: values.name, email: values.email }));
        onDone();
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={t('modals.form.name')}
          placeholder={t('modals.form.namePlaceholder')}
          withAsterisk
          data-autofocus
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('modals.form.email')}
          placeholder={t('modals.form.emailPlaceholder')}
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Select
          label={t('modals.form.role')}
          data={teamRoles.map((role) => ({ value: role, label: t(`modals.form.roles.${role}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('role')}
        />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('modals.form.submit')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}

/** A form in a modal: checked beside its fields, the first field focused on opening. */
export function InviteModal() {
  const { t } = useTranslation('components-overlay');
  const [opened, { open, close }] = useDisclosure(false);
  const phone = usePhone();
  return (
    <>
      <Button leftSection={<UserPlus size={16} aria-hidden="true" />} onClick={open}>
        {t('modals.form.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('modals.form.title')} fullScreen={phone}>
        {opened && <InviteForm onDone={close} />}
      </Modal>
    </>
  );
}
