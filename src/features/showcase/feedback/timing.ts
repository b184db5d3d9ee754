/**
 * How long the pages' simulated work takes, in milliseconds. One place, so that a test can
 * make it instant (`vi.mock('../timing', …)`) and wait for states, never for times.
 */
export const delays = {
  /** A report refreshed, stock synchronised: the overlay stays this long. */
  job: 1500,
  /** A form "saved", an invoice "issued". */
  save: 1200,
  /** How long a copy button says "Copiado!". */
  copied: 1500,
  /** The alert that closes itself, in seconds. */
  countdown: 5,
};

/** Resolves after `ms`, or rejects with an `AbortError` when `signal` aborts first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('stopped', 'AbortError'));
      return;
    }
    const timer = window.setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(new DOMException('stopped', 'AbortError'));
    });
  });
}
