import { runSessionCleanups } from './session-cleanup';

/**
 * Module-level state (stores, caches, the demo database) and how each one returns to what
 * a fresh page load would read from storage. This is not the session-end registry
 * (`session-cleanup.ts`): a sign-out forgets the user's data but keeps, say, the layout
 * settings, while a fresh visit starts everything over. A module that keeps state in
 * memory registers its reset here, next to the state, with one line.
 *
 * The app never calls `resetStores` (a real reload does the job); the test setup does,
 * after clearing storage, so that every test starts as a new visitor.
 */
type Reset = () => void | Promise<void>;

const resets = new Map<string, Reset>();

/** Registers (or, for the same name, replaces) the reset of one store. */
export function registerStore(name: string, reset: Reset): void {
  resets.set(name, reset);
}

/**
 * Puts every registered store back as a fresh visit finds it. What a sign-out forgets, a
 * fresh visit never knew: the session cleanups run first, so a store registered only
 * there is reset as well.
 */
export async function resetStores(): Promise<void> {
  runSessionCleanups();
  for (const reset of resets.values()) await reset();
}
