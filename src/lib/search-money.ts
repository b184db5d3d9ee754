/**
 * Money as people search it: one rule for every demo list that searches amounts (SPEC §9:
 * the invoices' total and balance, the data tables' salary).
 *
 * A row offers `moneyTexts(amount)` among its searched fields; the handler reads the call's
 * `q` through `moneySearchUrl` (or `moneyQuery`), which writes a typed amount the way those
 * texts are written. So `-R$ 440,00` is found however it was typed: with a minus sign (U+2212)
 * or a hyphen, with or without the no-break spaces `Intl` writes (U+00A0, U+202F), with or
 * without `R$`, with `.` thousands and `,` decimals (pt-BR), `,` and `.` (en), or plain digits.
 */

/** Dashes people (and `Intl` in some languages) write for "minus". */
const MINUS = /[\u2212\u2012\u2013\ufe63\uff0d]/g;

/**
 * A typed amount: a sign before or after the currency, the currency (`R$`, `$`, `BRL`), the
 * figure; spaces of any kind between them (`\s` covers U+00A0 and U+202F). Nothing else.
 */
const TYPED_AMOUNT = /^\s*([-+]?)\s*(?:r\$|brl|\$)?\s*([-+]?)\s*(\d[\d.,]*)?\s*$/i;

/** The figure people type, in every way we search it; each holds the shorter ones. */
export function moneyTexts(amount: number): string[] {
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = cents > 0 && amount < 0 ? '-' : '';
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  // "38.000" is found in "38.000,00", "3428.5" in "3428.50": a person types a beginning.
  const texts = [
    `${whole},${fraction}`,
    `${whole}.${fraction}`,
    `${grouped('.')},${fraction}`,
    `${grouped(',')}.${fraction}`,
  ].map((text) => sign + text);
  return [...new Set(texts)];
}

/**
 * The search text as amounts are searched: a typed amount (`-R$ 440,00`, `R$ −440`,
 * `-R$440.00`, `R$ 3.428,5`) becomes its sign and figure (`-440,00`, `-440`, `-440.00`,
 * `3.428,5`); a currency sign alone becomes nothing (every row, as while typing). Any
 * other text is left as it was.
 */
export function moneyQuery(q: string): string {
  const match = TYPED_AMOUNT.exec(q.replace(MINUS, '-'));
  if (!match) return q;
  const [, before = '', after = '', figure = ''] = match;
  if (!figure && !/[r$b]/i.test(q)) return q; // a lone "-" or "+" is not an amount
  const negative = before === '-' || after === '-';
  return (negative ? '-' : '') + figure;
}

/** The call's URL with `q` rewritten by `moneyQuery`, for `queryList`. */
export function moneySearchUrl(input: Request | URL | string): URL {
  const url = new URL(input instanceof Request ? input.url : input);
  const q = url.searchParams.get('q');
  if (q) url.searchParams.set('q', moneyQuery(q));
  return url;
}
