import { Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { createRandom } from '@/lib/demo/random';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { KitPagination } from './kit-pagination';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The same pages in the five sizes. */
export function PaginationSizesCard() {
  const { t } = useTranslation('components-nav');
  return (
    <TitledCard title={t('pagination.sizes.title')} text={t('pagination.sizes.text')}>
      <Stack gap="md">
        {sizes.map((size) => (
          <KitPagination
            key={size}
            label={t('pagination.sizes.label', { size })}
            size={size}
            total={5}
            defaultValue={2}
          />
        ))}
      </Stack>
    </TitledCard>
  );
}

const TOTAL_ORDERS = 248;
const pageSizes = ['10', '25', '50'];

/** "1–10 de 248": where the page is in the whole, with the page size to choose. */
export function PaginationTotalCard() {
  const { t } = useTranslation('components-nav');
  const { number } = useFormat();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const pages = Math.ceil(TOTAL_ORDERS / perPage);
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, TOTAL_ORDERS);
  return (
    <TitledCard title={t('pagination.total.title')} text={t('pagination.total.text')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" aria-live="polite">
            {t('pagination.range', {
              from: number(from),
              to: number(to),
              total: number(TOTAL_ORDERS),
            })}
          </Text>
          <NativeSelect
            size="xs"
            label={t('pagination.total.perPage')}
            data={pageSizes}
            value={String(perPage)}
            onChange={(event) => {
              setPerPage(Number(event.currentTarget.value));
              setPage(1);
            }}
          />
        </Group>
        <KitPagination
          label={t('pagination.total.label')}
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
        />
      </Stack>
    </TitledCard>
  );
}

/** First and last buttons, how many pages either side, and next/previous only. */
export function PaginationEdgesCard() {
  const { t } = useTranslation('components-nav');
  const { number } = useFormat();
  const [page, setPage] = useState(7);
  return (
    <TitledCard title={t('pagination.edges.title')} text={t('pagination.edges.text')}>
      <Stack gap="md">
        <KitPagination
          label={t('pagination.edges.label')}
          total={30}
          value={page}
          onChange={setPage}
          withEdges
          siblings={1}
          boundaries={1}
          size="sm"
        />
        <KitPagination
          label={t('pagination.edges.wideLabel')}
          total={30}
          value={page}
          onChange={setPage}
          siblings={2}
          boundaries={2}
          size="sm"
          color="teal.9"
          radius="xl"
        />
        <Group gap="sm" wrap="wrap">
          <KitPagination
            label={t('pagination.edges.arrowsLabel')}
            total={30}
            value={page}
            onChange={setPage}
            withPages={false}
            size="sm"
          />
          <Text size="sm" aria-live="polite">
            {t('pagination.pageOf', { page: number(page), total: number(30) })}
          </Text>
        </Group>
        <KitPagination
          label={t('pagination.edges.disabledLabel')}
          total={10}
          defaultValue={3}
          disabled
          size="sm"
          color="grape.8"
        />
      </Stack>
    </TitledCard>
  );
}

const clients = [
  'Mariana Lopes',
  'Rafael Nogueira',
  'Beatriz Cardoso',
  'Thiago Ribeiro',
  'Larissa Monteiro',
  'Gustavo Almeida',
  'Camila Duarte',
  'Felipe Barros',
  'Juliana Azevedo',
  'Pedro Henrique Castro',
];

/** 36 orders of the store, deterministic: numbers down from 48213, a client and a total. */
const orders = (() => {
  const random = createRandom(4821);
  return Array.from({ length: 36 }, (_, index) => ({
    id: 48213 - index,
    client: random.pick(clients),
    total: random.int(3_990, 189_990) / 100,
  }));
})();
const PER_PAGE = 6;

/** The pages driving a table of orders, controlled by the page. */
export function PaginationControlledCard() {
  const { t } = useTranslation('components-nav');
  const { number, currency } = useFormat();
  const [page, setPage] = useState(1);
  const shown = orders.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <TitledCard title={t('pagination.controlled.title')} text={t('pagination.controlled.text')}>
      <Table striped aria-label={t('pagination.controlled.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pagination.controlled.order')}</Table.Th>
            <Table.Th>{t('pagination.controlled.client')}</Table.Th>
            <Table.Th ta="end">{t('pagination.controlled.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>{t('pagination.controlled.number', { id: order.id })}</Table.Td>
              <Table.Td>{order.client}</Table.Td>
              <Table.Td ta="end">{currency(order.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('pagination.range', {
            from: number((page - 1) * PER_PAGE + 1),
            to: number(Math.min(page * PER_PAGE, orders.length)),
            total: number(orders.length),
          })}
        </Text>
        <KitPagination
          label={t('pagination.controlled.label')}
          total={Math.ceil(orders.length / PER_PAGE)}
          value={page}
          onChange={setPage}
          size="sm"
        />
      </Group>
    </TitledCard>
  );
}
