import { markDemoReady } from '@/lib/demo-ready';

/**
 * Starts the demo API after the first paint. `__DEMO__` is a build-time constant, so a
 * build with the demo off carries none of Mock Service Worker, the handlers or the data.
 */
export function startDemoAfterFirstPaint(): void {
  if (!__DEMO__) {
    markDemoReady();
    return;
  }
  const start = () =>
    import('@/mocks/browser')
      .then(({ startWorker }) => startWorker())
      .catch((error: unknown) => {
        // Calls will fail with a network error and say so; the console tells developers why.
        console.error('The demo API could not start', error);
      })
      .finally(markDemoReady);
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
}
