import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { answerDemo } from './answer';

/**
 * MSW asks an existing registration to update without waiting for the answer: a reload or a
 * navigation in the meantime rejects it ("Failed to update a ServiceWorker"), an unhandled
 * rejection of theirs, harmless to us (the app never goes through the worker).
 */
function ignoreWorkerUpdateRejections() {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.includes('Failed to update a ServiceWorker')) {
      event.preventDefault();
    }
  });
}

/**
 * The service worker, registered once the page is idle on an origin that allows one, so
 * that `fetch` from the console, the developer tools and tests reaches the same demo API.
 * The app itself never waits for it: its calls are answered in the page (`answer.ts`).
 * Returns `null` when it is not started.
 */
export async function startWorker() {
  // A page the worker does not control (a hard reload) would be reloaded by MSW to take it
  // over; the app does not need the worker, so it waits for the next visit instead.
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (!navigator.serviceWorker.controller && registrations.length > 0) return null;
  ignoreWorkerUpdateRejections();
  const worker = setupWorker(http.all('*', ({ request }) => answerDemo(request)));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
