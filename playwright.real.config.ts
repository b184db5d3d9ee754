import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * Real mode: the build the demo-mode tests use (`dist/`, or `E2E_DIST`), served with a
 * config.json that points it at the reference API (`server/`), the API on a fresh SQLite
 * file with a 4-second access token, both started here. No build of its own: the preview
 * server answers `/config.json` from the file `MIRANTE_CONFIG` names
 * (vite-plugins/runtime-config.ts), so `dist/` is not touched and a demo-mode run serving it
 * meanwhile is unaffected. Run by `npm run test:e2e` after the demo-mode tests
 * (`npm run test:e2e:real` alone, after a build).
 */
const apiPort = Number(process.env.E2E_REAL_API_PORT ?? 3334);
const port = Number(process.env.E2E_REAL_PORT ?? 4175);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const baseURL = `http://127.0.0.1:${port}`;
const dist = process.env.E2E_DIST ?? 'dist';

// One fresh database and config.json a run (the last run's are removed). Workers load this
// file again and inherit the variables, so they find the same files.
if (!process.env.E2E_REAL_DB) {
  const parent = join(tmpdir(), `mirante-e2e-real-${port}`);
  rmSync(parent, { recursive: true, force: true });
  mkdirSync(parent, { recursive: true });
  process.env.E2E_REAL_DB = join(mkdtempSync(join(parent, 'run-')), 'mirante.db');
  process.env.E2E_REAL_API_URL = apiUrl;
  writeFileSync(join(dirname(process.env.E2E_REAL_DB), 'config.json'), JSON.stringify({ apiUrl }));
}
const configFile = join(dirname(process.env.E2E_REAL_DB), 'config.json');
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
      command: `npx vite preview --outDir ${dist} --port ${port} --strictPort --host 127.0.0.1`,
      url: baseURL,
      env: { MIRANTE_CONFIG: configFile },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
