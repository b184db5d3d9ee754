import { LocaleDates } from '@/components/dates/locale-dates';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CalendarDays } from 'lucide-react';
import { bidiPart, bidiText } from '@/components/bidi/bidi';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { today } from '@/lib/dates';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useAddPayment } from '../../document-api';
import {
  paymentFormSchema,
  paymentMethods,
  type InvoiceDocument,
  type PaymentFormValues,
} from '../../types/document';
import { AmountInput } from '@/components/amount-input/amount-input';
import classes from './preview-layout.module.css';

interface AddPaymentFormProps {
  document: InvoiceDocument;
  onSaved: () => void;
  onCancel: () => void;
}

/** A payment received: the balance by default, today, by PIX. A failure keeps it all. */
export default function AddPaymentForm({ document, onSaved, onCancel }: AddPaymentFormProps) {
  const { t } = useTranslation('invoice-preview');
  const format = useFormat();
  const { mutateAsync: addPayment } = useAddPayment();
  const failure = useFormFailure();
  const { id, balance } = document.invoice;
  const form = useZodForm<typeof paymentFormSchema, PaymentFormValues>(paymentFormSchema, {
    initialValues: {
      amount: balance > 0 ? balance : '',
      date: today(),
      method: 'pix',
      note: '',
    },
  });

  const submit = form.onSubmit(async (payment) => {
    failure.clear();
    try {
      await addPayment({ id, ...payment });
      toast.success(t('payment.saved', { amount: format.currency(payment.amount), id }));
      onSaved();
    } catch (error) {
      failure.show(error);
    }
  });

  const { value: date, onChange: _onChange, ...dateProps } = form.getInputProps('date');
  return (
    <LocaleDates>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormFailure error={failure.error} title={t('payment.failed')} />
          {balance > 0 && (
            <Text size="sm" c="dimmed">
              {t('payment.balance', { amount: format.currency(balance) })}
            </Text>
          )}
          <AmountInput
            label={t('payment.amount')}
            withAsterisk
            data-autofocus
            min={0}
            decimalScale={2}
            fixedDecimalScale
            hideControls
            leftSection={<Text size="xs">R$</Text>}
            {...form.getInputProps('amount')}
          />
          <DatePickerInput
            label={t('payment.date')}
            withAsterisk
            valueFormat="D MMM YYYY"
            leftSection={<CalendarDays size={16} aria-hidden="true" />}
            classNames={{ input: bidiText(classes.dateValue).className }}
            {...dateProps}
            value={date || null}
            onChange={(picked) => form.setFieldValue('date', picked ?? '')}
          />
          <Select
            label={t('payment.method')}
            withAsterisk
            allowDeselect={false}
            data={paymentMethods.map((method) => ({
              value: method,
              label: t(`methods.${method}`),
            }))}
            {...form.getInputProps('method')}
          />
          <Textarea
            label={t('payment.note')}
            placeholder={t('payment.notePlaceholder')}
            rows={2}
            resize="vertical"
            {...bidiPart('input')}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('payment.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LocaleDates>
  );
}
