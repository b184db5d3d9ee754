import { Button, Group, Pill, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Paperclip } from 'lucide-react';
import { bidiPart } from '@/components/bidi/bidi';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useSendInvoice } from '../../document-api';
import { sendFormSchema, type InvoiceDocument } from '../../types/document';
import { agency } from './agency';

interface SendInvoiceFormProps {
  document: InvoiceDocument;
  onSent: () => void;
  onCancel: () => void;
}

/** The e-mail that carries the invoice, written for its client; a failure keeps it all. */
export default function SendInvoiceForm({ document, onSent, onCancel }: SendInvoiceFormProps) {
  const { t } = useTranslation('invoice-preview');
  const format = useFormat();
  const { mutateAsync: send } = useSendInvoice();
  const failure = useFormFailure();
  const { invoice } = document;
  const firstName = invoice.client.name.trim().split(/\s+/)[0] ?? '';
  const form = useZodForm(sendFormSchema, {
    initialValues: {
      to: invoice.client.companyEmail,
      subject: t('send.subjectDefault', { id: invoice.id, agency: agency.name }),
      message: t('send.messageDefault', {
        name: firstName,
        id: invoice.id,
        total: format.currency(invoice.total),
        due: format.day(invoice.dueDate),
        agency: agency.name,
      }),
    },
  });

  const submit = form.onSubmit(async (values) => {
    failure.clear();
    try {
      await send({ id: invoice.id, ...values });
      toast.success(t('send.sent', { to: values.to }));
      onSent();
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormFailure error={failure.error} title={t('send.failed')} />
        <TextInput label={t('send.from')} value={agency.email} readOnly variant="filled" />
        <TextInput
          label={t('send.to')}
          type="email"
          withAsterisk
          data-autofocus
          {...bidiPart('input')}
          {...form.getInputProps('to')}
        />
        <TextInput
          label={t('send.subject')}
          withAsterisk
          maxLength={160}
          {...bidiPart('input')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('send.message')}
          rows={9}
          resize="vertical"
          {...bidiPart('input')}
          {...form.getInputProps('message')}
        />
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('send.attachment')}:
          </Text>
          <Pill size="md">
            <Group gap={4} wrap="nowrap" component="span">
              <Paperclip size={14} aria-hidden="true" />
              {t('send.fileName', { id: invoice.id })}
            </Group>
          </Pill>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
