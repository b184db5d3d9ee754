import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * Real mode: the dashboard built against the reference API (`server/`), the API on a fresh
 * SQLite file with a 4-second access token, both started here. Run by `npm run test:e2e`
 * after the demo-mode tests (`npm run test:e2e:real` alone).
 */
const apiPort = Number(process.env.E2E_REAL_API_PORT ?? 3334);
const port = Number(process.env.E2E_REAL_PORT ?? 4175);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const baseURL = `http://127.0.0.1:${port}`;

// One fresh database a run (the last run's is removed). Workers load this file again and
// inherit the variables, so they find the same file.
if (!process.env.E2E_REAL_DB) {
  const parent = join(tmpdir(), 'mirante-e2e-real');
  rmSync(parent, { recursive: true, force: true });
  mkdirSync(parent, { recursive: true });
  process.env.E2E_REAL_DB = join(mkdtempSync(join(parent, 'run-')), 'mirante.db');
  process.env.E2E_REAL_API_URL = apiUrl;
}
// The API's secret: the tests check the tokens it signs (e2e-real/real-api.ts).
process.env.E2E_REAL_JWT_SECRET ??= 'e2e-only-secret-not-for-any-deployment-0001';

export default defineConfig({
  ...base,
  testDir: 'e2e-real',
  // Apart from the demo-mode run's folders, which that run empties when it starts.
  outputDir: 'test-results-real',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/real-mode' }]]
    : [['list']],
  use: { ...base.use, baseURL },
  projects: [
    {
      name: 'real',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `${apiUrl}/health`,
      env: {
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        API_DB_PATH: process.env.E2E_REAL_DB,
        API_ACCESS_TTL: '4',
        API_JWT_SECRET: process.env.E2E_REAL_JWT_SECRET,
        API_CORS_ORIGINS: baseURL,
        API_LOGIN_MAX_PER_ACCOUNT: '50',
        API_LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Built here, so the tests never run an old build.
      command: `npm run build:real && npx vite preview --outDir dist-real --port ${port} --strictPort --host 127.0.0.1`,
      url: baseURL,
      env: { VITE_API_URL: apiUrl },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
});
