import { describe, expect, it } from 'vitest';
import { searchRows } from './demo/list';
import { moneyQuery, moneySearchUrl, moneyTexts } from './search-money';

const brl = (amount: number, locale = 'pt-BR') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(amount);

describe('moneyTexts', () => {
  it('writes an amount as pt-BR, en and plain digits, with a hyphen for a credit', () => {
    expect(moneyTexts(3428.5)).toEqual(['3428,50', '3428.50', '3.428,50', '3,428.50']);
    expect(moneyTexts(-440)).toEqual(['-440,00', '-440.00']);
    expect(moneyTexts(0)).toEqual(['0,00', '0.00']);
    expect(moneyTexts(-0.001)).toEqual(['0,00', '0.00']);
  });
});

describe('moneyQuery', () => {
  it('reads an amount however typed as its sign and figure', () => {
    const cases: [string, string][] = [
      [brl(-440), '-440,00'], // Intl: hyphen and U+00A0
      ['-R$ 440,00', '-440,00'],
      ['\u2212R$\u00a0440,00', '-440,00'],
      ['\u2212R$\u202f440,00', '-440,00'],
      ['R$ -440,00', '-440,00'],
      ['R$ \u2212 440', '-440'],
      ['- R$ 440', '-440'],
      [brl(-440, 'en-US'), '-440.00'],
      ['BRL 3.428,50', '3.428,50'],
      ['r$3428,5', '3428,5'],
      ['+R$ 10', '10'],
      ['\u2212440', '-440'],
      ['R$', ''],
      ['-R$ ', '-'],
    ];
    for (const [typed, read] of cases) expect(moneyQuery(typed), typed).toBe(read);
  });

  it('leaves any other text as it was', () => {
    for (const text of ['João', 'R$ 10 pago', '2026-11-03', '03/11/2026', '-', '4106', 'a-b'])
      expect(moneyQuery(text), text).toBe(text);
  });

  it('rewrites only q in a URL', () => {
    const url = moneySearchUrl(
      new Request(`http://localhost/list?q=${encodeURIComponent('-R$\u00a0440,00')}&page=2`),
    );
    expect(url.searchParams.get('q')).toBe('-440,00');
    expect(url.searchParams.get('page')).toBe('2');
    expect(moneySearchUrl('http://localhost/list').searchParams.has('q')).toBe(false);
  });
});

describe('an amount searched in rows', () => {
  const rows = [
    { id: 1, amount: -440 },
    { id: 2, amount: 440 },
    { id: 3, amount: 1440 },
    { id: 4, amount: 3428.5 },
  ];
  const found = (typed: string) =>
    searchRows(rows, moneyQuery(typed), [(row) => moneyTexts(row.amount)]).map((row) => row.id);

  it('finds a credit by its own text, and a figure by any of its forms', () => {
    expect(found(brl(-440))).toEqual([1]);
    expect(found('\u2212R$ 440')).toEqual([1]);
    expect(found('R$ 440,00')).toEqual([1, 2, 3]); // a figure inside a longer one, as typed
    expect(found('1.440')).toEqual([3]);
    expect(found(brl(3428.5))).toEqual([4]);
    expect(found(brl(3428.5, 'en-US'))).toEqual([4]);
    expect(found('3428,5')).toEqual([4]);
    expect(found('3428.5')).toEqual([4]);
    expect(found('-R$ 3.428,50')).toEqual([]);
  });
});
