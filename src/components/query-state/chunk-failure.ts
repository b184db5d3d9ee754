/**
 * A piece of the app's code (a page, the compose, the demo layer) that could not be
 * downloaded. Two causes call for different words: the server cannot be reached (offline:
 * "no connection — try again") or it answers but no longer has the file (a new version was
 * deployed meanwhile: "reload"). Only the server can tell them apart, so it is asked.
 */
export type ChunkFailure = 'unreachable' | 'stale';

const chunkMessages = [
  'dynamically imported module', // Chromium, Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
  'Loading chunk',
  'Loading CSS chunk',
];

/** Whether `error` says a script or stylesheet of the app could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkMessages.some((text) => error.message.includes(text));
}

/**
 * Asks the app's own server for its index, past every cache: no answer (or the browser
 * knows it is offline) means unreachable; an answer means the missing file is gone for good.
 */
export async function diagnoseChunkFailure(): Promise<ChunkFailure> {
  if (globalThis.navigator?.onLine === false) return 'unreachable';
  try {
    const response = await fetch(import.meta.env.BASE_URL, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? 'stale' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}
