import { afterEach, describe, expect, it } from 'vitest';
import { neverShownImages } from '@/test/image-addresses';
import { initials, safeAvatarUrl } from './avatar';
import { allowImageHost } from './data-images';
import { setSessionOwner } from './session-owner';

describe('safeAvatarUrl', () => {
  afterEach(() => setSessionOwner(null));

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'DATA:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    '/images/avatars/1.svg',
    'images/avatars/2.svg',
  ])('shows %s', (value) => {
    expect(safeAvatarUrl(value)).toBe(value);
  });

  it('gives initials for a picture on another site until its host is allowed', () => {
    setSessionOwner(1);
    expect(safeAvatarUrl('https://exemplo.com.br/foto.png')).toBeNull();
    allowImageHost('exemplo.com.br');
    expect(safeAvatarUrl('https://exemplo.com.br/foto.png')).toBe(
      'https://exemplo.com.br/foto.png',
    );
  });

  it.each(neverShownImages)('gives initials for %j', (value) => {
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
