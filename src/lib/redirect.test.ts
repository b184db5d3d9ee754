import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/apps/email', '/apps/email'],
    ['/apps/email?folder=spam#top', '/apps/email?folder=spam#top'],
    ['/a/../b', '/b'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirect(value, '/')).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\t/evil.example',
    'apps/email',
    '',
  ])('falls back for %j', (value) => {
    expect(safeRedirect(value, '/home')).toBe('/home');
  });

  it('falls back when there is nothing', () => {
    expect(safeRedirect(null, '/home')).toBe('/home');
    expect(safeRedirect(undefined, '/home')).toBe('/home');
  });
});
