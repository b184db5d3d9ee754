import type { RequestHandler } from 'msw';
import { DemoUnavailableError } from '@/lib/api-error';
import { answerFault, plannedFault } from './faults';
import { demoFeatures, type DemoFeature } from './features';

/**
 * Answers a demo call in the page with the feature's Mock Service Worker handlers, without
 * a service worker: nothing waits for one, and the demo works on any origin, plain http
 * included. `undefined` means no demo handler answers: the call goes to the network.
 *
 * It stands in for a server across the network: while the browser is offline it cannot be
 * reached (the call fails as `fetch` would), and code of its own that cannot load fails as
 * `DemoUnavailableError` (the HTTP client's `demo-unavailable`). A fault plan in
 * `sessionStorage` (`faults.ts`) makes chosen calls fail for tests.
 */
const loaded = new Map<string, Promise<readonly RequestHandler[]>>();

function handlersOf(feature: DemoFeature): Promise<readonly RequestHandler[]> {
  let handlers = loaded.get(feature.name);
  if (!handlers) {
    handlers = feature.load();
    loaded.set(feature.name, handlers);
    // A chunk that failed to arrive is fetched again by the next call (the retry button).
    handlers.catch(() => loaded.delete(feature.name));
  }
  return handlers;
}

export function findDemoFeature(url: URL): DemoFeature | undefined {
  return demoFeatures.find((feature) => feature.answers(url));
}

let inFlight = 0;
let settled: Array<() => void> = [];

/** Resolves once no demo call is being answered: the page has its data. */
export function demoCallsSettled(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => settled.push(resolve));
}

export async function answerDemo(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const feature = findDemoFeature(url);
  if (!feature) return undefined;
  if (globalThis.navigator?.onLine === false) {
    throw new TypeError(`Offline: the demo API at ${url.pathname} cannot be reached`);
  }
  const fault = plannedFault(url);
  if (fault) return answerFault(fault);
  inFlight += 1;
  try {
    // The resolver and the feature's chunk are fetched side by side, not one after the other.
    const [{ getResponse, installCallers }, handlers] = await Promise.all([
      import('./resolver'),
      handlersOf(feature),
    ]).catch((error: unknown) => {
      throw new DemoUnavailableError(error);
    });
    installCallers();
    return await getResponse([...handlers], request);
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      const waiting = settled;
      settled = [];
      for (const resolve of waiting) resolve();
    }
  }
}

/** Every feature's handlers, for the Node server of the unit tests. */
export async function loadAllDemoHandlers(): Promise<RequestHandler[]> {
  const all = await Promise.all(demoFeatures.map(handlersOf));
  return all.flat();
}
