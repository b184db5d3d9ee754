import { Can, useAbility } from '@casl/react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { invoiceListOptions, useInvoices, useInvoiceSummary } from '../api';
import { InvoiceStats } from '../components/invoice-stats';
import { InvoiceTable } from '../components/invoice-table';
import { invoicePaths, useInvoiceActions } from '../use-invoice-actions';

export const namespaces = ['invoice', 'table'] as const;

/** `/apps/invoice/list?q=&status=&sort=&sortColumn=&page=&perPage=`: every invoice, worked on. */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoice');
  const ability = useAbility<AppAbility>();
  const list = useListState(invoiceListOptions);
  const query = useInvoices(list.params);
  const summary = useInvoiceSummary();
  const actions = useInvoiceActions();

  // The last row of the last page deleted: show the page that is now last.
  const { total, invoices } = query.data ?? { total: 0, invoices: [] };
  const { page, perPage } = list.params;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && invoices.length === 0 && page > lastPage) setPage(lastPage);
  }, [query.isPlaceholderData, invoices.length, page, lastPage, setPage]);

  return (
    <Stack gap="md">
      {summary.data && <InvoiceStats sums={summary.data} />}
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text c="dimmed" maw={640}>
          {t('list.description')}
        </Text>
        <Can I="create" a="Invoice">
          <Button
            component={Link}
            to={invoicePaths.add}
            leftSection={<Plus size={16} aria-hidden="true" />}
          >
            {t('actions.add')}
          </Button>
        </Can>
      </Group>
      <Card withBorder padding="md" radius="md">
        <InvoiceTable
          list={list}
          query={query}
          canEdit={ability.can('update', 'Invoice')}
          onDuplicate={ability.can('create', 'Invoice') ? actions.onDuplicate : undefined}
          onDelete={ability.can('delete', 'Invoice') ? actions.onDelete : undefined}
        />
      </Card>
    </Stack>
  );
}
