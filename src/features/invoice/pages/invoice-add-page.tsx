import { useState } from 'react';
import { addDays, today } from '@/lib/dates';
import { InvoiceForm } from '../components/form/invoice-form';
import { newInvoiceValues } from '../components/form/form-values';
import { useAutoTerms } from '../components/form/date-fields';

export const namespaces = ['invoice-form'] as const;

/** Days a new invoice gives the client to pay. */
const TERM_DAYS = 30;

/** `/apps/invoice/add`: a new invoice, saved as a draft and opened in its preview. */
export default function InvoiceAddPage() {
  const autoTerms = useAutoTerms();
  const [initialValues] = useState(() => {
    const issued = today();
    return newInvoiceValues(issued, addDays(issued, TERM_DAYS), autoTerms);
  });
  return <InvoiceForm initialValues={initialValues} />;
}
