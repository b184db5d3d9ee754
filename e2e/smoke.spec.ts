import { builtEntries, type BuiltEntry } from '../src/app/catalogue';
import { expect, seedStorage, test } from './fixtures';
import { storageFor, type Role } from './session';
import {
  checkPass,
  expectAccessible,
  expectCustomizerClear,
  expectLayout,
  expectNoPolicyViolations,
  expectNoSidewaysScroll,
  landedOn,
  pageSettled,
  PHONE,
  storeLayout,
  watchPolicyViolations,
} from './smoke-checks';

/**
 * Every built page of the route catalogue, for the administrator, the client and a
 * signed-out visitor: one test per page and visitor, which loads the page in light skin,
 * then reloads it in dark skin and right to left, then (for the one the page is for) on a
 * 360 px phone. Each pass checks a visible heading, the skin and direction on `<html>`,
 * no serious or critical axe violation (and on the phone, no sideways scrolling), no
 * Content-Security-Policy violation in any document loaded, and a customizer button that
 * covers no control and no text; the fixture fails the test on
 * any console error or uncaught exception.
 *
 * A visitor a guard sends elsewhere (a client on an administrator's page, a signed-in user
 * on the login page) is checked landing there without error; the page it lands on has its
 * own test. Run one page alone with `-g " <page id>:"`, e.g. `-g " email:"`.
 */
const visitable = (entry: BuiltEntry) => !entry.path.includes(':') || entry.link !== entry.path;
const pages = builtEntries.filter(visitable);

type Visitor = Role | 'guest';
const visitors: Array<{ who: Visitor; entries: BuiltEntry[] }> = [
  { who: 'admin', entries: pages },
  { who: 'client', entries: pages },
  // Signed out: the public and guest pages (a private one only shows the login page again).
  { who: 'guest', entries: pages.filter((entry) => entry.access !== 'private') },
];

/** Whom the phone pass is for: the visitor the page is made for. */
const phoneVisitor = (entry: BuiltEntry): Visitor => (entry.access === 'guest' ? 'guest' : 'admin');

for (const { who, entries } of visitors) {
  test.describe(`smoke as ${who}`, () => {
    if (who !== 'guest') test.use({ storageState: storageFor(who) });
    // Up to three page loads with axe each: the limit catches a hang, not a slow machine.
    test.describe.configure({ timeout: 180_000 });

    for (const entry of entries) {
      test(`${entry.id}: ${entry.link}`, async ({ page }, testInfo) => {
        const label = `${entry.id} as ${who}`;
        const started = Date.now();
        let loads = 1;
        await seedStorage(page, {
          skin: JSON.stringify('light'),
          direction: JSON.stringify('ltr'),
        });
        await watchPolicyViolations(page);
        await page.goto(entry.link);
        await pageSettled(page);
        if (!landedOn(page, entry)) {
          await expectNoPolicyViolations(page, `${label}, redirected`);
          testInfo.annotations.push({
            type: 'redirect',
            description: `${label} lands on ${new URL(page.url()).pathname}`,
          });
          return;
        }

        await test.step('light', () =>
          checkPass(page, `${label}, light`, { skin: 'light', direction: 'ltr' }));

        await test.step('dark, right to left', async () => {
          await storeLayout(page, 'dark', 'rtl');
          await page.reload();
          loads += 1;
          await checkPass(page, `${label}, dark RTL`, { skin: 'dark', direction: 'rtl' });
        });

        if (who === phoneVisitor(entry)) {
          await test.step('360 px phone', async () => {
            // The phone layout has its own parts (menu drawer, one-pane apps, full-screen dialogs).
            await storeLayout(page, 'light', 'ltr');
            await page.setViewportSize(PHONE);
            await page.reload();
            loads += 1;
            await pageSettled(page);
            await expectLayout(page, 'light', 'ltr');
            await expectNoSidewaysScroll(page);
            await expectAccessible(page, `${label}, 360 px`);
            await expectNoPolicyViolations(page, `${label}, 360 px`);
            await expectCustomizerClear(page, `${label}, 360 px`);
          });
        }

        testInfo.annotations.push({
          type: 'measure',
          description: `${label}: ${loads} page loads in ${((Date.now() - started) / 1000).toFixed(1)} s`,
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
