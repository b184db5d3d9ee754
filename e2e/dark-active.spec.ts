import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';
import { pageSettled } from './smoke-checks';

/**
 * The active item of a page's own list (the to-do's filter, the mailbox's folder) stands out
 * from its card in the dark skin at least as much as in the light one: measured as the
 * contrast ratio between the item's background (laid over the card) and the card's.
 */
test.use({ storageState: storageFor('admin') });

/** The contrast ratio between the active item's drawn background and its card's. */
function activeStandsOut(page: Page) {
  return page.evaluate(() => {
    const parse = (value: string) => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
      return { rgb: parts.slice(0, 3), alpha: parts[3] ?? 1 };
    };
    const item = document.querySelector('main .mantine-NavLink-root[data-active]');
    if (!item) throw new Error('No active item');
    let card = item.parentElement;
    while (card && parse(getComputedStyle(card).backgroundColor).alpha === 0)
      card = card.parentElement;
    if (!card) throw new Error('No card behind the item');
    const under = parse(getComputedStyle(card).backgroundColor).rgb;
    const own = parse(getComputedStyle(item).backgroundColor);
    const drawn = own.rgb.map(
      (value, index) => value * own.alpha + under[index]! * (1 - own.alpha),
    );
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(drawn), luminance(under)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

for (const { path, heading } of [
  { path: '/apps/todo', heading: 'Tarefas' },
  { path: '/apps/email', heading: 'E-mail' },
]) {
  test(`${heading}: the active item stands out in the dark skin as in the light one`, async ({
    context,
  }) => {
    const ratios: Record<string, number> = {};
    for (const skin of ['light', 'dark'] as const) {
      // A tab per skin: each starts with its own stored skin.
      const page = await context.newPage();
      await seedStorage(page, { skin: JSON.stringify(skin) });
      await page.goto(path);
      await pageSettled(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
      await expect(page.locator('main .mantine-NavLink-root[data-active]')).toHaveCount(1);
      ratios[skin] = await activeStandsOut(page);
      await page.close();
    }
    console.log(`${path}: active item against its card ${JSON.stringify(ratios)}`);
    expect(ratios.dark!).toBeGreaterThanOrEqual(ratios.light!);
  });
}
