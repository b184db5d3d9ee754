import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the
 * production build served by `vite preview`.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install it with "sudo apt-get install -y chromium" ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;
// The build under test; another folder (`vite build --outDir …`) keeps a run apart from
// builds made meanwhile in `dist/`.
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  // The scale runs (thousands of rows, printed timings) are benchmarks, kept out of
  // `npm test` for its time on two cores: `npm run test:e2e:scale` runs them.
  testIgnore: process.env.E2E_SCALE ? [] : [/-scale\.spec\.ts$/],
  // Each run empties this folder first: runs side by side each want their own.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs every test about a quarter of its time (measured: 66 s against
    // 87–97 s for the smoke walk, 72–79 s against 94–118 s for five feature specs), kept or
    // not. CI retries a failed test once and records that retry; a run by hand records every
    // test and keeps the traces of the failures.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Signs the demo users in once; the other tests reuse their stored sessions.
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `npx vite preview --outDir ${dist} --port ${port} --strictPort --host 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
