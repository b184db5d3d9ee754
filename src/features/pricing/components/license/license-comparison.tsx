import { Group, Table } from '@mantine/core';
import { Check, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './license.module.css';

type Value = boolean | 'one' | 'lifetime' | 'sixMonths' | 'twelveMonths';

/** Each row: what it compares, then the single and the extended licence. */
const rows = [
  ['products', 'one', 'one'],
  ['commercial', true, true],
  ['paidUsers', false, true],
  ['modify', true, true],
  ['updates', 'lifetime', 'lifetime'],
  ['support', 'sixMonths', 'twelveMonths'],
  ['redistribute', false, false],
] as const satisfies readonly (readonly [string, Value, Value])[];

function Cell({ value }: { value: Value }) {
  const { t } = useTranslation('pricing');
  if (typeof value !== 'boolean') return <>{t(`license.comparison.values.${value}`)}</>;
  const Icon = value ? Check : X;
  return (
    <Group gap={6} justify="center" wrap="nowrap">
      <Icon size={16} aria-hidden="true" className={value ? classes.yes : classes.no} />
      {t(value ? 'license.comparison.yes' : 'license.comparison.no')}
    </Group>
  );
}

/** The single and the extended licence side by side. */
export function LicenseComparison({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('pricing');
  return (
    <div
      className={classes.scroll}
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <Table
        aria-labelledby={labelledBy}
        withTableBorder
        withColumnBorders
        verticalSpacing="sm"
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('license.comparison.item')}</Table.Th>
            <Table.Th scope="col" className={classes.value}>
              {t('license.comparison.single')}
            </Table.Th>
            <Table.Th scope="col" className={classes.value}>
              {t('license.comparison.extended')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([row, single, extended]) => (
            <Table.Tr key={row}>
              <Table.Th scope="row" fw={500}>
                {t(`license.comparison.rows.${row}`)}
              </Table.Th>
              <Table.Td className={classes.value}>
                <Cell value={single} />
              </Table.Td>
              <Table.Td className={classes.value}>
                <Cell value={extended} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
