import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useAmountFormat } from '@/lib/use-amount-format';

/** What an amount field decides for itself (see `AmountInput`). */
export type AmountInputProps = Omit<
  NumberInputProps,
  'allowNegative' | 'clampBehavior' | 'thousandSeparator' | 'decimalSeparator'
>;

/**
 * A number a form asks for (a cost, a quantity, a percent, a payment), with
 * the active language's separators. What is typed stays as typed: a minus sign is kept and no
 * value is clamped when the field is left, so "−5" or a quantity of 0 is not silently turned
 * into something else. The schema says what is wrong beside the field, and refuses the save.
 * `min` and `max` bound the steppers (arrows, ArrowUp/ArrowDown) only, never what is typed.
 */
export function AmountInput(props: AmountInputProps) {
  const separators = useAmountFormat();
  return <NumberInput {...separators} {...props} allowNegative clampBehavior="none" />;
}
