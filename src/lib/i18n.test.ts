import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('i18n', () => {
  it('speaks Brazilian Portuguese by default, with its plurals (not Breton’s)', () => {
    const t = i18n.getFixedT('br', 'email');
    expect(t('unread', { count: 1 })).toBe('1 não lida');
    expect(t('unread', { count: 2 })).toBe('2 não lidas');
    expect(t('unread', { count: 11 })).toBe('11 não lidas');
    expect(t('selected', { count: 3 })).toBe('3 selecionados');
  });

  it('falls back to br for a missing language', () => {
    expect(i18n.getFixedT('fr', 'common')('actions.retry')).toBe('Tentar novamente');
  });
});
