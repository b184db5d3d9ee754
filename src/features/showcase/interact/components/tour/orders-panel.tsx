import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Clock, Download, Receipt, ShoppingBag, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SearchInput } from '@/components/search-input/search-input';
import { StatsGrid } from '@/components/stat-figure/stats-grid';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import tourClasses from './tour.module.css';
import { TourTarget } from './tour-target';
import type { Tour } from './use-tour';

const statuses = ['paid', 'pending', 'shipped'] as const;
type Status = (typeof statuses)[number];
const statusColor: Record<Status, string> = { paid: 'teal', pending: 'yellow', shipped: 'indigo' };

const orders: {
  id: number;
  customer: string;
  city: string;
  day: string;
  total: number;
  status: Status;
}[] = [
  {
    id: 4827,
    customer: 'Fernanda Alves',
    city: 'Curitiba',
    day: '2025-03-14',
    total: 389.9,
    status: 'paid',
  },
  {
    id: 4826,
    customer: 'Gustavo Nogueira',
    city: 'Recife',
    day: '2025-03-14',
    total: 1249,
    status: 'pending',
  },
  {
    id: 4825,
    customer: 'Patrícia Mendes',
    city: 'Belo Horizonte',
    day: '2025-03-13',
    total: 89.5,
    status: 'shipped',
  },
  {
    id: 4824,
    customer: 'Thiago Barbosa',
    city: 'Porto Alegre',
    day: '2025-03-13',
    total: 542.3,
    status: 'paid',
  },
  {
    id: 4823,
    customer: 'Juliana Carvalho',
    city: 'Salvador',
    day: '2025-03-12',
    total: 215,
    status: 'shipped',
  },
  {
    id: 4822,
    customer: 'Rodrigo Martins',
    city: 'Manaus',
    day: '2025-03-12',
    total: 76.8,
    status: 'pending',
  },
];

/** The tour's stops on the panel, in order. */
export const orderTourIds = ['search', 'filters', 'stats', 'table', 'export'] as const;

/** A small orders overview (search, status filter, figures, table, export): the tour's ground. */
export function OrdersPanel({ tour }: { tour: Tour }) {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'all' | Status>('all');
  const shown = useMemo(() => {
    const words = q.trim().toLocaleLowerCase('pt-BR');
    return orders.filter(
      (order) =>
        (status === 'all' || order.status === status) &&
        (words === '' ||
          `${order.customer} ${order.city} ${order.id}`.toLocaleLowerCase('pt-BR').includes(words)),
    );
  }, [q, status]);
  const revenue = shown.reduce((sum, order) => sum + order.total, 0);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TourTarget tour={tour} id="search" className={tourClasses.grow}>
          <SearchInput
            aria-label={t('tour.panel.search')}
            placeholder={t('tour.panel.searchPlaceholder')}
            value={q}
            onChange={setQ}
          />
        </TourTarget>
        <TourTarget tour={tour} id="filters" className={tourClasses.grow}>
          <SegmentedControl
            fullWidth
            size="xs"
            aria-label={t('tour.panel.status')}
            value={status}
            onChange={setStatus}
            data={[
              { value: 'all', label: t('tour.panel.all') },
              ...statuses.map((value) => ({ value, label: t(`tour.panel.statuses.${value}`) })),
            ]}
          />
        </TourTarget>
      </Group>
      <TourTarget tour={tour} id="stats" position="top">
        <StatsGrid
          label={t('tour.panel.statsLabel')}
          errorTitle={t('tour.panel.statsFailed')}
          stats={[
            {
              id: 'orders',
              icon: ShoppingBag,
              color: 'mirante',
              figure: format.number(shown.length),
              label: t('tour.panel.orders'),
            },
            {
              id: 'revenue',
              icon: Wallet,
              color: 'teal',
              figure: format.currency(revenue),
              label: t('tour.panel.revenue'),
            },
            {
              id: 'ticket',
              icon: Receipt,
              color: 'grape',
              figure: format.currency(shown.length ? revenue / shown.length : 0),
              label: t('tour.panel.ticket'),
            },
            {
              id: 'pending',
              icon: Clock,
              color: 'orange',
              figure: format.number(shown.filter((order) => order.status === 'pending').length),
              label: t('tour.panel.pending'),
            },
          ]}
        />
      </TourTarget>
      <TourTarget tour={tour} id="table" position="top">
        <div
          role="region"
          aria-label={t('tour.panel.tableLabel')}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          style={{ overflowX: 'auto' }}
        >
          <Table miw={520} striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('tour.panel.columns.order')}</Table.Th>
                <Table.Th scope="col">{t('tour.panel.columns.customer')}</Table.Th>
                <Table.Th scope="col">{t('tour.panel.columns.day')}</Table.Th>
                <Table.Th scope="col">{t('tour.panel.columns.status')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('tour.panel.columns.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>#{order.id}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.customer}</Text>
                    <Text size="xs" c="dimmed">
                      {order.city}
                    </Text>
                  </Table.Td>
                  <Table.Td>{format.day(order.day, { day: 'numeric', month: 'short' })}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[order.status]}>
                      {t(`tour.panel.statuses.${order.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="end">{format.currency(order.total)}</Table.Td>
                </Table.Tr>
              ))}
              {shown.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed" ta="center" py="md">
                      {t('tour.panel.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </div>
      </TourTarget>
      <Group justify="flex-end">
        <TourTarget tour={tour} id="export" position="top-end">
          <Button
            variant="light"
            leftSection={<Download size={16} aria-hidden="true" />}
            onClick={() => toast.info(t('tour.panel.exported', { count: shown.length }))}
          >
            {t('tour.panel.export')}
          </Button>
        </TourTarget>
      </Group>
    </Stack>
  );
}
