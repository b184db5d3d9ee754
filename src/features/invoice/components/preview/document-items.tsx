import { Table, Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { InvoiceItem } from '../../types/document';
import { lineTotal } from '../../totals';
import classes from './invoice-document.module.css';

/**
 * The lines billed. Where the document is narrow (a phone) each line stacks as a block: the
 * item, then its cost, quantity and price, each beside its column's name (`data-label`, drawn
 * by the style sheet; the header row stays for screen readers). Nothing is cut, nothing
 * scrolls sideways. The box still scrolls if a very long word asks for it (focusable, so the
 * keyboard scrolls it too); the page itself never does.
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
      {/* Roles said outright: a table restyled as blocks keeps them in every browser. */}
      <Table
        className={classes.items}
        verticalSpacing="sm"
        aria-label={t('items.label')}
        role="table"
      >
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th role="columnheader">{t('items.item')}</Table.Th>
            <Table.Th role="columnheader" className={classes.amount}>
              {t('items.cost')}
            </Table.Th>
            <Table.Th role="columnheader" className={classes.amount}>
              {t('items.qty')}
            </Table.Th>
            <Table.Th role="columnheader" className={classes.amount}>
              {t('items.price')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {items.map((line, index) => (
            <Table.Tr key={index} role="row">
              <Table.Td role="cell" className={classes.itemCell}>
                <Text size="sm" fw={500} {...bidiText()}>
                  {line.item}
                </Text>
                {line.description && (
                  <Text size="xs" c="dimmed" {...bidiText()}>
                    {line.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td role="cell" className={classes.amount} data-label={t('items.cost')}>
                {currency(line.cost)}
              </Table.Td>
              <Table.Td role="cell" className={classes.amount} data-label={t('items.qty')}>
                {number(line.qty)}
              </Table.Td>
              <Table.Td role="cell" className={classes.amount} data-label={t('items.price')}>
                {currency(lineTotal(line))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
