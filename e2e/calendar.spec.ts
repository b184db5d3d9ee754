import type { Locator, Page } from '@playwright/test';
import { letters } from './bidi';
import { readDemoRows } from './demo-db';
import { injectFaults } from './faults';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

interface StoredEvent {
  id: number;
  title: string;
  start: string;
  allDay: boolean;
  extendedProps: { calendar: string; location: string };
}
/** The events as the demo database stored them (a save is waited for here). */
const stored = async (page: Page, title: string) =>
  (await readDemoRows<StoredEvent>(page, 'calendar-events'))?.find(
    (event) => event.title === title,
  );

test.use({ storageState: storageFor('admin') });
// Several reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

// A month far from the seeded one (the seed lies around today): empty, so every test starts clean.
const MONTH = '/apps/calendar?date=2030-03-10';
const day = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);
const event = (page: Page, title: string) => page.locator('.fc-event', { hasText: title });
const drawer = (page: Page, name: string) => page.getByRole('dialog', { name });

async function open(page: Page, url = MONTH) {
  await page.goto(url);
  await expect(page.locator('.fc-view')).toBeVisible({ timeout: 60_000 });
}

/** Clicks the empty part of a day's cell (not its number, not an event). */
async function clickDay(cell: Locator) {
  const box = await cell.boundingBox();
  if (!box) throw new Error('no cell');
  await cell.page().mouse.click(box.x + box.width / 2, box.y + box.height - 8);
}

async function createOn(page: Page, date: string, title: string) {
  await clickDay(day(page, date));
  const form = drawer(page, 'Adicionar evento');
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(day(page, date).locator('.fc-event', { hasText: title })).toBeVisible();
  await expect.poll(async () => (await stored(page, title))?.start).toBe(date);
}

test('create an event by clicking a day, then drag it to another day', async ({ page }) => {
  await open(page);
  const title = 'Revisão do orçamento anual';
  await createOn(page, '2030-03-12', title);
  await page.reload();
  await expect(day(page, '2030-03-12').locator('.fc-event', { hasText: title })).toBeVisible({
    timeout: 60_000,
  });
  expect(await stored(page, title)).toMatchObject({
    allDay: true,
    extendedProps: { calendar: 'Business' },
  });

  await drag(page, title, '2030-03-14');
  await expect.poll(async () => (await stored(page, title))?.start).toBe('2030-03-14');
  await page.reload();
  await expect(day(page, '2030-03-14').locator('.fc-event', { hasText: title })).toBeVisible({
    timeout: 60_000,
  });
  await expect(day(page, '2030-03-12').locator('.fc-event')).toHaveCount(0);
});

/** Drags an event onto another day with the mouse. */
async function drag(page: Page, title: string, date: string) {
  const from = await event(page, title).boundingBox();
  const to = await day(page, date).boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('a move the API refuses goes back, said in a toast', async ({ page }) => {
  // Planned before the page loads: the faults are read when the demo layer starts.
  await injectFaults(page, { path: '/apps/calendar/update-event', fault: '500' });
  await open(page);
  const title = 'Visita ao fornecedor';
  await createOn(page, '2030-03-19', title);
  await drag(page, title, '2030-03-21');
  await expect(
    page.getByText('Não foi possível mover o evento; ele voltou para onde estava'),
  ).toBeVisible();
  await expect(day(page, '2030-03-19').locator('.fc-event', { hasText: title })).toBeVisible();
  await expect(day(page, '2030-03-21').locator('.fc-event')).toHaveCount(0);
  expect((await stored(page, title))?.start).toBe('2030-03-19');
});

test('edit an event in the drawer; a missing title is said next to the field', async ({ page }) => {
  await open(page);
  await createOn(page, '2030-03-19', 'Consulta no oftalmologista');
  await event(page, 'Consulta no oftalmologista').click();
  const form = drawer(page, 'Editar evento');
  await expect(form).toBeVisible();
  const titleBox = form.getByRole('textbox', { name: 'Título' });
  await titleBox.fill('');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe o título')).toBeVisible();
  await titleBox.fill('Consulta na oftalmologia');
  await form.getByRole('textbox', { name: 'Local' }).fill('Hospital das Clínicas');
  await form.getByLabel('Calendário', { exact: true }).click();
  await page.getByRole('option', { name: 'Pessoal' }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect
    .poll(async () => (await stored(page, 'Consulta na oftalmologia'))?.extendedProps)
    .toEqual(expect.objectContaining({ calendar: 'Personal', location: 'Hospital das Clínicas' }));
  await page.reload();
  await expect(event(page, 'Consulta na oftalmologia')).toBeVisible({ timeout: 60_000 });
  await event(page, 'Consulta na oftalmologia').click();
  await expect(drawer(page, 'Editar evento').getByRole('textbox', { name: 'Local' })).toHaveValue(
    'Hospital das Clínicas',
  );
});

test('unselect a calendar and its events disappear, also after a reload', async ({ page }) => {
  await open(page);
  const title = 'Planejamento com a diretoria';
  await createOn(page, '2030-03-21', title);
  const filters = page.getByRole('group', { name: 'Filtros' });
  await filters.getByRole('checkbox', { name: 'Trabalho' }).click();
  await expect(filters.getByRole('checkbox', { name: 'Trabalho' })).not.toBeChecked();
  await expect(event(page, title)).toHaveCount(0);
  await expect(page).toHaveURL(
    /calendars=Personal%2CFamily%2CHoliday%2CETC|calendars=Personal,Family,Holiday,ETC/,
  );
  await page.reload();
  await expect(day(page, '2030-03-21')).toBeVisible({ timeout: 60_000 });
  await expect(filters.getByRole('checkbox', { name: 'Trabalho' })).not.toBeChecked();
  await expect(event(page, title)).toHaveCount(0);
  await filters.getByRole('checkbox', { name: 'Ver todos' }).click();
  await expect(event(page, title)).toBeVisible();
  await expect(page).not.toHaveURL(/calendars=/);
});

test('delete an event after a confirmation', async ({ page }) => {
  await open(page);
  const title = 'Aula experimental de natação';
  await createOn(page, '2030-03-26', title);
  await event(page, title).click();
  await drawer(page, 'Editar evento').getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir evento' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm).toBeHidden();
  await expect(event(page, title)).toHaveCount(0);
  await expect.poll(() => stored(page, title)).toBeUndefined();
  await page.reload();
  await expect(day(page, '2030-03-26')).toBeVisible({ timeout: 60_000 });
  await expect(event(page, title)).toHaveCount(0);
});

test('the views and the date live in the URL', async ({ page }) => {
  await open(page, '/apps/calendar?view=timeGridWeek&date=2030-03-12');
  await expect(page.getByRole('heading', { level: 2 })).toContainText('2030');
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
  // The next week starts on Sunday the 17th (pt-BR weeks start on Sunday).
  await expect(page).toHaveURL(/date=2030-03-17/);
  await page.reload();
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/view=timeGridWeek/);
});

test('right to left, a long title is cut at its end, and an event opens from the keyboard', async ({
  page,
}) => {
  await seedStorage(page, { direction: '"rtl"' });
  await open(page);
  const title = 'Apresentação trimestral dos resultados de vendas';
  await createOn(page, '2030-03-13', title);
  const shown = letters(event(page, title).locator('.fc-event-title'));
  // The first letter is drawn inside the event's box: the cut falls on the last words.
  await expect
    .poll(async () => {
      const { firstLeft, box } = await shown;
      return firstLeft >= box.left - 1;
    })
    .toBe(true);
  await event(page, title).focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page, 'Editar evento')).toBeVisible();
});
