import type { RequestHandler } from 'msw';
import { demoFeatures, type DemoFeature } from './features';

/**
 * Answers a demo call in the page with the feature's Mock Service Worker handlers, without
 * a service worker: nothing waits for one, and the demo works on any origin, plain http
 * included. `undefined` means no demo handler answers: the call goes to the network.
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
  const feature = findDemoFeature(new URL(request.url));
  if (!feature) return undefined;
  inFlight += 1;
  try {
    // The resolver and the feature's chunk are fetched side by side, not one after the other.
    const [{ getResponse }, handlers] = await Promise.all([
      import('./resolver'),
      handlersOf(feature),
    ]);
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
