import { Card } from '@mantine/core';
import { useId } from 'react';
import type { InvoiceDocument } from '../../types/document';
import { DocumentHeader } from './document-header';
import { DocumentItems } from './document-items';
import { DocumentParties } from './document-parties';
import { DocumentSummary } from './document-summary';
import classes from './invoice-document.module.css';

/**
 * The invoice as the client receives it. Its style sheet's print rules make it the only thing
 * printed (and so the PDF): A4, black on white in either skin, without the app around it.
 */
export function PrintableInvoice({ document }: { document: InvoiceDocument }) {
  const titleId = useId();
  const { invoice, paymentDetails, details } = document;
  return (
    <Card
      component="article"
      withBorder
      className={classes.document}
      aria-labelledby={titleId}
      data-invoice-document
    >
      <DocumentHeader invoice={invoice} titleId={titleId} />
      <DocumentParties client={invoice.client} paymentDetails={paymentDetails} />
      <DocumentItems items={details.items} />
      <DocumentSummary invoice={invoice} details={details} />
    </Card>
  );
}
