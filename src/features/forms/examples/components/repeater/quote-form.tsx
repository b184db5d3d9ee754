import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Plus, Save } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useDndAccessibility, useDndSensors } from '@/components/dnd/use-dnd';
import { toast } from '@/components/toast';
import { insertListItem, itemKey, removeListItem, reorderListItem, useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { DISCOUNT_MAX, quoteSchema, type QuoteValues } from '../../types/repeater';
import { emptyQuoteItem, quoteTotals, rowPrice, sampleQuote } from './quote';
import { QuoteRow } from './quote-row';
import { QuoteTotalsBox } from './quote-totals';
import classes from './repeater.module.css';
import { AmountInput } from '@/components/amount-input/amount-input';

/**
 * A quote of item rows: added, removed (never the last one), reordered by dragging their
 * handles (or with the keyboard), each priced as it is typed and checked beside its fields;
 * the sums beneath. A valid quote is confirmed and stays.
 */
export function QuoteForm() {
  const { t } = useTranslation('forms');
  const { currency } = useFormat();
  const form = useZodForm<typeof quoteSchema, QuoteValues>(quoteSchema, {
    initialValues: sampleQuote(),
  });
  const { items } = form.values;
  const ids = items.map((row) => itemKey(row));
  const totals = quoteTotals(form.values);

  const sensors = useDndSensors();
  const describe = useCallback(
    (id: UniqueIdentifier) => {
      const index = items.findIndex((row) => itemKey(row) === id);
      return items[index]?.item.trim() || t('repeater.row', { number: index + 1 });
    },
    [items, t],
  );
  const accessibility = useDndAccessibility(describe);

  // After adding or removing, the row whose item field takes the focus once drawn.
  const root = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const name = `items.${focusRow.current}.item`;
    focusRow.current = null;
    root.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) reorderListItem(form, 'items', { from, to });
  };
  const remove = (index: number) => {
    removeListItem(form, 'items', index);
    focusRow.current = Math.min(index, items.length - 2);
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((quote) =>
        toast.success(
          t('repeater.saved', { count: quote.items.length, total: currency(totals.total) }),
        ),
      )}
    >
      <Stack gap="md" ref={root}>
        <div className={classes.rows}>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            accessibility={accessibility}
            onDragEnd={onDragEnd}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <div className={classes.list}>
                {items.map((row, index) => (
                  <QuoteRow
                    key={ids[index]}
                    id={ids[index] ?? ''}
                    index={index}
                    name={describe(ids[index] ?? '')}
                    price={rowPrice(row)}
                    item={form.getInputProps(`items.${index}.item`)}
                    cost={form.getInputProps(`items.${index}.cost`)}
                    qty={form.getInputProps(`items.${index}.qty`)}
                    removable={items.length > 1}
                    onRemove={remove}
                  />
                ))}
              </div>
            </SortableContext>
          </DndContext>
        </div>
        {form.errors.items && (
          <Text size="sm" c="red" role="alert">
            {form.errors.items}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<Plus size={16} aria-hidden="true" />}
            onClick={() => {
              insertListItem(form, 'items', emptyQuoteItem());
              focusRow.current = items.length;
            }}
          >
            {t('repeater.add')}
          </Button>
        </Group>
        <div className={classes.footer}>
          <AmountInput
            className={classes.discount}
            label={t('repeater.discount')}
            description={t('repeater.discountHint', { max: DISCOUNT_MAX })}
            decimalScale={1}
            suffix="%"
            {...form.getInputProps('discount')}
          />
          <QuoteTotalsBox totals={totals} />
        </div>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.submitting}
            leftSection={<Save size={16} aria-hidden="true" />}
          >
            {t('repeater.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
