/**
 * Fault injection for browser tests and by hand: a plan in `sessionStorage` makes one family
 * of demo calls fail the way a real API can, per tab, until the key is removed.
 *
 * `sessionStorage['mirante-demo:faults'] = '[{"path":"/apps/email/","fault":"500"}]'`
 *
 * - `500`: the call answers 500 with a JSON body (the server broke);
 * - `timeout`: the call gives up at once as the HTTP client's timeout would, without waiting;
 * - `malformed`: the call answers 200 with a body that is not JSON.
 *
 * A call's path (`URL.pathname`) matches an entry whose `path` it starts with; the first
 * match wins. The plan is read on every call and read defensively: anything that is not a
 * list of `{ path, fault }` is ignored. Only demo calls are affected, never the network.
 */
export const FAULTS_KEY = 'mirante-demo:faults';

export const faultKinds = ['500', 'timeout', 'malformed'] as const;
export type FaultKind = (typeof faultKinds)[number];

function readPlan(): unknown {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(FAULTS_KEY) ?? '[]');
  } catch {
    return [];
  }
}

const isFault = (value: unknown): value is FaultKind =>
  (faultKinds as readonly unknown[]).includes(value);

/** The fault planned for a call to `url`, if any. */
export function plannedFault(url: URL): FaultKind | undefined {
  const plan = readPlan();
  if (!Array.isArray(plan)) return undefined;
  for (const entry of plan as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, fault } = entry as { path?: unknown; fault?: unknown };
    if (typeof path === 'string' && isFault(fault) && url.pathname.startsWith(path)) return fault;
  }
  return undefined;
}

/** The answer of a planned fault (a `timeout` rejects as a transport that gave up does). */
export function answerFault(fault: FaultKind): Promise<Response> {
  if (fault === 'timeout') {
    return Promise.reject(new DOMException('Injected demo timeout', 'TimeoutError'));
  }
  if (fault === '500') {
    return Promise.resolve(
      Response.json({ message: 'Injected demo fault' }, { status: 500, statusText: 'Injected' }),
    );
  }
  return Promise.resolve(
    new Response('{"injected": "malformed', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}
