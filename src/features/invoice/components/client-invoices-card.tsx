import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { ArrowUpRight, FileText } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, serverTable, type DataTableColumn } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import type { SortState } from '@/lib/list-query';
import { invoiceListParams, useInvoices, type InvoiceListState } from '../api';
import type { Invoice, InvoiceSortColumn } from '../types/invoice';
import { invoicePaths } from '../use-invoice-actions';
import { useInvoiceColumns } from './invoice-columns';

const PAGE_SIZES = [5, 10, 25] as const;

/** The invoice list filtered by a client's name: where "see all" leads. */
export const clientInvoicesPath = (clientName: string) =>
  `${invoicePaths.list}?${new URLSearchParams({ q: clientName }).toString()}`;

type LocalList = Pick<
  InvoiceListState,
  'params' | 'pageSizes' | 'setPage' | 'setPerPage' | 'setSort'
>;

/** The card's own paging and order: a page with tabs keeps its URL for the tab. */
function useLocalList(clientName: string): LocalList {
  const [state, setState] = useState(() =>
    invoiceListParams({ q: clientName, perPage: PAGE_SIZES[0] }),
  );
  const params = state.q === clientName ? state : { ...state, q: clientName, page: 1 };
  return {
    params,
    pageSizes: PAGE_SIZES,
    setPage: (page) => setState({ ...params, page }),
    setPerPage: (perPage) => setState({ ...params, perPage, page: 1 }),
    setSort: (sort: SortState<InvoiceSortColumn> | null) =>
      setState({ ...params, sort: sort ?? invoiceListParams().sort, page: 1 }),
  };
}

interface ClientInvoicesCardProps {
  /** The client's name as the invoices write it (a user's full name). */
  clientName: string;
  /** The card's heading level inside its page. @default 2 */
  order?: 2 | 3 | 4;
}

/** One client's invoices (the invoice list call, searched by name), paged inside the card. */
export function ClientInvoicesCard({ clientName, order = 2 }: ClientInvoicesCardProps) {
  const { t } = useTranslation('invoice');
  const titleId = useId();
  const list = useLocalList(clientName);
  const query = useInvoices(list.params);

  const all = useInvoiceColumns();
  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [all.id, all.status, all.total, all.balance, all.issuedDate, all.dueDate],
    [all],
  );

  const table = serverTable(list, query, (data) => ({ rows: data.invoices, total: data.total }));
  return (
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div style={{ minWidth: 0 }}>
          <Title order={order} fz="lg" id={titleId}>
            {t('client.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('client.subtitle', { name: clientName })}
          </Text>
        </div>
        <Anchor
          component={Link}
          to={clientInvoicesPath(clientName)}
          size="sm"
          fw={500}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {t('client.viewAll')}
          <ArrowUpRight size={14} aria-hidden="true" className="mirror-rtl" />
        </Anchor>
      </Group>
      <DataTable
        label={t('client.label', { name: clientName })}
        columns={columns}
        getRowId={(invoice) => String(invoice.id)}
        getRowLabel={(invoice) => t('list.rowLabel', { id: invoice.id })}
        minWidth={620}
        empty={{
          icon: <FileText size={28} aria-hidden="true" />,
          title: t('client.empty'),
          hint: t('client.emptyHint', { name: clientName }),
        }}
        {...table}
      />
    </Card>
  );
}
