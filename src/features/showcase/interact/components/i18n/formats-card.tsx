import { Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A fixed moment, so the dates read the same for everyone: 14 March 2025, 15:30 local. */
const sampleMoment = new Date(2025, 2, 14, 15, 30);

/** Dates, numbers, money and relative times through `useFormat()` (Intl, the active locale). */
export function FormatsCard() {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  const [now] = useState(() => Date.now());
  const rows: [string, string][] = [
    [t('i18n.formats.dateLong'), format.date(sampleMoment, { dateStyle: 'full' })],
    [t('i18n.formats.dateShort'), format.date(sampleMoment, { dateStyle: 'short' })],
    [t('i18n.formats.time'), format.date(sampleMoment, { timeStyle: 'short' })],
    [t('i18n.formats.number'), format.number(1234567.891, { maximumFractionDigits: 2 })],
    [t('i18n.formats.currency'), format.currency(1499.9)],
    [t('i18n.formats.dollars'), format.currency(1499.9, 'USD')],
    [t('i18n.formats.percent'), format.percent(0.175, 1)],
    [t('i18n.formats.bytes'), format.bytes(5_242_880)],
    [t('i18n.formats.past'), format.relative(now - 3 * DAY)],
    [t('i18n.formats.future'), format.relative(now + 2 * HOUR)],
  ];
  return (
    <Table aria-label={t('i18n.formats.tableLabel')} verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td dir="auto">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
