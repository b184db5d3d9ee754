import { Button, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FileQuestion } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { QueryError } from '@/components/query-state/query-error';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { InvoiceForm } from '../components/form/invoice-form';
import { draftOf, useInvoiceDocument } from '../document-api';
import { invoicePaths } from '../use-invoice-actions';

export const namespaces = ['invoice-form'] as const;

/** `/apps/invoice/edit/:id`: an invoice's lines, client, dates and terms, changed and saved. */
export default function InvoiceEditPage() {
  const { id } = useParams();
  if (id === undefined) return <Navigate replace to={invoicePaths.list} />;
  return /^\d+$/.test(id) ? <EditInvoice key={id} id={Number(id)} /> : <NotFound id={id} />;
}

function EditInvoice({ id }: { id: number }) {
  const { t } = useTranslation('invoice-form');
  const query = useInvoiceDocument(id);
  if (query.data) {
    return (
      <InvoiceForm
        invoiceId={id}
        version={query.data.version}
        initialValues={draftOf(query.data)}
      />
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound id={String(id)} />;
    return (
      <QueryError
        error={query.error}
        title={t('load.failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <FormSkeleton />;
}

function NotFound({ id }: { id: string }) {
  const { t } = useTranslation('invoice-form');
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <FileQuestion size={48} strokeWidth={1.5} aria-hidden="true" />
        <Title order={2} size="h3">
          {t('load.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('load.notFoundText', { id })}</Text>
        <Button component={Link} to={invoicePaths.list} mt="sm">
          {t('load.backToList')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The form's shape while the invoice loads. */
function FormSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Grid gap="lg" aria-busy="true" aria-label={t('loading')}>
      <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="lg">
            <Skeleton height={48} width="50%" />
            <Skeleton height={120} />
            <Skeleton height={160} />
            <Skeleton height={120} />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
