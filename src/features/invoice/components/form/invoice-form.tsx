import { LocaleDates } from '@/components/dates/locale-dates';
import { Card, Divider, Grid, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bidiPart } from '@/components/bidi/bidi';
import { LogoMark } from '@/components/brand/logo';
import { useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { currentDraft, storedDraft, useSaveInvoice } from '../../document-api';
import { invoicePaths } from '../../use-invoice-actions';
import { ClientFields } from './client-fields';
import { DateFields } from './date-fields';
import { FormActions } from './form-actions';
import { invoiceFormSchema, type InvoiceFormValues } from '../../types/invoice-form';
import { LineItems } from './line-items';
import { TotalsBox } from './totals-box';
import { useUnsavedChanges } from './use-unsaved-changes';
import classes from './invoice-form.module.css';

export interface InvoiceFormProps {
  /** The invoice being edited; none while adding. */
  invoiceId?: number | undefined;
  /** The edited invoice's save count as loaded: a save on an older version is refused. */
  version?: number | undefined;
  initialValues: InvoiceFormValues;
}

/**
 * The invoice as it is being written (the add and edit pages' one form): the document on
 * the left, the actions beside it on wide screens, below it on a phone. A save opens the
 * preview; a failed one says why beside the button and keeps every value.
 */
function InvoiceFormBody({ invoiceId, version, initialValues }: InvoiceFormProps) {
  const { t } = useTranslation('invoice-form');
  const navigate = useNavigate();
  const save = useSaveInvoice();
  const failure = useFormFailure();
  // The version the next save is made on: as loaded, then as found when a save was refused.
  const [baseVersion, setBaseVersion] = useState(version);
  const form = useZodForm<typeof invoiceFormSchema, InvoiceFormValues>(invoiceFormSchema, {
    initialValues,
  });
  const { dialog, release } = useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (invoice) => {
    failure.clear();
    try {
      const saved = await save.mutateAsync({ id: invoiceId, invoice, version: baseVersion });
      const id = saved.invoice.id;
      toast.success(t(invoiceId === undefined ? 'toasts.added' : 'toasts.saved', { id }));
      release();
      await navigate(invoicePaths.preview(id));
    } catch (error) {
      const current = currentDraft(error);
      if (current) setBaseVersion(current.version);
      failure.show(error);
    }
  });

  /** Another tab saved first: its invoice replaces what was typed, when the person asks. */
  const takeCurrent = (current: unknown) => {
    const stored = storedDraft(current);
    if (!stored) return;
    form.setValues(stored.draft);
    failure.clear();
  };

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8, xl: 9 }} className={classes.document}>
            <Card
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-label={t('document.label')}
            >
              <Stack gap="lg">
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <LogoMark size={40} />
                      <div>
                        <Title order={2} size="h3">
                          {invoiceId === undefined
                            ? t('document.new')
                            : t('document.number', { id: invoiceId })}
                        </Title>
                        {invoiceId === undefined && (
                          <Text size="sm" c="dimmed">
                            {t('document.draftNote')}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DateFields form={form} />
                  </Grid.Col>
                </Grid>
                <Divider />
                <ClientFields form={form} />
                <Divider />
                <LineItems form={form} />
                <Divider />
                <Grid gap="lg">
                  <Grid.Col span={{ base: 12, lg: 6 }}>
                    <Stack gap="sm">
                      <TextInput
                        label={t('extra.salesperson')}
                        placeholder={t('extra.salespersonPlaceholder')}
                        {...bidiPart('input')}
                        {...form.getInputProps('details.salesperson')}
                      />
                      <Textarea
                        label={t('dates.terms')}
                        description={t('dates.termsHint')}
                        rows={2}
                        resize="vertical"
                        {...bidiPart('input')}
                        {...form.getInputProps('details.paymentTerms')}
                      />
                    </Stack>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, lg: 6 }}>
                    <TotalsBox form={form} />
                  </Grid.Col>
                </Grid>
                <Textarea
                  label={t('extra.note')}
                  placeholder={t('extra.notePlaceholder')}
                  rows={3}
                  resize="vertical"
                  {...bidiPart('input')}
                  {...form.getInputProps('details.note')}
                />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
            <FormActions
              invoiceId={invoiceId}
              submitting={form.submitting}
              failure={failure.error}
              onUseCurrent={takeCurrent}
            />
          </Grid.Col>
        </Grid>
      </form>
      {dialog}
    </>
  );
}

/** The form with the date pickers in the active language. */
export function InvoiceForm(props: InvoiceFormProps) {
  return (
    <LocaleDates>
      <InvoiceFormBody {...props} />
    </LocaleDates>
  );
}
