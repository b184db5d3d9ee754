import { Table, Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { InvoiceItem } from '../../types/document';
import { lineTotal } from '../../totals';
import classes from './invoice-document.module.css';

/**
 * The lines billed. On a phone the table keeps its columns and scrolls sideways inside its
 * own box (focusable, so the keyboard scrolls it too); the page itself never does.
 */
export function DocumentItems({ items }: { items: readonly InvoiceItem[] }) {
  const { t } = useTranslation('invoice-preview');
  const { currency, number } = useFormat();
  return (
    <div
      className={classes.itemsBox}
      role="region"
      aria-label={t('items.label')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <Table className={classes.items} verticalSpacing="sm" aria-label={t('items.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('items.item')}</Table.Th>
            <Table.Th className={classes.amount}>{t('items.cost')}</Table.Th>
            <Table.Th className={classes.amount}>{t('items.qty')}</Table.Th>
            <Table.Th className={classes.amount}>{t('items.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                <Text size="sm" fw={500} {...bidiText()}>
                  {line.item}
                </Text>
                {line.description && (
                  <Text size="xs" c="dimmed" {...bidiText()}>
                    {line.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td className={classes.amount}>{currency(line.cost)}</Table.Td>
              <Table.Td className={classes.amount}>{number(line.qty)}</Table.Td>
              <Table.Td className={classes.amount}>{currency(lineTotal(line))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
