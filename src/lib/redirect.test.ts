import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/apps/email', '/apps/email'],
    ['/apps/email?folder=spam#top', '/apps/email?folder=spam#top'],
    ['/apps/email?folder=sent#x', '/apps/email?folder=sent#x'],
    ['/pages/account-settings?tab=security', '/pages/account-settings?tab=security'],
    ['/a/../b', '/b'],
    // Resolved to a path of this site: followed, in its resolved form.
    ['/apps/email/../email', '/apps/email'],
    ['/apps/email/../apps/email', '/apps/apps/email'],
    ['/apps/../apps/email', '/apps/email'],
    ['/apps/./email', '/apps/email'],
    // Encoded characters that stay local are kept as written.
    ['/apps/email?q=100%25', '/apps/email?q=100%25'],
    ['/apps/email?q=a%20b&next=%2Fhome', '/apps/email?q=a%20b&next=%2Fhome'],
    ['/apps/email?q=%E2%9C%93', '/apps/email?q=%E2%9C%93'],
    ['/apps/email?q=100%', '/apps/email?q=100%'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirect(value, '/')).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'apps/email',
    '',
    // Only another site once `.`/`..` segments and duplicate slashes are resolved (issue 17).
    '/.//evil.example',
    '/a/..//evil.example',
    '/a/b/../../..//evil.example',
    // … or once percent-encoding is peeled, one layer or several.
    '/%2E//evil.example',
    '/%2e//evil.example',
    '/%252E//evil.example',
    '/%25252E//evil.example',
    '/%2F%2Fevil.example',
    '/%2F/evil.example',
    '/.%2F/evil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '/%09/evil.example',
    '%2F%2Fevil.example',
    '/apps/%2E%2E/%2E%2E//evil.example',
  ])('falls back for %j', (value) => {
    expect(safeRedirect(value, '/home')).toBe('/home');
  });

  // Its own case: a DEL would print invisibly in the name of the table's row.
  it('falls back for a DEL character', () => {
    expect(safeRedirect('/\u007f/evil.example', '/home')).toBe('/home');
  });

  it('falls back when the encoding goes deeper than it peels', () => {
    // `%2525…252E`: twenty `%25` layers over a `.`.
    expect(safeRedirect(`/%${'25'.repeat(20)}2E//evil.example`, '/home')).toBe('/home');
    // Deep encoding of a harmless character falls back too: how deep is the refusal.
    expect(safeRedirect(`/apps/email?q=%${'25'.repeat(20)}41`, '/home')).toBe('/home');
  });

  it('falls back when there is nothing', () => {
    expect(safeRedirect(null, '/home')).toBe('/home');
    expect(safeRedirect(undefined, '/home')).toBe('/home');
  });
});
