import type { createBrowserRouter } from 'react-router';
import { whenConfigReady } from '@/lib/config';
import { connectDemo } from '@/lib/http';
import { whenIdle } from '@/lib/idle';
import { answerDemo, demoCallsSettled } from '@/mocks/answer';
import { whenRouterSettled } from './router-ready';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Runs `task` once the first page is loaded, its demo calls are answered and the browser is
 * idle: on a slow link, nothing the page needs competes with it.
 */
function afterFirstPage(router: AppRouter, task: () => void): void {
  // Idle once first, so the page has rendered and started its own calls.
  void whenRouterSettled(router).then(() =>
    requestAnimationFrame(() => whenIdle(() => void demoCallsSettled().then(() => whenIdle(task)))),
  );
}

/**
 * The demo API. `__DEMO__` is a build-time constant: a build with the demo off carries none
 * of Mock Service Worker, the handlers or the data.
 *
 * Calls are answered in the page, each feature's handlers loaded with its first call: no
 * page waits for the demo layer, only for its own handlers. The service worker comes later,
 * when the page is idle and only where the origin allows one (`https`, `localhost`), for
 * `fetch` from the console and the developer tools; the app does not need it.
 */
export function startDemo(router: AppRouter): void {
  if (!__DEMO__) return;
  connectDemo(answerDemo);
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  afterFirstPage(router, () => {
    // Its answers follow config.json (who signs in, the latency), as the page's calls do.
    whenConfigReady()
      .then(() => import('@/mocks/browser'))
      .then(({ startWorker }) => startWorker())
      .catch((error: unknown) => {
        // Not an error of the app: its calls never go through the worker.
        console.warn('The demo service worker did not start', error);
      });
  });
}
