import type { Page } from '@playwright/test';
import { readDemoRows, writeDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// The demo's service worker (optional, never needed by the app) would fetch the pictures
// itself, out of `page.route`'s sight: without it, every request to the host is counted here.
test.use({ storageState: storageFor('admin'), serviceWorkers: 'block' });

/** A site that is not ours: every request for it is answered here and counted. */
const TRACKER = 'https://rastreio.example';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC',
  'base64',
);
const COVER = `${TRACKER}/capa.png`;
const SHOW = 'Mostrar imagens de rastreio.example';

interface TaskRow {
  title: string;
  coverImage?: string;
  attachments: { name: string; img: string }[];
  comments: { name: string; img: string; comment: string }[];
  assignedTo: { title: string; img: string }[];
}

async function countRequests(page: Page) {
  const paths: string[] = [];
  await page.route(`${TRACKER}/**`, (route) => {
    paths.push(new URL(route.request().url()).pathname);
    return route.fulfill({
      status: 200,
      contentType: 'image/png',
      headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
      body: PNG,
    });
  });
  return () => paths;
}

/**
 * Gives the first stored card a cover, an attachment, an assignee and a comment whose pictures
 * are on the tracker (as an integrator could send them), then reloads. Returns its title.
 */
async function seedCard(page: Page): Promise<string> {
  await page.goto('/apps/kanban');
  await expect.poll(() => readDemoRows(page, 'kanban-tasks')).not.toBeNull();
  const rows = (await readDemoRows<TaskRow>(page, 'kanban-tasks')) ?? [];
  const [first, ...rest] = rows;
  if (!first) throw new Error('no kanban card stored');
  const tracked: TaskRow = {
    ...first,
    coverImage: COVER,
    attachments: [{ name: 'foto-da-vitrine.png', img: `${TRACKER}/anexo.png` }],
    assignedTo: [{ title: 'Ana Souza', img: `${TRACKER}/ana.png` }],
    comments: [{ name: 'Bruno Lima', img: `${TRACKER}/bruno.png`, comment: 'Ficou ótima.' }],
  };
  await writeDemoRows(page, 'kanban-tasks', [tracked, ...rest]);
  await page.reload();
  return first.title;
}

test('pictures on another site are not requested until their host is allowed', async ({ page }) => {
  const requested = await countRequests(page);
  const title = await seedCard(page);
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Imagem externa bloqueada')).toBeVisible({ timeout: 30_000 });
  // The person's initials stand in for her picture.
  await expect(item.getByText('AS', { exact: true })).toBeVisible();

  // The card's drawer: the attachment and the comment wait as well.
  await item.getByRole('button', { name: title, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar tarefa' });
  await expect(drawer.getByText('foto-da-vitrine.png')).toBeVisible();
  await expect(drawer.getByText('Ficou ótima.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: SHOW }).first()).toBeVisible();
  await expect(page.locator('[src*="rastreio.example"], [srcset*="rastreio.example"]')).toHaveCount(
    0,
  );
  expect(requested()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  expect(requested()).toEqual([]);

  // Allowed from the card: its cover loads, and the same host's other pictures with it.
  await item.getByRole('button', { name: SHOW }).click();
  const cover = item.locator(`img[src="${COVER}"]`);
  await expect(cover).toBeVisible();
  await expect(item.getByText('Imagem externa bloqueada')).toHaveCount(0);
  await expect.poll(() => requested().includes('/capa.png')).toBe(true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  // Remembered: after a reload the cover shows at once, with no question.
  await page.reload();
  const again = page.getByRole('listitem').filter({ hasText: title });
  await expect(again.locator(`img[src="${COVER}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(again.getByRole('button', { name: SHOW })).toHaveCount(0);
});
