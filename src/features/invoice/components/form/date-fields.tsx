import { Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CalendarDays } from 'lucide-react';
import { bidiPart } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import type { InvoiceFormApi } from '../../types/invoice-form';
import { termDays } from './form-values';
import classes from './invoice-form.module.css';

type DatePath = 'issuedDate' | 'dueDate';

/** The terms written from the dates, in the active language; null without both dates. */
export function useAutoTerms() {
  const { t } = useTranslation('invoice-form');
  return (issued: string, due: string) => {
    const days = termDays(issued, due);
    return days === null ? null : t('dates.autoTerms', { count: days });
  };
}

/**
 * Issue and due date. The payment terms follow the dates while they are empty or still the
 * words written from the dates before; once the person edits them, they stay as typed.
 */
export function DateFields({ form }: { form: InvoiceFormApi }) {
  const { t } = useTranslation('invoice-form');
  const autoTerms = useAutoTerms();
  const { issuedDate, dueDate, details } = form.values;

  const setDate = (path: DatePath, value: string | null) => {
    const next = { issuedDate, dueDate, [path]: value ?? '' };
    form.setFieldValue(path, next[path]);
    // The due date's check compares both dates: re-check it when the issue date moves.
    if (path === 'issuedDate') form.update('dueDate', (state) => state);
    const terms = details.paymentTerms.trim();
    const following = terms === '' || terms === autoTerms(issuedDate, dueDate);
    const written = autoTerms(next.issuedDate, next.dueDate);
    if (following && written) form.setFieldValue('details.paymentTerms', written);
  };

  // The date reads in its own direction (`dir="auto"`), so its icon may sit at either end.
  const bidi = bidiPart('input');
  const picker = (path: DatePath, label: string) => {
    const { value, onChange: _onChange, ...props } = form.getInputProps(path);
    return (
      <DatePickerInput
        label={label}
        withAsterisk
        valueFormat="D MMM YYYY"
        leftSection={<CalendarDays size={16} aria-hidden="true" />}
        attributes={bidi.attributes}
        classNames={{ input: `${bidi.classNames.input} ${classes.dateInput}` }}
        {...props}
        value={value || null}
        onChange={(picked) => setDate(path, picked)}
      />
    );
  };

  return (
    <Stack gap="sm">
      {picker('issuedDate', t('dates.issued'))}
      {picker('dueDate', t('dates.due'))}
    </Stack>
  );
}
