import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';
import {
  customizerButton,
  expectCustomizerClear,
  pageSettled,
  PHONE,
  type Direction,
} from './smoke-checks';
import { firstSampleRow } from './mailbox';

/**
 * The customizer's button covers no content and its drawer fits its text, on a phone and on
 * a laptop, in both directions. The smoke walk checks the button on every page at its own
 * width; this spec adds the sign-in page and the mailbox at 360 and 1366 px in both directions.
 */
const LAPTOP = { width: 1366, height: 768 };
const directions: Direction[] = ['ltr', 'rtl'];

/** The button covers nothing on this page, first on a phone, then on a laptop. */
async function checkBothWidths(page: Page, label: string) {
  await page.setViewportSize(PHONE);
  await expectCustomizerClear(page, `${label}, 360 px`);
  await page.setViewportSize(LAPTOP);
  await expectCustomizerClear(page, `${label}, 1366 px`);
}

const settings = (direction: Direction, language = 'br') => ({
  skin: JSON.stringify('light'),
  direction: JSON.stringify(direction),
  language: JSON.stringify(language),
});

for (const direction of directions) {
  test.describe(`${direction}`, () => {
    test('signed out: the login page', async ({ page }) => {
      await seedStorage(page, settings(direction));
      await page.setViewportSize(PHONE);
      await page.goto('/login');
      await pageSettled(page);
      await checkBothWidths(page, `login, ${direction}`);
    });

    test.describe('as administrator', () => {
      test.use({ storageState: storageFor('admin') });

      // Other pages: the smoke walk checks the button on each (1440 px; 360 px right to left).
      test('the email list and an opened email', async ({ page }) => {
        await seedStorage(page, settings(direction));
        await page.setViewportSize(PHONE);
        await page.goto('/apps/email');
        await pageSettled(page);
        await checkBothWidths(page, `email list, ${direction}`);

        await page.setViewportSize(PHONE);
        await firstSampleRow(page).click();
        await expect(
          page.getByRole('heading', {
            level: 2,
            name: 'Relatório de vendas do terceiro trimestre',
          }),
        ).toBeVisible();
        await checkBothWidths(page, `opened email, ${direction}`);
      });
    });
  });
}

test.describe('the customizer drawer', () => {
  test.use({ storageState: storageFor('admin') });

  for (const [language, direction] of [
    ['br', 'ltr'],
    ['en', 'rtl'],
  ] as const) {
    test(`fits its text and opens on the button's side (${language}, ${direction})`, async ({
      page,
    }) => {
      await seedStorage(page, settings(direction, language));
      await page.setViewportSize(LAPTOP);
      await page.goto('/ui-element/typography');
      await pageSettled(page);
      for (const viewport of [LAPTOP, PHONE]) {
        await page.setViewportSize(viewport);
        const button = customizerButton(page);
        await button.click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByRole('heading', { level: 2 })).toBeVisible();
        const context = `${language}, ${direction}, ${viewport.width} px`;
        if (viewport.width > PHONE.width) {
          // The drawer opens on the side of the button (both move with the direction).
          const side = async (locator: typeof button) => {
            const box = await locator.boundingBox();
            return box && (box.x + box.width / 2 < viewport.width / 2 ? 'left' : 'right');
          };
          const buttonSide = await side(button);
          expect(buttonSide, `button side, ${context}`).toBe(
            direction === 'rtl' ? 'left' : 'right',
          );
          await expect.poll(() => side(drawer), `drawer side, ${context}`).toBe(buttonSide);
        }
        // No text clipped: nothing with text is wider than its box (an empty switch track,
        // whose thumb overflows by design, has none).
        const clipped = await drawer.evaluate((root) =>
          [root, ...root.querySelectorAll('*')]
            .filter((element) => element.textContent?.trim())
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map(
              (element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`,
            ),
        );
        expect(clipped, `elements wider than their box, ${context}`).toEqual([]);
        // The subtitle is not under the sticky header: its top and middle are its own.
        const subtitle = drawer.getByText(
          language === 'br'
            ? 'Ajuste o layout e veja o resultado na hora.'
            : 'Adjust the layout and see it live.',
        );
        const hidden = await subtitle.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const x = box.left + box.width / 2;
          return [box.top + 2, box.top + box.height / 2].filter(
            (y) => !element.contains(document.elementFromPoint(x, y)),
          );
        });
        expect(hidden, `subtitle points covered, ${context}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
    });
  }
});
