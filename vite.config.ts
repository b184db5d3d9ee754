import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseConfig } from './src/lib/config-schema.ts';
import { chunkGroups } from './vite-plugins/chunk-groups.ts';
import { fontPreload } from './vite-plugins/font-preload.ts';
import { contentSecurityPolicy, FRAME_POLICY_HEADERS } from './vite-plugins/csp.ts';
import { prerenderLogin } from './vite-plugins/prerender-login.ts';

export default defineConfig(({ command, mode }) => {
  // Validates the VITE_* variables at build time: a wrong value fails the build.
  const appConfig = parseConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  const port = Number(process.env.PORT ?? 4173);
  return {
    // The policy last: it hashes the inline scripts the prerender writes into index.html.
    plugins: [react(), fontPreload(), prerenderLogin(), contentSecurityPolicy()],
    define: { __DEMO__: JSON.stringify(appConfig.demo) },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // MSW's cookie jar, unused by our handlers: a stub in the browser build only.
        ...(command === 'build'
          ? {
              'tough-cookie': fileURLToPath(
                new URL('./src/mocks/tough-cookie-stub.ts', import.meta.url),
              ),
            }
          : {}),
      },
    },
    build: {
      manifest: true,
      // Every browser we support preloads modules natively.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // A few shared layers instead of one chunk per set of pages (vite-plugins/chunk-groups.ts).
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
    server: { port: 5173 },
    // allowedHosts: the plain-http host test (e2e/plain-http.spec.ts). The headers: the part
    // of the Content-Security-Policy a <meta> cannot carry (vite-plugins/csp.ts).
    preview: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      allowedHosts: ['mirante.intranet'],
      headers: FRAME_POLICY_HEADERS,
    },
  };
});
