import { useFormat } from '@/lib/use-format';

/** A NumberInput's separators in the active language: `1.234,56` in br, `1,234.56` in en. */
export function useAmountFormat() {
  const { language } = useFormat();
  return language === 'br'
    ? ({ thousandSeparator: '.', decimalSeparator: ',' } as const)
    : ({ thousandSeparator: ',', decimalSeparator: '.' } as const);
}
