import { describe, expect, it } from 'vitest';
import { apexLocale, chartFormat } from './chart-format';

// Intl separates with narrow no-break spaces in places; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('chartFormat', () => {
  const br = chartFormat('br');
  const en = chartFormat('en');

  it('writes ticks and values the Brazilian way in br', () => {
    expect(br.locale).toBe('pt-BR');
    expect(plain(br.currency(182_400))).toBe('R$ 182.400,00');
    expect(plain(br.compactCurrency(350_000))).toBe('R$ 350 mil');
    expect(plain(br.compactCurrency(1_250_000))).toBe('R$ 1,3 mi');
    expect(plain(br.compact(12_500))).toBe('12,5 mil');
    expect(br.number(12_500)).toBe('12.500');
    expect(plain(br.percent(47))).toBe('47%');
    expect(br.score(8)).toBe('8,0');
    expect(plain(br.temperature(23.5))).toBe('23,5 °C');
    expect(br.days(3)).toBe('3 dias');
    expect(br.year(2024)).toBe('2024');
  });

  it('names months, weekdays, hours and days in Portuguese', () => {
    expect(br.month(0)).toBe('jan.');
    expect(br.month(2, 'long')).toBe('março');
    expect(br.weekday(0)).toBe('seg.');
    expect(br.weekday(6, 'long')).toBe('domingo');
    expect(br.hour(6)).toBe('06:00');
    expect(br.hour(21)).toBe('21:00');
    expect(br.dayTick(Date.UTC(2024, 2, 5))).toBe('05/03');
    expect(br.day(Date.UTC(2024, 2, 5))).toBe('5 de mar.');
    expect(br.day(Date.UTC(2024, 2, 5), 'long')).toBe('5 de março de 2024');
  });

  it('writes the same in English in en', () => {
    expect(en.locale).toBe('en-US');
    expect(en.currency(182_400)).toBe('R$182,400.00');
    expect(en.compactCurrency(350_000)).toBe('R$350K');
    expect(en.month(0)).toBe('Jan');
    expect(en.weekday(0)).toBe('Mon');
    expect(en.dayTick(Date.UTC(2024, 2, 5))).toBe('03/05');
    expect(en.days(1)).toBe('1 day');
  });
});

describe('apexLocale', () => {
  it("gives ApexCharts Intl's month and day names, the week from Sunday", () => {
    const locale = apexLocale(chartFormat('br'));
    expect(locale.name).toBe('br');
    expect(locale.options.months).toHaveLength(12);
    expect(locale.options.months[0]).toBe('janeiro');
    expect(locale.options.shortMonths[11]).toBe('dez.');
    expect(locale.options.days[0]).toBe('domingo');
    expect(locale.options.shortDays[1]).toBe('seg.');
  });
});
