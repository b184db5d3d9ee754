import { Can, useAbility } from '@casl/react';
import { Card, Stack, Text } from '@mantine/core';
import { DataTableAddButton } from '@/components/data-table';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { invoiceListOptions, useInvoices } from '../api';
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
  const actions = useInvoiceActions();

  return (
    <Stack gap="md">
      <InvoiceStats />
      <Text c="dimmed" maw={640}>
        {t('list.description')}
      </Text>
      <Card withBorder padding="md" radius="md">
        <InvoiceTable
          list={list}
          query={query}
          canEdit={ability.can('update', 'Invoice')}
          onDuplicate={ability.can('create', 'Invoice') ? actions.onDuplicate : undefined}
          onDelete={ability.can('delete', 'Invoice') ? actions.onDelete : undefined}
          actions={
            <Can I="create" a="Invoice">
              <DataTableAddButton to={invoicePaths.add} label={t('actions.add')} />
            </Can>
          }
        />
      </Card>
    </Stack>
  );
}
