import { useCallback } from 'react';
import { DEFAULT_CURRENCY } from '@/lib/format';
import { useFormat } from '@/lib/use-format';

/** A plan's price in reais, in the active language, without cents when it has none ("R$ 49"). */
export function usePlanMoney() {
  const format = useFormat();
  return useCallback(
    (value: number) =>
      format.number(value, {
        style: 'currency',
        currency: DEFAULT_CURRENCY,
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
      }),
    [format],
  );
}
