import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './app/fonts.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenRouterReady } from './app/router-ready';
import { createAppRouter } from './app/router';
import { startDemo } from './app/start-demo';
import { connectSession } from './features/auth';
import { loadConfig } from './lib/config';
import { PRERENDERED } from './lib/hydration';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// config.json (the API's address, whether the demo signs in): asked for now, beside the
// first render, which never waits for it. The HTTP client's calls do (lib/http.ts).
void loadConfig();

const router = createAppRouter();
// Before the first render: the first call a page makes already carries the session and,
// in demo mode, is answered in the page.
connectSession({ onForbidden: () => void router.navigate('/misc/not-authorized') });
startDemo(router);

if (container.hasAttribute(PRERENDERED)) {
  // The sign-in page came as HTML (vite-plugins/prerender-login.ts): once the router has
  // the page's chunk and translations, the same tree hydrates it.
  void whenRouterReady(router).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      {
        // Says so loudly: the browser tests fail on it. Offline, a piece whose code could not
        // download is drawn anew on the client (its boundary says so): expected, not a fault.
        onRecoverableError: (error) =>
          navigator.onLine
            ? console.error('The prerendered page did not match', error)
            : console.warn('Offline while the page hydrated; drawn anew on the client', error),
      },
    ),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
