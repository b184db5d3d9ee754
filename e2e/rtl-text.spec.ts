import type { Locator, Page } from '@playwright/test';
import { letters, overlaps, rtlEnglish } from './bidi';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

/**
 * Right to left with Latin-script text: sentences keep their final period or "?" at their
 * end while lining up with the page's right edge, the minimised compose sits at the end of
 * the lines (the left), toasts read in order at the top left with a named close button, undo
 * and redo arrows turn, and on a short phone the last email scrolls
 * clear of the floating compose button.
 */

/**
 * Drawn in logical order and lined up as the page is: the first letter left of the last
 * mark, which ends its line (a right-to-left line would draw "Oi." as ".Oi"), and the line's
 * end at the element's right edge.
 */
async function expectReadsInOrder(element: Locator, sentence: string) {
  await expect(element).toHaveText(sentence);
  const drawn = await letters(element);
  const line = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()];
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    const last = rects.filter((rect) => Math.abs(rect.bottom - bottom) < 2);
    return { right: Math.max(...last.map((rect) => rect.right)) };
  });
  expect(drawn.firstLeft, `"${sentence}" starts on the left`).toBeLessThan(drawn.lastRight);
  expect(
    Math.abs(line.right - drawn.lastRight),
    `"${sentence}" ends with its last mark`,
  ).toBeLessThan(1);
  expect(drawn.box.right - line.right, `"${sentence}" lines up on the right`).toBeLessThan(2);
}

test.describe('signed out', () => {
  test('an English sentence keeps its final period at its end', async ({ page }) => {
    await seedStorage(page, rtlEnglish);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sentence = 'Sign in to your account to continue.';
    await expectReadsInOrder(page.getByText(sentence, { exact: true }), sentence);
  });

  test('a Portuguese question in a link keeps its "?" at its end', async ({ page }) => {
    await seedStorage(page, { direction: '"rtl"', language: '"br"' });
    await page.goto('/login');
    const question = 'Esqueceu a senha?';
    await expectReadsInOrder(page.getByRole('link', { name: question }), question);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: storageFor('admin') });

  async function composeWithSubject(page: Page, subject: string) {
    await page.getByRole('button', { name: 'Compose', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
    return page.getByRole('dialog', { name: subject });
  }

  test('the minimised compose sits at the end of the lines; its title and the toast read in order', async ({
    page,
  }) => {
    await seedStorage(page, rtlEnglish);
    await page.goto('/apps/email');
    const subject = 'Lunch on Friday?';
    const dialog = await composeWithSubject(page, subject);
    // The subject as typed: its own direction, in the field and in the window's title.
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('dir', 'auto');
    await expectReadsInOrder(dialog.getByRole('heading', { name: subject }), subject);

    await dialog.getByRole('button', { name: 'Minimise' }).click();
    const bar = page.getByRole('region', { name: 'Minimised message' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    if (!box) throw new Error('the minimised compose has no box');
    // Right to left, lines end on the left: the bar is 12 px from the viewport's left edge.
    expect(box.x).toBeGreaterThanOrEqual(11);
    expect(box.x).toBeLessThanOrEqual(13);
    await expectReadsInOrder(bar.getByText(subject, { exact: true }), subject);

    await bar.getByRole('button', { name: 'Close and keep the draft' }).click();
    const toast = page.getByText('Draft kept. Click “Compose” to go on.', { exact: true });
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((node) => getComputedStyle(node).unicodeBidi)).toBe('plaintext');
    await expectReadsInOrder(toast, 'Draft kept. Click “Compose” to go on.');
    // The toast stands in the top corner at the reading end (the left), its close button named.
    const card = page.locator('.mantine-Notification-root').filter({ has: toast });
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error('the toast has no box');
    expect(cardBox.x + cardBox.width).toBeLessThan((page.viewportSize()?.width ?? 0) / 2);
    await expect(card.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  test('undo and redo point along the reading direction', async ({ page }) => {
    await seedStorage(page, rtlEnglish);
    await page.goto('/apps/email');
    const dialog = await composeWithSubject(page, 'Undo');
    for (const name of ['Undo', 'Redo']) {
      const button = dialog.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      // scaleX(-1): the curved arrow turns to face the reading direction.
      const icon = button.locator('svg');
      expect(await icon.evaluate((node) => getComputedStyle(node).transform)).toBe(
        'matrix(-1, 0, 0, 1, 0, 0)',
      );
    }
  });

  test('left to right, the minimised compose sits on the right', async ({ page }) => {
    await seedStorage(page, { direction: '"ltr"', language: '"en"' });
    await page.goto('/apps/email');
    const dialog = await composeWithSubject(page, 'Notes');
    await dialog.getByRole('button', { name: 'Minimise' }).click();
    const box = await page.getByRole('region', { name: 'Minimised message' }).boundingBox();
    if (!box) throw new Error('the minimised compose has no box');
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.abs(width - 12 - (box.x + box.width))).toBeLessThanOrEqual(1);
  });

  for (const direction of ['rtl', 'ltr'] as const) {
    test(`on a short phone (${direction}) the last email scrolls clear of the compose button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 560 });
      await seedStorage(page, { direction: JSON.stringify(direction), language: '"en"' });
      await page.goto('/apps/email');
      const list = page.getByRole('region', { name: 'Email list: Inbox', exact: true });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      const fab = await page.getByRole('button', { name: 'Compose', exact: true }).boundingBox();
      if (!fab) throw new Error('the compose button has no box');

      // To the end of the list, and of the page around it.
      await list.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
      await expect
        .poll(() =>
          list.evaluate((node) => node.scrollTop + node.clientHeight >= node.scrollHeight - 1),
        )
        .toBe(true);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      const last = list.getByRole('listitem').last();
      await expect(last).toBeInViewport();
      const row = await last.boundingBox();
      if (!row) throw new Error('the last row has no box');
      expect(
        overlaps(row, fab),
        `last row ${JSON.stringify(row)}, button ${JSON.stringify(fab)}`,
      ).toBe(false);
      expect(row.y + row.height).toBeLessThanOrEqual(fab.y);
    });
  }
});
