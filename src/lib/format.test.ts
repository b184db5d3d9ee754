import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
  formatRelativeTime,
} from './format';

// Intl separates with narrow no-break spaces in places; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('format', () => {
  it('writes numbers and money the Brazilian way in br', () => {
    expect(formatNumber(1234567.5, 'br')).toBe('1.234.567,5');
    expect(plain(formatCurrency(1234.5, 'br'))).toBe('R$ 1.234,50');
    expect(formatPercent(0.256, 'br')).toBe(plain('26%'));
  });

  it('writes them the English way in en', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatCurrency(1234.5, 'en')).toBe('R$1,234.50');
    expect(formatCurrency(10, 'en', 'USD')).toBe('$10.00');
  });

  it('names months in the active language', () => {
    const date = new Date(2026, 10, 22, 14, 30);
    expect(formatDate(date, 'br', { dateStyle: 'long' })).toBe('22 de novembro de 2026');
    expect(formatDate(date, 'en', { dateStyle: 'long' })).toBe('November 22, 2026');
    expect(formatDate(date, 'br', { dateStyle: 'short' })).toBe('22/11/2026');
  });

  it('says how long ago, in words', () => {
    const now = new Date(2026, 10, 22, 12, 0).getTime();
    expect(formatRelativeTime(now - 5 * 60_000, 'br', now)).toBe('há 5 minutos');
    expect(formatRelativeTime(now - 5 * 60_000, 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(now - 24 * 3_600_000, 'br', now)).toBe('ontem');
    expect(formatRelativeTime(now + 2 * 3_600_000, 'en', now)).toBe('in 2 hours');
  });

  it('sizes files in the right unit', () => {
    expect(plain(formatBytes(512, 'br'))).toBe('512 bytes');
    expect(plain(formatBytes(1536, 'br'))).toBe('1,5 kB');
    expect(plain(formatBytes(5 * 1024 * 1024, 'en'))).toBe('5 MB');
  });
});
