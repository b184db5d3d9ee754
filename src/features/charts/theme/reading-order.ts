/**
 * Categories and time run along the reading direction: right to left, the first month is
 * at the right and the value axis stands at the right too. Numeric axes (amounts, days)
 * keep their mathematical left-to-right.
 */
export const inReadingOrder = <T>(list: readonly T[], rtl: boolean): T[] =>
  rtl ? [...list].reverse() : [...list];
