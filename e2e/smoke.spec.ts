import { builtEntries, type BuiltEntry } from '../src/app/catalogue';
import { expect, expectAccessible, seedStorage, test } from './fixtures';

/**
 * Every built page of the route catalogue, in light and dark skin: a visible heading, no
 * console error, no uncaught exception, no serious or critical axe violation.
 */
const visitable = (entry: BuiltEntry) => !entry.path.includes(':') || entry.link !== entry.path;

for (const skin of ['light', 'dark'] as const) {
  test.describe(`smoke, ${skin} skin`, () => {
    for (const entry of builtEntries.filter(visitable)) {
      test(`${entry.id} (${entry.link})`, async ({ page }) => {
        await seedStorage(page, { skin: JSON.stringify(skin) });
        await page.goto(entry.link);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${entry.id} ${skin}`);
      });
    }
  });
}

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/caminho/que/nao/existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Página não encontrada · Mirante/);
});
