import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { neverShownImages } from '@/test/image-addresses';
import {
  allowImageHost,
  IMAGE_HOSTS_KEY,
  imageHostAllowed,
  imageSource,
  shownImageSrc,
} from './data-images';
import { setSessionOwner } from './session-owner';

const TRACKER = 'https://rastreio.example/x.png';

describe('imageSource', () => {
  it.each([
    '/images/avatars/1.svg',
    'images/avatars/2.svg',
    '/src/features/kanban/assets/cover-hills.svg',
    `${window.location.origin}/images/files/pdf.svg`,
    'data:image/png;base64,iVBORw0KGgo=',
    'DATA:image/svg+xml,%3Csvg%3E%3C/svg%3E',
  ])('shows our own picture %s', (value) => {
    expect(imageSource(value)).toEqual({ kind: 'local', src: value });
  });

  it.each([
    [TRACKER, 'rastreio.example'],
    ['https://CDN.Exemplo.com.br:8443/a.png?u=1', 'cdn.exemplo.com.br:8443'],
    ['  https://exemplo.com.br/foto.png ', 'exemplo.com.br'],
  ])('calls %s remote, on %s', (value, host) => {
    expect(imageSource(value)).toEqual({ kind: 'remote', src: value.trim(), host });
  });

  it.each(neverShownImages)('never shows %j', (value) => {
    expect(imageSource(value)).toEqual({ kind: 'none' });
  });
});

describe('allowed hosts', () => {
  beforeEach(() => setSessionOwner(1));
  afterEach(() => setSessionOwner(null));

  it('holds a remote picture back until its host is allowed, then shows it', () => {
    expect(shownImageSrc(TRACKER)).toBeNull();
    allowImageHost('Rastreio.Example');
    expect(shownImageSrc(TRACKER)).toBe(TRACKER);
    expect(shownImageSrc('https://rastreio.example/outra.png')).not.toBeNull();
    expect(shownImageSrc('https://outro.example/x.png')).toBeNull();
    // Never an insecure address, whatever its host.
    expect(shownImageSrc('http://rastreio.example/x.png')).toBeNull();
  });

  it('remembers per signed-in user, and not at all for nobody', () => {
    allowImageHost('rastreio.example');
    setSessionOwner(2);
    expect(imageHostAllowed('rastreio.example')).toBe(false);
    expect(shownImageSrc(TRACKER)).toBeNull();
    setSessionOwner(null);
    allowImageHost('outro.example');
    expect(imageHostAllowed('outro.example')).toBe(false);
    setSessionOwner(1);
    expect(imageHostAllowed('rastreio.example')).toBe(true);
    expect(imageHostAllowed('outro.example')).toBe(false);
  });

  it.each(['not json', '"text"', '[1,2]', '{"1":"rastreio.example"}', '{"1":[1]}', 'null'])(
    'treats a damaged stored value (%s) as no host allowed',
    (stored) => {
      localStorage.setItem(IMAGE_HOSTS_KEY, stored);
      expect(shownImageSrc(TRACKER)).toBeNull();
      allowImageHost('rastreio.example');
      expect(shownImageSrc(TRACKER)).toBe(TRACKER);
    },
  );
});
