/**
 * What must be forgotten when a session ends (query cache, user stores). Each holder of
 * user data registers its own cleanup; sign-out runs them all.
 */
const cleanups = new Set<() => void>();

export function onSessionEnd(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function runSessionCleanups(): void {
  cleanups.forEach((cleanup) => {
    try {
      cleanup();
    } catch (error) {
      console.error('A session cleanup failed', error);
    }
  });
}
