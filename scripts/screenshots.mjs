#!/usr/bin/env node
/**
 * The README's pictures, taken from the built app so they never drift from what it shows:
 * the dashboard (`/`) signed in as the administrator, light and dark, at 1366 × 768, and on a
 * 360 px phone. Reads `dist/` (build first: `npm run build`), never builds.
 *
 *   node scripts/screenshots.mjs [--dist DIR] [--out DIR]     (npm run screenshots)
 *
 * Waits for states, not for times: every card of the dashboard drawn (`data-state="ready"`,
 * none loading) with its chart, the web font loaded, then one frame more.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, storedSession } from './paint-budget/browser.mjs';
import { serveDir } from './paint-budget/server.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'docs/images' },
  },
});
const dist = resolve(options.dist);
const out = resolve(options.out);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run "npm run build" first.`);
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const SHOTS = [
  { file: 'dashboard-light.png', skin: 'light', viewport: { width: 1366, height: 768 } },
  { file: 'dashboard-dark.png', skin: 'dark', viewport: { width: 1366, height: 768 } },
  { file: 'dashboard-phone.png', skin: 'light', viewport: { width: 360, height: 740 } },
];
const WAIT = { timeout: 60_000 };

const server = await serveDir(dist);
const browser = await launchBrowser();
try {
  const session = await storedSession(browser, server.origin);
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: 1,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      reducedMotion: 'reduce',
      storageState: session,
    });
    const page = await context.newPage();
    await page.addInitScript((skin) => {
      localStorage.setItem('skin', JSON.stringify(skin));
      localStorage.setItem('direction', JSON.stringify('ltr'));
    }, shot.skin);
    await page.goto(`${server.origin}/`, WAIT);
    await page.locator('main section[data-state="ready"]').first().waitFor(WAIT);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('main section[data-state="loading"]').length === 0 &&
        // Every chart drawn in its room (they come after the cards' figures: lazy-charts).
        [...document.querySelectorAll('main [data-chart-room]')].every((room) =>
          room.querySelector('svg'),
        ) &&
        document.fonts.status === 'loaded',
      undefined,
      WAIT,
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
    const path = join(out, shot.file);
    await page.screenshot({ path });
    console.log(`${shot.file}: ${Math.round(statSync(path).size / 1024)} KiB`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
