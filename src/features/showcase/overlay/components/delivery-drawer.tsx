import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NotebookPen } from 'lucide-react';
import { FormActions } from '@/components/form-actions/form-actions';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { deliveryNoteSchema } from '../types';

function DeliveryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('components-overlay');
  const form = useZodForm(deliveryNoteSchema, { initialValues: { recipient: '', note: '' } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        toast.success(t('offcanvas.form.saved', { name: values.recipient }));
        onDone();
      })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('offcanvas.form.order')}
        </Text>
        <TextInput
          label={t('offcanvas.form.recipient')}
          placeholder={t('offcanvas.form.recipientPlaceholder')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('recipient')}
        />
        <Textarea
          label={t('offcanvas.form.note')}
          placeholder={t('offcanvas.form.notePlaceholder')}
          autosize
          minRows={3}
          {...form.getInputProps('note')}
        />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('actions.save')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}

/** The app's side drawer with a form: from the reading end, its buttons pinned at its foot. */
export function DeliveryDrawer() {
  const { t } = useTranslation('components-overlay');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<NotebookPen size={16} aria-hidden="true" />} onClick={open}>
        {t('offcanvas.form.open')}
      </Button>
      <SideDrawer opened={opened} onClose={close} title={t('offcanvas.form.title')}>
        {opened && <DeliveryForm onDone={close} />}
      </SideDrawer>
    </>
  );
}
