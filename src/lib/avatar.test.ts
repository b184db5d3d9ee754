import { describe, expect, it } from 'vitest';
import { initials, safeAvatarUrl } from './avatar';

describe('safeAvatarUrl', () => {
  it.each([
    'https://exemplo.com.br/foto.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'DATA:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    '/images/avatars/1.svg',
    'images/avatars/2.svg',
  ])('shows %s', (value) => {
    expect(safeAvatarUrl(value)).toBe(value);
  });

  it.each([
    undefined,
    null,
    '',
    '   ',
    'http://exemplo.com.br/foto.png',
    '//pixel.example.test/a.png',
    '/\\pixel.example.test/a.png',
    '\\\\pixel.example.test/a.png',
    'javascript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://exemplo.com.br/1',
    'https://[invalid',
    'ftp://exemplo.com.br/a.png',
  ])('gives initials for %j', (value) => {
    expect(safeAvatarUrl(value)).toBeNull();
  });
});

describe('initials', () => {
  it('takes the first letters of the first two names', () => {
    expect(initials('Ana Beatriz Souza')).toBe('AB');
    expect(initials(' helena ')).toBe('H');
    expect(initials('')).toBe('');
  });
});
