import type { Locator, Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

/**
 * Issue #36, item 6: no event title cut in the middle of a word without an ellipsis, in any
 * view, on a laptop and a phone; a readable month on a phone; the small calendar's weekdays
 * in the main grid's form. The seeded events lie around today, two of them today.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

const phone = { width: 360, height: 740 };
const laptop = { width: 1366, height: 800 };
const views = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('.fc-view')).toBeVisible({ timeout: 60_000 });
}

interface Cut {
  text: string;
  /** Wider than its box, without an ellipsis. */
  wide: boolean;
  /** Taller than its box, without a line clamp (and so its ellipsis). */
  tall: boolean;
  /** Drawn past its event's box (cut by it). */
  outside: boolean;
}

/** Every title shown, and how it fits its box. */
const titles = (page: Page) =>
  page.evaluate(() => {
    const found: Cut[] = [];
    for (const title of document.querySelectorAll<HTMLElement>(
      '.fc-event-title, .fc-list-event-title',
    )) {
      const drawn = title.getBoundingClientRect();
      if (!drawn.width || !drawn.height) continue;
      const style = getComputedStyle(title);
      const box = (title.closest('.fc-event, .fc-list-event') ?? title).getBoundingClientRect();
      const clamp = style.webkitLineClamp;
      found.push({
        text: title.textContent ?? '',
        wide: title.scrollWidth > title.clientWidth + 1 && style.textOverflow !== 'ellipsis',
        tall: title.scrollHeight > title.clientHeight + 1 && (!clamp || clamp === 'none'),
        outside:
          drawn.bottom > box.bottom + 1 ||
          drawn.top < box.top - 1 ||
          drawn.right > box.right + 1 ||
          drawn.left < box.left - 1,
      });
    }
    return found;
  });

const cut = (found: Cut[]) => found.filter(({ wide, tall, outside }) => wide || tall || outside);

for (const [name, size] of [
  ['a laptop', laptop],
  ['a phone', phone],
] as const) {
  for (const direction of ['ltr', 'rtl']) {
    test(`no title is cut without an ellipsis, on ${name}, ${direction}`, async ({ page }) => {
      await seedStorage(page, { direction: JSON.stringify(direction) });
      await page.setViewportSize(size);
      for (const view of views) {
        await open(page, `/apps/calendar?view=${view}`);
        await expect(page.locator(`.fc-${view}-view`)).toBeVisible();
        const found = await titles(page);
        // A phone's month marks the events instead of titling them (next test).
        if (!(size === phone && view === 'dayGridMonth')) {
          expect(found.length, `${view}: titles shown`).toBeGreaterThan(0);
        }
        expect(cut(found), `${view}: titles cut`).toEqual([]);
      }
    });
  }
}

test('every shown title has its whole text as a tooltip', async ({ page }) => {
  await open(page, '/apps/calendar');
  const events = page.locator('.fc-daygrid-day .fc-event');
  await expect(events.first()).toBeVisible();
  for (const event of await events.all()) {
    const title = await event.locator('.fc-event-title').textContent();
    await expect(event).toHaveAttribute('title', title ?? '');
  }
});

test('a phone’s month marks each day’s events, and a tap opens the day', async ({ page }) => {
  await page.setViewportSize(phone);
  await open(page, '/apps/calendar');
  // No title squeezed into a 45 px cell, no hour alone: coloured marks and a named day.
  await expect(page.locator('.fc-daygrid-day .fc-event')).toHaveCount(0);
  const today = page.getByRole('button', { name: /eventos?: .*Reunião de planejamento/ });
  await expect(today).toBeVisible();
  await expect(today.getByTestId('day-marks').locator('span')).not.toHaveCount(0);
  await today.click();
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await expect(page).toHaveURL(/view=timeGridDay/);
  const title = page.locator('.fc-event-title', { hasText: 'Reunião de planejamento da sprint' });
  await expect(title).toBeVisible();
  expect(cut(await titles(page))).toEqual([]);
  // The month stays a choice.
  await page.getByRole('combobox', { name: 'Visualização' }).click();
  await page.getByRole('option', { name: 'Mês' }).click();
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
});

/** The weekday labels of the main grid and of the small calendar, as drawn. */
async function weekdays(page: Page, smallIn: Page | Locator = page) {
  const main = await page.locator('.fc-col-header-cell-cushion').allInnerTexts();
  const small = await smallIn.locator('.mantine-DatePicker-weekday:visible').allInnerTexts();
  return { main, small };
}

for (const [language, sunday] of [
  ['br', 'dom.'],
  ['en', 'Sun'],
] as const) {
  test(`the small calendar's weekdays are the main grid's (${language})`, async ({ page }) => {
    await seedStorage(page, { language: JSON.stringify(language) });
    await open(page, '/apps/calendar?view=dayGridMonth');
    const shown = await weekdays(page);
    expect(shown.main).toHaveLength(7);
    expect(shown.main[0]).toBe(sunday);
    expect(shown.small).toEqual(shown.main);
  });
}

test('on a phone, the drawer’s small calendar has the grid’s weekdays too', async ({ page }) => {
  await page.setViewportSize(phone);
  await open(page, '/apps/calendar?view=dayGridMonth');
  await page.getByRole('button', { name: 'Abrir calendários' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('.mantine-DatePicker-weekday').first()).toBeVisible();
  const shown = await weekdays(page, drawer);
  expect(shown.main[0]).toBe('dom.');
  expect(shown.small).toEqual(shown.main);
});
