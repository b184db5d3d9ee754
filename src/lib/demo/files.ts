import { fileIdOf, fileUrl, IMAGE_TYPES } from '../file-address';
import { DemoStorageFullError, storageError, storageFullPlanned } from './db-errors';
import { FILES, openStore } from './idb';

/**
 * The files the demo API keeps (a card's cover): their bytes in a store of their own, never
 * inside a JSON row; a row keeps the file's address (`/api/files/<id>`), a few dozen
 * characters. A row stays small however large its pictures, a list reads no picture, and a
 * picture is read once, when it is shown. See docs/demo-api/README.md, "Files".
 *
 * The pictures it keeps are each known by their first bytes (a name or a header can lie).
 */
const signatures: Record<(typeof IMAGE_TYPES)[number], (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47].every((byte, at) => b[at] === byte),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};
/** Whether `bytes` are a picture of `type` (SVG is not one: it may carry script). */
export const isImage = (type: string, bytes: ArrayBuffer): boolean =>
  (IMAGE_TYPES as readonly string[]).includes(type) &&
  signatures[type as (typeof IMAGE_TYPES)[number]](
    new Uint8Array(bytes, 0, Math.min(12, bytes.byteLength)),
  );

export interface StoredFile {
  id: string;
  type: string;
  name: string;
  bytes: ArrayBuffer;
  /** Who sent it (the caller's id). */
  owner: string;
}

/** One request on the files store, answered once its transaction has committed. */
async function onFiles<R>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<R> {
  if (mode === 'readwrite' && storageFullPlanned()) throw new DemoStorageFullError();
  const db = await openStore();
  return new Promise<R>((resolve, reject) => {
    const transaction = db.transaction(FILES, mode);
    const request = run(transaction.objectStore(FILES));
    transaction.oncomplete = () => resolve(request.result as R);
    transaction.onabort = () => reject(storageError(transaction.error ?? request.error));
  });
}

/** Keeps a file and gives its address; a browser out of room refuses it (507). */
export async function keepFile(file: Omit<StoredFile, 'id'>): Promise<string> {
  const id = crypto.randomUUID();
  await onFiles('readwrite', (store) => store.add({ ...file, id }));
  return fileUrl(id);
}

export const readFile = (id: string) =>
  onFiles<StoredFile | undefined>('readonly', (store) => store.get(id));

/** Forgets the file at `url` when it is one the demo keeps (a cover replaced or removed). */
export async function forgetFile(url: string | undefined): Promise<void> {
  const id = fileIdOf(url);
  if (id) await onFiles('readwrite', (store) => store.delete(id));
}
