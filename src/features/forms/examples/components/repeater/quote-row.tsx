import { Text, TextInput, VisuallyHidden } from '@mantine/core';
import { Trash2 } from 'lucide-react';
import { DragHandle } from '@/components/dnd/drag-handle';
import { useSortableItem } from '@/components/dnd/use-sortable-item';
import { bidiPart } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import type { InputProps } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Amount } from '../../types/repeater';
import classes from './repeater.module.css';
import { AmountInput } from '@/components/amount-input/amount-input';

interface QuoteRowProps {
  /** The sortable id: the row's key. */
  id: string;
  index: number;
  /** The row's name as a reader hears it when it is dragged. */
  name: string;
  price: number;
  item: InputProps<string>;
  cost: InputProps<Amount>;
  qty: InputProps<Amount>;
  removable: boolean;
  onRemove: (index: number) => void;
}

/**
 * One row: a drag handle (mouse, touch, keyboard), the item, its unit cost and quantity, the
 * price they make (read only) and a remove button. A line on a wide card, a card of its own
 * on a narrow one.
 */
export function QuoteRow({
  id,
  index,
  name,
  price,
  item,
  cost,
  qty,
  removable,
  onRemove,
}: QuoteRowProps) {
  const { t } = useTranslation('forms');
  const { currency } = useFormat();
  const sortable = useSortableItem({ id });
  const number = index + 1;
  return (
    <fieldset {...sortable.item} className={classes.row}>
      <VisuallyHidden component="legend">{t('repeater.row', { number })}</VisuallyHidden>
      <Text className={classes.rowTitle} size="sm" fw={600} aria-hidden="true">
        {t('repeater.row', { number })}
      </Text>
      <DragHandle
        className={classes.handle}
        label={t('repeater.move', { name })}
        {...sortable.handle}
      />
      <TextInput
        className={classes.item}
        label={t('repeater.item')}
        placeholder={t('repeater.itemPlaceholder')}
        withAsterisk
        autoComplete="off"
        {...bidiPart('input')}
        {...item}
      />
      <AmountInput
        className={classes.cost}
        label={t('repeater.cost')}
        withAsterisk
        decimalScale={2}
        hideControls
        leftSection={<Text size="xs">R$</Text>}
        {...cost}
      />
      <AmountInput
        className={classes.qty}
        label={t('repeater.qty')}
        withAsterisk
        allowDecimal={false}
        {...qty}
      />
      <TextInput
        className={classes.price}
        label={t('repeater.price')}
        value={currency(price)}
        readOnly
        variant="filled"
        tabIndex={-1}
      />
      <IconButton
        className={classes.remove}
        label={t('repeater.remove', { number })}
        icon={Trash2}
        color="red"
        disabled={!removable}
        onClick={() => onRemove(index)}
      />
    </fieldset>
  );
}
