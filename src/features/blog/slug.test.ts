import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slug';

describe('slugify', () => {
  it('strips accents, lowers the case and joins the words with hyphens', () => {
    expect(slugify('Ação & Reação: o Guia Prático')).toBe('acao-reacao-o-guia-pratico');
    expect(slugify('  Design tokens — uma linguagem comum  ')).toBe(
      'design-tokens-uma-linguagem-comum',
    );
    expect(slugify('Çedilha, ñ e ü')).toBe('cedilha-n-e-u');
  });

  it('gives nothing for a title without letters or digits, and at most 120 characters', () => {
    expect(slugify('!!! ???')).toBe('');
    const long = slugify('palavra '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(isSlug(long)).toBe(true);
  });

  it('tells a slug from other text', () => {
    expect(isSlug('design-tokens-2026')).toBe(true);
    expect(isSlug('Design-Tokens')).toBe(false);
    expect(isSlug('a--b')).toBe(false);
    expect(isSlug('-a')).toBe(false);
    expect(isSlug('')).toBe(false);
  });
});
