import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';
import {
  checkPass,
  DESKTOP,
  expectAccessible,
  storeLayout,
  watchPolicyViolations,
} from './smoke-checks';

/**
 * The horizontal layout on a sample of pages, one per menu section and kind of page (a
 * dashboard, an app, a list, a form, a chart, a showcase page, a page layout): the smoke
 * walk's checks in light left to right, then dark right to left, each with a section's
 * dropdown and a submenu open for axe. The whole catalogue is walked in the vertical layout
 * (smoke.spec.ts); what the horizontal one changes is the frame, the same on every page.
 */
const sample = [
  { link: '/', section: 'Painéis' },
  { link: '/apps/email', section: 'Aplicativos e páginas' },
  { link: '/apps/user/list', section: 'Aplicativos e páginas' },
  { link: '/components/alerts', section: 'Interface' },
  { link: '/page-layout/layout-full', section: 'Interface' },
  { link: '/forms/layout', section: 'Formulários e tabelas' },
  { link: '/charts/apex', section: 'Gráficos' },
];

test.use({ storageState: storageFor('admin'), viewport: DESKTOP });

for (const { link, section } of sample) {
  test(`horizontal layout: ${link}`, async ({ page }) => {
    await seedStorage(page, {
      menuLayout: '"horizontal"',
      skin: '"light"',
      direction: '"ltr"',
    });
    await watchPolicyViolations(page);
    await page.goto(link);
    const bar = page.locator('nav[data-horizontal-menu]');
    for (const [skin, direction] of [
      ['light', 'ltr'],
      ['dark', 'rtl'],
    ] as const) {
      const context = `${link}, horizontal, ${skin} ${direction}`;
      if (skin === 'dark') await storeLayout(page, skin, direction);
      await checkPass(page, context, { skin, direction });
      await expect(bar).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Menu principal' })).toHaveCount(0);

      // A dropdown and its first submenu, open, pass axe too.
      await bar.getByRole('button', { name: section }).click();
      const menu = page.getByRole('menu').first();
      await expect(menu).toBeVisible();
      const group = menu.locator('[aria-haspopup="menu"]').first();
      if ((await group.count()) > 0) {
        await group.hover();
        await expect(page.getByRole('menu')).toHaveCount(2);
      }
      await expectAccessible(page, `${context}, menu open`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      // Away from any row: a hovered row is another state, not this page's.
      await page.getByRole('heading', { level: 1 }).hover();
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  });
}
