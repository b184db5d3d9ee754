import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseConfig } from './src/lib/config-schema.ts';
import { chunkGroups } from './vite-plugins/chunk-groups.ts';
import { fontPreload } from './vite-plugins/font-preload.ts';
import { contentSecurityPolicy } from './vite-plugins/csp.ts';
import { prerenderLogin } from './vite-plugins/prerender-login.ts';
import { runtimeConfig } from './vite-plugins/runtime-config.ts';

export default defineConfig(({ command, mode }) => {
  // Validates the VITE_* variables at build time: a wrong value fails the build.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const appConfig = parseConfig(env);
  const port = Number(process.env.PORT ?? 4173);
  return {
    // The policy last: it hashes the inline scripts the prerender writes into index.html.
    plugins: [
      react(),
      fontPreload(),
      runtimeConfig(env),
      prerenderLogin(),
      contentSecurityPolicy(),
    ],
    // The build's configuration as a constant: the browser parses config.json, not the
    // variables again (their checks stay out of the sign-in page's bytes).
    define: {
      __DEMO__: JSON.stringify(appConfig.demo),
      __BUILD_CONFIG__: JSON.stringify(appConfig),
    },
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
      // No per-import lists of dependencies (they cost every page 4–5 KiB): a page's chunks,
      // imports and translations are preloaded from the boot script's route table, on the
      // first load and on every page the app opens (vite-plugins/prerender-boot.ts).
      modulePreload: false,
      chunkSizeWarningLimit: 600,
      // Gzip sizes of ~270 chunks on every build: `npm run check:size` measures them.
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // A few shared layers instead of one chunk per set of pages (vite-plugins/chunk-groups.ts).
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
    server: { port: 5173 },
    // allowedHosts: the plain-http host test (e2e/plain-http.spec.ts). The header part of
    // the Content-Security-Policy, and config.json, come from vite-plugins/runtime-config.ts.
    preview: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      allowedHosts: ['mirante.intranet'],
    },
  };
});
