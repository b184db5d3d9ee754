/**
 * SHA-256 (FIPS 180-4), HMAC-SHA-256 (RFC 2104) and base64url (RFC 4648), in plain code.
 *
 * Why not WebCrypto: browsers give `crypto.subtle` only to secure origins (https, localhost).
 * The demo is the product's default mode and must also run on a plain-http intranet host or
 * LAN address, where `crypto.subtle` is missing and the demo could not sign anyone in. The
 * demo signs its tokens with a key that is public on purpose and hashes passwords only so as
 * not to keep them in clear, so a small synchronous implementation is all it needs. It is not
 * constant-time: never use it for real secrets (the reference server uses `node:crypto`).
 */

const BLOCK_BYTES = 64;
const DIGEST_BYTES = 32;

/** The first 32 bits of the fractional parts of the square roots of the first 8 primes. */
const INITIAL_HASH: readonly number[] = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const ROUND_CONSTANTS: readonly number[] = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

/** Rotates a 32-bit word right by `bits`. */
const rotr = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits));

/** A fresh SHA-256 state (eight words). */
export const initialState = (): Uint32Array => Uint32Array.from(INITIAL_HASH);

/**
 * One block of SHA-256: `state` (8 words) absorbs the 16 words of `block`, in place.
 * `schedule` is 64 words of scratch space, reused across calls.
 */
export function compress(state: Uint32Array, block: Uint32Array, schedule: Uint32Array): void {
  schedule.set(block.subarray(0, 16));
  for (let index = 16; index < 64; index += 1) {
    const w15 = schedule[index - 15] ?? 0;
    const w2 = schedule[index - 2] ?? 0;
    const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    schedule[index] = (schedule[index - 16] ?? 0) + s0 + (schedule[index - 7] ?? 0) + s1;
  }
  let a = state[0] ?? 0;
  let b = state[1] ?? 0;
  let c = state[2] ?? 0;
  let d = state[3] ?? 0;
  let e = state[4] ?? 0;
  let f = state[5] ?? 0;
  let g = state[6] ?? 0;
  let h = state[7] ?? 0;
  for (let index = 0; index < 64; index += 1) {
    const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    const choice = (e & f) ^ (~e & g);
    const t1 = (h + s1 + choice + (ROUND_CONSTANTS[index] ?? 0) + (schedule[index] ?? 0)) | 0;
    const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0] ?? 0) + a;
  state[1] = (state[1] ?? 0) + b;
  state[2] = (state[2] ?? 0) + c;
  state[3] = (state[3] ?? 0) + d;
  state[4] = (state[4] ?? 0) + e;
  state[5] = (state[5] ?? 0) + f;
  state[6] = (state[6] ?? 0) + g;
  state[7] = (state[7] ?? 0) + h;
}

/** The message, a 0x80 byte, zeros, and its length in bits as 64 bits big-endian: whole blocks. */
function pad(message: Uint8Array): Uint32Array {
  const length = Math.ceil((message.length + 9) / BLOCK_BYTES) * BLOCK_BYTES;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = message.length * 8;
  view.setUint32(length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(length - 4, bits >>> 0);
  const words = new Uint32Array(length / 4);
  words.forEach((_, index) => (words[index] = view.getUint32(index * 4)));
  return words;
}

/** The state's eight words as 32 big-endian bytes. */
export function stateBytes(state: Uint32Array): Uint8Array {
  const digest = new DataView(new ArrayBuffer(DIGEST_BYTES));
  state.forEach((word, index) => digest.setUint32(index * 4, word));
  return new Uint8Array(digest.buffer);
}

/** The SHA-256 digest of `message` (32 bytes). */
export function sha256(message: Uint8Array): Uint8Array {
  const words = pad(message);
  const schedule = new Uint32Array(64);
  const state = initialState();
  for (let offset = 0; offset < words.length; offset += 16) {
    compress(state, words.subarray(offset, offset + 16), schedule);
  }
  return stateBytes(state);
}

/** The HMAC-SHA-256 of `message` under `key` (32 bytes); keys longer than a block are hashed. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(BLOCK_BYTES);
  block.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const inner = new Uint8Array(BLOCK_BYTES + message.length);
  const outer = new Uint8Array(BLOCK_BYTES + DIGEST_BYTES);
  block.forEach((byte, index) => {
    inner[index] = byte ^ 0x36;
    outer[index] = byte ^ 0x5c;
  });
  inner.set(message, BLOCK_BYTES);
  outer.set(sha256(inner), BLOCK_BYTES);
  return sha256(outer);
}

/** The UTF-8 bytes of a text. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Bytes as lowercase hexadecimal. */
export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Bytes as base64url without padding (the alphabet of JWTs). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of unpadded base64url text, or `null` when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padding = '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + padding);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
