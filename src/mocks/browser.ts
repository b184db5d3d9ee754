import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { answerDemo } from './answer';

/**
 * The service worker, registered once the page is idle on an origin that allows one, so
 * that `fetch` from the console, the developer tools and tests reaches the same demo API.
 * The app itself never waits for it: its calls are answered in the page (`answer.ts`).
 */
export async function startWorker() {
  const worker = setupWorker(http.all('*', ({ request }) => answerDemo(request)));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
