import { DEFAULT_CURRENCY } from '@/lib/format';
import { useFormat } from '@/lib/use-format';

/**
 * How the tiles write their figures in the active language: a headline in compact notation
 * ("92,6 mil", "R$ 97,5 mil"), and the full value
 * in the text alternative.
 */
export function useFigures() {
  const format = useFormat();
  return {
    headline: (value: number, money = false) =>
      format.number(value, {
        notation: 'compact',
        maximumFractionDigits: 1,
        ...(money ? { style: 'currency', currency: DEFAULT_CURRENCY } : {}),
      }),
    full: (value: number, money = false) => (money ? format.currency(value) : format.number(value)),
  };
}
