import { describe, expect, it } from 'vitest';
import { STORAGE_FULL_KEY } from './db-errors';
import { fileIdOf, MAX_FILE_BYTES } from '../file-address';
import { issueTokens } from './tokens';

const origin = 'http://localhost:3000';
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/**
 * A form with one file, as a browser sends it. Written out by hand: the test realm's
 * `FormData` is the DOM emulation's, which Node's `fetch` does not know how to send.
 */
function multipart(bytes: Uint8Array, name: string, type: string) {
  const boundary = 'mirante-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const encode = (text: string) => new TextEncoder().encode(text);
  const body = new Uint8Array([...encode(head), ...bytes, ...encode(tail)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function send(bytes: Uint8Array, type = 'image/png', name = 'capa.png', token?: string) {
  const form = multipart(bytes, name, type);
  const auth = token ?? (await issueTokens(1)).accessToken;
  return fetch(`${origin}/api/files`, {
    method: 'POST',
    headers: { 'Content-Type': form.type, ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
    body: form.body,
  });
}

const read = async (url: string) =>
  fetch(`${origin}${url}`, {
    headers: { Authorization: `Bearer ${(await issueTokens(2)).accessToken}` },
  });

describe('files API', () => {
  it('keeps a picture apart from the rows and answers its bytes at its address', async () => {
    const answer = await send(png, 'image/png', 'capa\u200B.png');
    expect(answer.status).toBe(201);
    const kept = (await answer.json()) as { url: string; name: string; size: number };
    expect(kept).toMatchObject({ name: 'capa.png', type: 'image/png', size: png.byteLength });
    expect(fileIdOf(kept.url)).not.toBeNull();
    const back = await read(kept.url);
    expect(back.status).toBe(200);
    expect(back.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(png);
  });

  it('refuses what is not a picture, or too large, naming the field', async () => {
    const text = (value: string) => new TextEncoder().encode(value);
    const cases: [Uint8Array, string, number][] = [
      [text('<svg onload="alert(1)"/>'), 'image/svg+xml', 415],
      // A name and a type can lie; the first bytes cannot.
      [text('not a png at all'), 'image/png', 415],
      [new Uint8Array(MAX_FILE_BYTES + 1), 'image/png', 413],
      [new Uint8Array(0), 'image/png', 400],
    ];
    for (const [bytes, type, status] of cases) {
      const answer = await send(bytes, type);
      expect(answer.status).toBe(status);
      expect(Object.keys(((await answer.json()) as { error: object }).error)).toEqual(['file']);
    }
  });

  it('answers 401 without a token, 404 for an unknown file, 507 when storage is full', async () => {
    expect((await send(png, 'image/png', 'a.png', '')).status).toBe(401);
    expect((await read('/api/files/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read('/api/files/capa.png')).status).toBe(404);
    sessionStorage.setItem(STORAGE_FULL_KEY, 'on');
    try {
      expect((await send(png)).status).toBe(507);
    } finally {
      sessionStorage.removeItem(STORAGE_FULL_KEY);
    }
  });
});
