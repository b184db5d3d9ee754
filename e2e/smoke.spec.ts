import { builtEntries, type BuiltEntry } from '../src/app/catalogue';
import { CLIENT_ABILITY } from '../src/features/auth/demo/data';
import { buildAbility } from '../src/lib/ability';
import { expect, test } from './fixtures';
import { storageFor } from './session';
import {
  checkPass,
  expectLayout,
  expectNoPolicyViolations,
  expectNoSidewaysScroll,
  frameDrawn,
  landedOn,
  pageSettled,
  PHONE,
  smoke,
  storeLayout,
  watchPolicyViolations,
  type Visitor,
} from './smoke-checks';

/**
 * Every built page of the route catalogue, for the administrator, the client and a
 * signed-out visitor: one test per page and visitor. The visitor the page is made for (the
 * administrator, or the guest on a sign-in page) gets two passes: light skin, left to right,
 * on a 1440 px desktop; then dark skin, right to left, on a 360 px phone. Each pass checks a
 * visible heading, the skin and direction on `<html>`, no serious or critical axe violation,
 * no Content-Security-Policy violation in any document loaded, and a customizer button that
 * covers no control and no text, no text cut without an ellipsis in a table cell or a menu,
 * fields mirrored with the page (their icon at the line's start) and toasts clear of the
 * navbar (`smoke-layout.ts`); the phone pass also checks that nothing scrolls sideways.
 * Another visitor (the client, a guest on a public page) sees the same page: it is checked
 * loading cleanly. The fixture fails any test on a console error or uncaught exception.
 *
 * A visitor a guard sends elsewhere (a client on an administrator's page, a signed-in user
 * on the login page) is checked landing there without error; the page it lands on has its
 * own test. Run one page alone with `-g " <page id>:"`, e.g. `-g " email:"`.
 *
 * A cold load proves something only once per visitor and worker: after it, a signed-in
 * visitor's pages are opened inside the app in the page kept from the worker's previous test
 * (the `visit` fixture: reset to a light, left-to-right desktop, then a history entry the
 * router follows), the way a visitor goes from page to page. Cold loads stay where they say
 * more: every signed-out page, the prerendered login page, the first page of a visitor in a
 * worker, and after any failure. Each test waits for the page as drawn (`pageSettled`:
 * the app idle, nothing marked busy, a heading), never for a quiet network.
 */
const visitable = (entry: BuiltEntry) => !entry.path.includes(':') || entry.link !== entry.path;
const pages = builtEntries.filter(visitable);

const client = buildAbility(CLIENT_ABILITY);
/** The pages the client may open (the others send it to not-authorized: walked below). */
const clientMay = (entry: BuiltEntry) =>
  entry.access !== 'private' || client.can(entry.ability.action, entry.ability.subject);

const visitors: Array<{ who: Visitor; entries: BuiltEntry[] }> = [
  { who: 'admin', entries: pages },
  { who: 'client', entries: pages.filter(clientMay) },
  // Signed out: the public and guest pages (a private one only shows the login page again).
  { who: 'guest', entries: pages.filter((entry) => entry.access !== 'private') },
];

/** The visitor the page is made for: the one who gets the dark, right-to-left and phone passes. */
const pageVisitor = (entry: BuiltEntry): Visitor => (entry.access === 'guest' ? 'guest' : 'admin');

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

for (const { who, entries } of visitors) {
  smoke.describe(`smoke as ${who}`, () => {
    smoke.use({ visitor: who });
    // Two passes with axe each: the limit catches a hang, not a slow machine.
    smoke.describe.configure({ timeout: 180_000 });

    for (const entry of entries) {
      smoke(`${entry.id}: ${entry.link}`, async ({ visit }, testInfo) => {
        const label = `${entry.id} as ${who}`;
        const started = Date.now();
        const page = await visit(entry.link);
        await pageSettled(page);
        if (!landedOn(page, entry)) {
          await expectNoPolicyViolations(page, `${label}, redirected`);
          testInfo.annotations.push({
            type: 'redirect',
            description: `${label} lands on ${new URL(page.url()).pathname}`,
          });
          return;
        }

        // Another visitor sees the same page (the client with less on it): it loads cleanly.
        if (who !== pageVisitor(entry)) {
          await expectLayout(page, 'light', 'ltr');
          await expectNoPolicyViolations(page, `${label}, light`);
          return;
        }

        const loaded = seconds(started);
        let since = Date.now();
        await smoke.step('light', () =>
          checkPass(page, `${label}, light`, { skin: 'light', direction: 'ltr' }),
        );
        const light = seconds(since);

        since = Date.now();
        await smoke.step('dark, right to left, 360 px phone', async () => {
          // The phone layout has its own parts (menu drawer, one-pane apps, full-screen dialogs).
          // Switched in the page, as the customizer (or another tab) does: a reload would
          // cost each page a second start for what the first pass already checked.
          await storeLayout(page, 'dark', 'rtl');
          await page.setViewportSize(PHONE);
          await frameDrawn(page);
          await checkPass(page, `${label}, dark RTL 360 px`, { skin: 'dark', direction: 'rtl' });
          await expectNoSidewaysScroll(page);
        });

        testInfo.annotations.push({
          type: 'measure',
          description:
            `${label}: two passes in ${seconds(started)} (load ${loaded}, ` +
            `light ${light}, phone ${seconds(since)})`,
        });
      });
    }
  });
}

test('an unknown path shows the 404 page', async ({ page }) => {
  await watchPolicyViolations(page);
  await page.goto('/caminho/que/nao/existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Página não encontrada · Mirante/);
  await expectNoPolicyViolations(page, 'on the 404 page');
});

test.describe('smoke as client, refused', () => {
  test.use({ storageState: storageFor('client') });
  test.describe.configure({ timeout: 180_000 });

  /**
   * Every administrator's page sends the client to not-authorized: the first by its URL, the
   * others as a link in the app would (one start of the app for the whole walk).
   */
  test('every page the client may not open leads to not-authorized', async ({ page }) => {
    // The home page is no refusal: it leads the client to its own home (access control).
    const refused = pages.filter((entry) => !clientMay(entry) && entry.link !== '/');
    expect(refused.length).toBeGreaterThan(10);
    await watchPolicyViolations(page);
    for (const [index, entry] of refused.entries()) {
      if (index === 0) await page.goto(entry.link);
      else
        await page.evaluate((link) => {
          window.history.pushState({}, '', link);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, entry.link);
      await expect(page, entry.id).toHaveURL(/\/misc\/not-authorized$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Você não tem acesso a esta página',
      );
    }
    await expectNoPolicyViolations(page, 'client, refused pages');
  });
});
