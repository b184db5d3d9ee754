import { builtEntries, type BuiltEntry } from '../src/app/catalogue';
import { expect, expectAccessible, seedStorage, test } from './fixtures';
import { storageFor, type Role } from './session';

/**
 * Every built page of the route catalogue, for the administrator, the client and a
 * signed-out visitor, in light and dark skin, and for the administrator on a 360 px phone:
 * a visible heading, no console error, no uncaught exception, no serious or critical axe
 * violation (and on the phone, no sideways scrolling).
 */
const visitable = (entry: BuiltEntry) => !entry.path.includes(':') || entry.link !== entry.path;
const pages = builtEntries.filter(visitable);

const visitors: Array<{ who: Role | 'guest'; entries: BuiltEntry[] }> = [
  { who: 'admin', entries: pages },
  { who: 'client', entries: pages },
  // Signed out: the public and guest pages (a private one only shows the login page again).
  { who: 'guest', entries: pages.filter((entry) => entry.access !== 'private') },
];

for (const { who, entries } of visitors) {
  test.describe(`smoke as ${who}`, () => {
    if (who !== 'guest') test.use({ storageState: storageFor(who) });
    for (const skin of ['light', 'dark'] as const) {
      for (const entry of entries) {
        test(`${entry.id} (${entry.link}), ${skin}`, async ({ page }) => {
          await seedStorage(page, { skin: JSON.stringify(skin) });
          await page.goto(entry.link);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
          await page.waitForLoadState('networkidle');
          await expectAccessible(page, `${entry.id} as ${who}, ${skin}`);
        });
      }
    }
  });
}

// The phone layout has its own parts (menu drawer, one-pane apps, full-screen dialogs).
test.describe('smoke on a phone, as admin', () => {
  test.use({ storageState: storageFor('admin'), viewport: { width: 360, height: 740 } });
  for (const entry of pages) {
    test(`${entry.id} (${entry.link}), 360 px`, async ({ page }) => {
      await page.goto(entry.link);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing wider than the screen: a page must not scroll sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectAccessible(page, `${entry.id} on a phone`);
    });
  }
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/caminho/que/nao/existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Página não encontrada · Mirante/);
});
