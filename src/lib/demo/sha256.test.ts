import { describe, expect, it } from 'vitest';
import { fromBase64Url, hmacSha256, sha256, toBase64Url, toHex, utf8 } from './sha256';

const repeat = (byte: number, length: number) => new Uint8Array(length).fill(byte);
const hexOf = (bytes: Uint8Array) => toHex(sha256(bytes));

describe('sha256', () => {
  // FIPS 180-4 examples (NIST CSRC) and the long message of FIPS 180-2.
  it('gives the published digests', () => {
    expect(hexOf(utf8(''))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hexOf(utf8('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // 56 bytes: the length no longer fits the first block, padding takes a second one.
    expect(hexOf(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(
      hexOf(
        utf8(
          'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
        ),
      ),
    ).toBe('cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1');
  });

  it('hashes a million bytes (15,625 blocks)', () => {
    expect(hexOf(repeat(0x61, 1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('leaves its input as it was', () => {
    const input = utf8('abc');
    sha256(input);
    expect(Array.from(input)).toEqual([0x61, 0x62, 0x63]);
  });
});

describe('hmacSha256', () => {
  // RFC 4231, section 4.
  it('gives the RFC 4231 results', () => {
    expect(toHex(hmacSha256(repeat(0x0b, 20), utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(toHex(hmacSha256(repeat(0xaa, 20), repeat(0xdd, 50)))).toBe(
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    );
  });

  it('hashes a key longer than a block first (RFC 4231 cases 6 and 7)', () => {
    const key = repeat(0xaa, 131);
    expect(
      toHex(hmacSha256(key, utf8('Test Using Larger Than Block-Size Key - Hash Key First'))),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
    const data = utf8(
      'This is a test using a larger than block-size key and a larger than block-size data. ' +
        'The key needs to be hashed before being used by the HMAC algorithm.',
    );
    expect(toHex(hmacSha256(key, data))).toBe(
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    );
  });
});

describe('base64url', () => {
  it('writes the RFC 4648 examples without padding, in the URL alphabet', () => {
    const cases = ['', 'Zg', 'Zm8', 'Zm9v', 'Zm9vYg', 'Zm9vYmE', 'Zm9vYmFy'];
    cases.forEach((encoded, length) => {
      expect(toBase64Url(utf8('foobar'.slice(0, length)))).toBe(encoded);
    });
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe('-_-_');
  });

  it('reads back what it writes, and refuses what is not base64url', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    for (let length = 0; length <= bytes.length; length += 1) {
      const part = bytes.subarray(0, length);
      expect(fromBase64Url(toBase64Url(part))).toEqual(part);
    }
    for (const text of ['Zm9v=', 'Zm+v', 'Zm/v', 'Zm9 v', 'Z', 'Zm9vY']) {
      expect(fromBase64Url(text)).toBeNull();
    }
  });
});
