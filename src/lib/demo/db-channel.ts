/**
 * How the tabs of one browser hear each other's demo writes: after a write commits, its tab
 * names the records on a BroadcastChannel (it works on plain-http origins too); every other
 * tab marks them stale, so its next read takes them from storage, and the page is told
 * (`DEMO_DATA_CHANGED`) so that what it shows is read again without a reload.
 */
import { DEMO_DATA_CHANGED } from './events';

interface Change {
  c: string;
  keys: string[];
}

// Not in unit tests: Node's BroadcastChannel reaches the other test files' worker threads,
// whose writes would then reread this file's queries (each file has its own database).
const channel =
  typeof BroadcastChannel === 'undefined' || import.meta.env.MODE === 'test'
    ? null
    : new BroadcastChannel('mirante-demo');

type Listener = (c: string, keys: readonly string[]) => void;
const listeners = new Set<Listener>();

const isChange = (data: unknown): data is Change =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Change).c === 'string' &&
  Array.isArray((data as Change).keys) &&
  (data as Change).keys.every((key) => typeof key === 'string');

if (channel) {
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isChange(event.data)) return;
    const { c, keys } = event.data;
    listeners.forEach((listener) => listener(c, keys));
    globalThis.dispatchEvent?.(new CustomEvent(DEMO_DATA_CHANGED, { detail: { collection: c } }));
  };
}

/** Tells the other tabs that records `keys` of collection `c` were written. */
export function announce(c: string, keys: readonly string[]): void {
  if (keys.length > 0) channel?.postMessage({ c, keys: [...keys] } satisfies Change);
}

export function onRemoteChange(listener: Listener): void {
  listeners.add(listener);
}
