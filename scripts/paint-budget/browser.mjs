/**
 * The browser side: Chromium, one fresh context per load (cold cache), slow 4G through CDP,
 * the two scenarios' wait states, and the stored session for the signed-in one.
 */
import { chromium } from 'playwright-core';
import { readPaint, readResources, recordInit } from './page-metrics.mjs';

/** Generous: a busy CI machine on an emulated slow link. A miss is a failure, never a sleep. */
export const STATE_TIMEOUT_MS = 60_000;
const SESSION_KEYS = ['userData', 'accessToken', 'refreshToken', 'logUsuarioSessaoID'];
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};
const CONTEXT = { viewport: { width: 1366, height: 768 }, locale: 'pt-BR' };

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const signInButton = (page) => page.getByRole('button', { name: 'Entrar' });

/**
 * Waits until the page's init script saw the scenario's `ready` selector match. Not a role
 * query: those compute the page's accessibility tree at each poll, which on a busy machine
 * delays the page being measured.
 */
function shown(page) {
  return page.waitForFunction(() => window.__paintBudgetShown !== undefined, undefined, {
    timeout: STATE_TIMEOUT_MS,
    polling: 100,
  });
}

/** The scenarios: where to go and which state means "painted what the visitor came for". */
export const SCENARIOS = [
  {
    name: 'login',
    path: '/login',
    session: false,
    // The form's submit button, in a loaded document.
    ready: 'form button[type="submit"]',
    async reached(page) {
      await shown(page);
      await page.waitForFunction(() => document.readyState === 'complete', undefined, {
        timeout: STATE_TIMEOUT_MS,
      });
    },
  },
  {
    name: 'email',
    path: '/apps/email',
    session: true,
    // The demo features whose data this page may load (any other's fails the budget).
    features: ['email'],
    // The inbox list (a region named after the folder) and its first row, as e2e/email.spec.ts.
    ready: '[role="region"][aria-label$="Caixa de entrada"] li',
    reached: shown,
  },
  {
    name: 'dashboard',
    path: '/',
    session: true,
    features: ['cards', 'invoice'],
    // A dashboard card that has drawn its chart (the card frame marks it ready).
    ready: 'main section[data-state="ready"] svg',
    reached: shown,
  },
  {
    name: 'shop',
    path: '/apps/ecommerce/shop',
    session: true,
    features: ['ecommerce'],
    // The grid's first product picture, its card drawn from the call's answer.
    ready: 'main article img',
    reached: shown,
  },
];

/** Signs in through the app, unthrottled, and keeps only the session's localStorage keys. */
export async function storedSession(browser, origin) {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`, { timeout: STATE_TIMEOUT_MS });
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.com');
    await page.getByLabel('Senha', { exact: true }).fill('admin');
    await signInButton(page).click({ timeout: STATE_TIMEOUT_MS });
    await page.waitForURL((url) => !url.pathname.includes('/login'), {
      timeout: STATE_TIMEOUT_MS,
    });
    const state = await context.storageState();
    const origins = state.origins
      .filter((item) => item.origin === origin)
      .map((item) => ({
        origin: item.origin,
        localStorage: item.localStorage.filter((pair) => SESSION_KEYS.includes(pair.name)),
      }));
    const found = origins.flatMap((item) => item.localStorage.map((pair) => pair.name));
    const missing = SESSION_KEYS.filter((key) => !found.includes(key));
    if (missing.length > 0) throw new Error(`signed in, but no ${missing.join(', ')} stored`);
    return { cookies: [], origins };
  } finally {
    await context.close();
  }
}

/** Tracks the page's requests that have not finished (or failed) yet. */
function inFlight(page) {
  const pending = new Set();
  const settle = (request) => pending.delete(request);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return pending;
}

/** Resolves once all of `requests` finished or failed (or the guard ran out): how many did not. */
function settled(page, requests) {
  const waiting = new Set(requests);
  if (waiting.size === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const done = (request) => {
      waiting.delete(request);
      if (waiting.size === 0) finish();
    };
    const timer = setTimeout(finish, STATE_TIMEOUT_MS);
    function finish() {
      clearTimeout(timer);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      resolve(waiting.size);
    }
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/**
 * One cold, throttled load of `origin + scenario.path`. Once the wait state holds, reads the
 * largest paint; then lets the requests already under way arrive (a resource has no timing entry
 * before it has arrived, and a demo chunk still downloading did start before the paint), and
 * reads the resources started up to the wait state.
 */
export async function measureLoad(browser, origin, scenario, storageState) {
  const context = await browser.newContext({
    ...CONTEXT,
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInit, scenario.ready);
    const pending = inFlight(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(`${origin}${scenario.path}`, {
      waitUntil: 'commit',
      timeout: STATE_TIMEOUT_MS,
    });
    await scenario.reached(page);
    const paint = await page.evaluate(readPaint, 10_000);
    const unsettled = await settled(page, [...pending]);
    return { ...paint, ...(await page.evaluate(readResources, paint.at)), unsettled };
  } finally {
    await context.close();
  }
}
