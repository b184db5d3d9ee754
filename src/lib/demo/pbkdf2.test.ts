import { describe, expect, it } from 'vitest';
import { pbkdf2Sha256, pbkdf2Sha256Plain } from './pbkdf2';
import { toHex, utf8 } from './sha256';

// The published PBKDF2-HMAC-SHA-256 test vectors (32-byte outputs).
const vectors = [
  ['password', 'salt', 1, '120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b'],
  ['password', 'salt', 2, 'ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43'],
  ['password', 'salt', 4096, 'c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a'],
] as const;

describe('PBKDF2-HMAC-SHA-256', () => {
  it.each(vectors)('%s / %s / %i in plain code', (password, salt, iterations, expected) => {
    expect(toHex(pbkdf2Sha256Plain(utf8(password), utf8(salt), iterations))).toBe(expected);
  });

  it.each(vectors)(
    '%s / %s / %i through WebCrypto',
    async (password, salt, iterations, expected) => {
      expect(toHex(await pbkdf2Sha256(utf8(password), utf8(salt), iterations))).toBe(expected);
    },
  );

  it('agrees with WebCrypto on long keys, long salts and odd lengths', async () => {
    const cases = [
      ['', 'x'],
      ['a'.repeat(64), 'salt'],
      ['senha-muito-longa-'.repeat(9), 'sal'.repeat(30)],
      ['ção', 'ñ'.repeat(55)],
    ];
    for (const [password = '', salt = ''] of cases) {
      const plain = pbkdf2Sha256Plain(utf8(password), utf8(salt), 3);
      expect(toHex(plain)).toBe(toHex(await pbkdf2Sha256(utf8(password), utf8(salt), 3)));
    }
  });
});
