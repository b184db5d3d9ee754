import { beforeAll } from 'vitest';
import { builtEntries, type PageId } from '@/app/catalogue';

/**
 * A lazy chunk costs its first importer the transform and evaluation of everything in it:
 * a second or so for the email page on an idle machine, many more for the rich-text editor
 * on a busy one. Paid inside a test, that time eats the test's own waits; paid once in a
 * file's `beforeAll`, every test after it finds the chunk resolved and waits for states
 * only. The hook's limit is generous because it bounds loading code, not behaviour.
 */
const CHUNK_LOAD_TIMEOUT = 180_000;

type Chunk = () => Promise<unknown>;

/** The signed-in frame and the ability check every private page renders inside. */
export const appShellChunks: Chunk[] = [
  () => import('@/app/layouts/vertical-layout'),
  () => import('@/app/ability-guard'),
];

/** A built catalogue page's chunk, as the router loads it. */
export function pageChunk(id: PageId): Chunk {
  const entry = builtEntries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No built catalogue page "${id}"`);
  return () => entry.load();
}

/** Loads the given chunks once, before the first test of the file that calls it. */
export function preloadChunks(...chunks: Chunk[]): void {
  beforeAll(async () => {
    await Promise.all(chunks.map((load) => load()));
  }, CHUNK_LOAD_TIMEOUT);
}
