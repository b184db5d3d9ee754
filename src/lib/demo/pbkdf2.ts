import { compress, initialState, stateBytes } from './sha256';

/**
 * PBKDF2-HMAC-SHA-256 (RFC 8018), for the demo's stored passwords. WebCrypto derives it
 * where the browser offers `crypto.subtle` (secure origins, Node); elsewhere (a plain-http
 * intranet address) the same bits come from our own SHA-256, so a digest stored on one
 * origin verifies on any other.
 */
const BLOCK_WORDS = 16;

/** The state after one 64-byte block of `key` (padded or hashed) XOR `byte`. */
function keyedState(key: Uint8Array, byte: number, schedule: Uint32Array): Uint32Array {
  const block = new Uint8Array(64);
  block.set(key);
  const view = new DataView(block.buffer);
  const words = new Uint32Array(BLOCK_WORDS);
  words.forEach((_, index) => (words[index] = view.getUint32(index * 4) ^ (byte * 0x01010101)));
  const state = initialState();
  compress(state, words, schedule);
  return state;
}

/** The HMAC of a message whose last block is `tail` (16 words), from a keyed state. */
function finish(keyed: Uint32Array, tail: Uint32Array, schedule: Uint32Array): Uint32Array {
  const state = keyed.slice();
  compress(state, tail, schedule);
  return state;
}

/** One 32-byte block of PBKDF2 in plain code: two compressions per iteration. */
function derivePlain(password: Uint8Array, salt: Uint8Array, iterations: number): Uint8Array {
  const schedule = new Uint32Array(64);
  const key = password.length > 64 ? hashedKey(password) : password;
  const inner = keyedState(key, 0x36, schedule);
  const outer = keyedState(key, 0x5c, schedule);

  // U1 = HMAC(password, salt || INT(1)), the salt being of any length.
  const first = new Uint8Array(salt.length + 4);
  first.set(salt);
  first[salt.length + 3] = 1;
  let u = hmacWithStates(inner, outer, first, schedule);
  const result = u.slice();

  // U2… : each a 32-byte message, so each HMAC half is one padded block.
  const tail = new Uint32Array(BLOCK_WORDS);
  tail[8] = 0x80000000;
  tail[15] = (64 + 32) * 8;
  for (let round = 1; round < iterations; round += 1) {
    tail.set(u);
    const innerDigest = finish(inner, tail, schedule);
    tail.set(innerDigest);
    u = finish(outer, tail, schedule);
    for (let index = 0; index < 8; index += 1) {
      result[index] = (result[index] ?? 0) ^ (u[index] ?? 0);
    }
  }
  return stateBytes(result);
}

/** A key longer than a block is hashed first (RFC 2104). */
function hashedKey(key: Uint8Array): Uint8Array {
  const schedule = new Uint32Array(64);
  return stateBytes(messageState(initialState(), key, 0, schedule));
}

/** Absorbs `message` into `state` as if `prefixBytes` bytes had already been hashed. */
function messageState(
  state: Uint32Array,
  message: Uint8Array,
  prefixBytes: number,
  schedule: Uint32Array,
): Uint32Array {
  const total = message.length + 9;
  const length = Math.ceil(total / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = (prefixBytes + message.length) * 8;
  view.setUint32(length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(length - 4, bits >>> 0);
  const words = new Uint32Array(BLOCK_WORDS);
  const result = state.slice();
  for (let offset = 0; offset < length; offset += 64) {
    words.forEach((_, index) => (words[index] = view.getUint32(offset + index * 4)));
    compress(result, words, schedule);
  }
  return result;
}

/** HMAC of any message from the keyed inner and outer states, as eight words. */
function hmacWithStates(
  inner: Uint32Array,
  outer: Uint32Array,
  message: Uint8Array,
  schedule: Uint32Array,
): Uint32Array {
  const innerDigest = stateBytes(messageState(inner, message, 64, schedule));
  return messageState(outer, innerDigest, 64, schedule);
}

/** Whether this context has WebCrypto (plain-http origins do not). */
const subtle = (): (typeof globalThis.crypto)['subtle'] | undefined => globalThis.crypto?.subtle;

/** PBKDF2-HMAC-SHA-256, 32 bytes, by WebCrypto when present, else in plain code. */
export async function pbkdf2Sha256(
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
): Promise<Uint8Array> {
  const crypto = subtle();
  if (!crypto) return derivePlain(password, salt, iterations);
  const key = await crypto.importKey('raw', password.slice(), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt.slice(), iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** The plain-code derivation alone (tests compare it with WebCrypto's). */
export const pbkdf2Sha256Plain = derivePlain;
