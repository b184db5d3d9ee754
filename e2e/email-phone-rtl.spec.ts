import type { Page } from '@playwright/test';
import { isolated, letters, overlaps, rtlEnglish } from './bidi';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

const phone = { width: 360, height: 740 };

/** The scrolling list of emails (inside the mailbox's section, which has the folder's name). */
const inbox = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('right-to-left with English: a relative time reads in order and is not clipped', async ({
  page,
}) => {
  await seedStorage(page, rtlEnglish);
  await page.goto('/apps/email');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const time = inbox(page, 'Email list: Inbox')
    .locator('time')
    .filter({ hasText: /minutes? ago/ })
    .first();
  await expect(time).toBeVisible();
  expect(await isolated(time)).toBe(true);
  await expect(time).toHaveText(/^\d+ minutes? ago$/);
  const drawn = await letters(time);
  // "6 minutes ago", not "minutes ago 6": the number is drawn first, on the left.
  expect(drawn.firstLeft).toBeLessThan(drawn.lastRight);
  expect(drawn.firstLeft).toBeGreaterThanOrEqual(drawn.box.left - 0.5);
  expect(drawn.lastRight).toBeLessThanOrEqual(drawn.box.right + 0.5);
  const clipped = await time.evaluate((node) => {
    const holder = node.parentElement as HTMLElement;
    return holder.scrollWidth > holder.clientWidth + 1;
  });
  expect(clipped).toBe(false);
});

test('right-to-left on a phone: Latin names and subjects keep their first letters', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await seedStorage(page, rtlEnglish);
  await page.goto('/apps/email');
  const rows = inbox(page, 'Email list: Inbox').getByRole('listitem');
  const row = rows.filter({ hasText: 'Ana Beatriz Souza' }).first();
  await expect(row).toBeVisible();
  for (const text of [
    row.getByText('Ana Beatriz Souza', { exact: true }),
    row.getByText('Relatório de vendas do terceiro trimestre', { exact: true }),
  ]) {
    expect(await isolated(text)).toBe(true);
    const drawn = await letters(text);
    // Cut or not, the first letter is inside the element's box, at its left.
    expect(drawn.firstLeft).toBeGreaterThanOrEqual(drawn.box.left - 0.5);
    expect(drawn.firstLeft).toBeLessThan(drawn.box.left + 4);
  }
  // A name the row has room for is shown whole.
  const name = row.getByText('Ana Beatriz Souza', { exact: true });
  expect(await name.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
});

for (const { label, storage, list, compose, dialog } of [
  {
    label: 'Portuguese',
    storage: {},
    list: 'Lista de e-mails: Caixa de entrada',
    compose: 'Escrever',
    dialog: 'Nova mensagem',
  },
  {
    label: 'English RTL',
    storage: rtlEnglish,
    list: 'Email list: Inbox',
    compose: 'Compose',
    dialog: 'New message',
  },
]) {
  test(`on a phone (${label}) the floating compose button leaves the rows readable and opens the compose`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await seedStorage(page, storage);
    await page.goto('/apps/email');
    const region = inbox(page, list);
    await expect(region.getByRole('listitem').first()).toBeVisible();
    const button = page.getByRole('button', { name: compose, exact: true });
    await expect(button).toBeVisible();
    const fab = await button.boundingBox();
    if (!fab) throw new Error('the compose button has no box');

    const texts = region.getByRole('listitem').locator('[dir="auto"], time');
    const checkRows = async () => {
      // Only what the list shows: rows drawn ahead below its edge are clipped by it.
      for (const box of await texts.evaluateAll((nodes) =>
        nodes.flatMap((node) => {
          // A row the list redrew meanwhile is no longer in it: its replacement is checked.
          const region = node.closest('[role="region"]');
          if (!region) return [];
          const rect = node.getBoundingClientRect();
          const list = region.getBoundingClientRect();
          const top = Math.max(rect.top, list.top);
          const bottom = Math.min(rect.bottom, list.bottom);
          if (bottom <= top) return [];
          return [{ x: rect.x, y: top, width: rect.width, height: bottom - top }];
        }),
      )) {
        expect(overlaps(box, fab), `row text at ${JSON.stringify(box)}`).toBe(false);
      }
    };
    await checkRows();
    // Scrolled to its end, the last rows stay clear of the button as well.
    await region.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await expect
      .poll(() =>
        region.evaluate((node) => node.scrollTop + node.clientHeight >= node.scrollHeight - 1),
      )
      .toBe(true);
    await checkRows();

    await button.click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expect(button).toBeHidden();
  });

  test(`on a phone (${label}) an opened email's date takes at most two lines`, async ({ page }) => {
    await page.setViewportSize(phone);
    await seedStorage(page, storage);
    await page.goto('/apps/email');
    await inbox(page, list).getByRole('listitem').first().getByRole('button').last().click();
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    // The list is gone: the times left on the page are the thread's, the last one opened.
    const date = page.locator('time').last();
    await expect(date).toBeVisible();
    const lines = await date.evaluate((node) => {
      const holder = node.parentElement as HTMLElement;
      const lineHeight = parseFloat(getComputedStyle(holder).lineHeight);
      return holder.getBoundingClientRect().height / lineHeight;
    });
    expect(lines).toBeLessThanOrEqual(2.05);
    expect(await isolated(date)).toBe(true);
  });
}
