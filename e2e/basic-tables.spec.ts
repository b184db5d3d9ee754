import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { storageFor } from './session';
import { expectNoSidewaysScroll, PHONE } from './smoke-checks';

/**
 * The basic tables page (`/tables/reactstrap`) as a person sees it: Mantine's table styles,
 * each with employees from the demo API and their status in Portuguese; on a phone each table
 * scrolls sideways inside its card (by keyboard too), never the page.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

const STATUS = /^(Atual|Profissional|Recusado|Desligado|Candidato)$/;
const TABLES = ['Listrada', 'Com bordas', 'Destaque ao passar o mouse', 'Compacta', 'Cabeçalho escuro', 'Responsiva']; // prettier-ignore

async function openTables(page: Page) {
  await page.goto('/tables/reactstrap');
  await expect(page.getByRole('heading', { level: 1, name: 'Tabela' })).toBeVisible();
  // A header row and six employees.
  await expect(page.getByRole('table', { name: 'Listrada' }).getByRole('row')).toHaveCount(7, {
    timeout: 30_000,
  });
}

test('every table style shows employees, with their status in Portuguese', async ({ page }) => {
  await openTables(page);
  for (const name of TABLES) {
    const rows = page.getByRole('table', { name, exact: true }).getByRole('row');
    expect(await rows.count(), name).toBeGreaterThan(5);
  }
  const caption = page.getByRole('table', {
    name: /admissões mais recentes entre \d+ funcionários/,
  });
  await expect(caption.getByRole('row')).toHaveCount(6);

  const striped = page.getByRole('table', { name: 'Listrada' });
  await expect(striped.getByText(STATUS).first()).toBeVisible();
  await expect(striped.getByText(/@exemplo\.com\.br$/).first()).toBeVisible();
  const responsive = page.getByRole('table', { name: 'Responsiva' });
  await expect(responsive.getByRole('columnheader', { name: 'Salário' })).toBeVisible();
  await expect(responsive.getByText(/^R\$\s[\d.]+,\d{2}$/).first()).toBeVisible();
  await expectAccessible(page, 'basic tables');
});

test('on a phone the wide table scrolls inside its card, by keyboard too; the page does not', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openTables(page);
  const frame = page.getByRole('region', { name: 'Responsiva (role para os lados)' });
  await frame.scrollIntoViewIfNeeded();
  const sizes = await frame.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);

  // A person tabs to it and scrolls with the arrow keys.
  await frame.focus();
  await expect(frame).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => frame.evaluate((element) => element.scrollLeft), { timeout: 10_000 })
    .toBeGreaterThan(0);

  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'basic tables on a phone');
});
