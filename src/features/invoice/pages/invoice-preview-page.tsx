import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { lazyPiece } from '@/components/query-state/lazy-piece';
import { QueryError } from '@/components/query-state/query-error';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { useInvoiceDocument } from '../document-api';
import { PreviewActions } from '../components/preview/preview-actions';
import classes from '../components/preview/preview-layout.module.css';
import { InvoiceNotFound, PreviewSkeleton } from '../components/preview/preview-states';
import { PrintableInvoice } from '../components/preview/printable-invoice';
import { usePrintRequest } from '../components/preview/use-print-request';
import { invoicePaths } from '../use-invoice-actions';

const SendInvoiceForm = lazyPiece(() => import('../components/preview/send-invoice-form'));
const AddPaymentForm = lazyPiece(() => import('../components/preview/add-payment-form'));

export const namespaces = ['invoice-preview', 'invoice'] as const;

/** The drawers' forms are lazy pieces (their code and the date picker's load on opening). */
const formSkeleton = [36, 36, 36, 120, 36];

/** `/apps/invoice/preview/:id`: the invoice as its client gets it; print, send, pay, edit. */
export default function InvoicePreviewPage() {
  const { id = '' } = useParams();
  if (id === '') return <Navigate replace to={invoicePaths.list} />;
  if (!/^\d{1,9}$/.test(id)) return <InvoiceNotFound id={id} />;
  return <InvoicePreview key={id} id={Number(id)} />;
}

type Drawer = 'send' | 'payment' | null;

function InvoicePreview({ id }: { id: number }) {
  const { t } = useTranslation('invoice-preview');
  const query = useInvoiceDocument(id);
  const [drawer, setDrawer] = useState<Drawer>(null);
  const close = () => setDrawer(null);
  usePrintRequest(query.data !== undefined);

  if (query.isPending) return <PreviewSkeleton />;
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <InvoiceNotFound id={String(id)} />
    ) : (
      <QueryError
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const document = query.data;
  return (
    <div className={classes.layout}>
      <PrintableInvoice document={document} />
      <PreviewActions
        id={id}
        onSend={() => setDrawer('send')}
        onAddPayment={() => setDrawer('payment')}
      />
      <SideDrawer
        opened={drawer === 'send'}
        title={t('send.title')}
        onClose={close}
        skeleton={formSkeleton}
      >
        <SendInvoiceForm document={document} onSent={close} onCancel={close} />
      </SideDrawer>
      <SideDrawer
        opened={drawer === 'payment'}
        title={t('payment.title')}
        onClose={close}
        skeleton={formSkeleton}
      >
        <AddPaymentForm document={document} onSaved={close} onCancel={close} />
      </SideDrawer>
    </div>
  );
}
