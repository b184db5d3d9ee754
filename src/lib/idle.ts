/**
 * Runs `task` when the browser is idle (within `timeout` ms at the latest); returns a cancel.
 * Where `requestIdleCallback` is missing, a timer stands in for it.
 */
export function whenIdle(task: () => void, timeout = 10_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1_000);
  return () => clearTimeout(id);
}
