import type { Page } from '@playwright/test';
import { readDemoRows, writeDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';
import { expectNoPolicyViolations, watchPolicyViolations } from './smoke-checks';

// The demo's service worker (optional, never needed by the app) would fetch the images
// itself, out of `page.route`'s sight: without it, every image request is counted here.
test.use({ storageState: storageFor('admin'), serviceWorkers: 'block' });

/** A tracking pixel on another origin: every request for it is answered here and counted. */
const PIXEL_ORIGIN = 'https://pixel.example.test';
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const SHOP = { name: 'Loja Vitrine', email: 'ofertas@vitrine.example.test', avatar: '' };
const OTHER = { name: 'Clube de Viagens', email: 'news@viagens.example.test', avatar: '' };

const body = (id: number) =>
  [
    `<p>Novidades da semana, mensagem ${id}.</p>`,
    `<img src="${PIXEL_ORIGIN}/open.gif?m=${id}" alt="Banner ${id}" width="120" height="40" usemap="#mapa-${id}">`,
    `<map name="mapa-${id}"><area shape="rect" coords="0,0,120,40" href="https://vitrine.example.test/ofertas" target="_blank" alt="Ver ofertas ${id}"></map>`,
  ].join('');

const first = { id: 9001, from: SHOP, subject: 'Vitrine: ofertas de segunda' };
const second = { id: 9002, from: SHOP, subject: 'Vitrine: ofertas de terça' };
const other = { id: 9003, from: OTHER, subject: 'Viagens: roteiros de verão' };
const seeded = [first, second, other];

/**
 * Puts our emails at the top of the stored demo mailbox (after the page has seeded it, so the
 * stored version and the other rows stay as the app wrote them) and reloads.
 */
async function seedMailbox(page: Page) {
  await page.goto('/apps/email');
  // The heading can come before the data: wait until the demo has stored its mailbox.
  await expect.poll(() => readDemoRows(page, 'emails')).not.toBeNull();
  const stored = (await readDemoRows<object>(page, 'emails')) ?? [];
  const me = { name: 'Helena Duarte', email: 'admin@demo.com' };
  const now = Date.now();
  const rows = seeded.map((email, index) => ({
    ...email,
    to: [me],
    cc: [],
    bcc: [],
    message: body(email.id),
    attachments: [],
    time: new Date(now - (index + 1) * 60_000).toISOString(),
    replies: [],
    isStarred: false,
    labels: [],
    folder: 'inbox',
    isRead: false,
  }));
  await writeDemoRows(page, 'emails', [...rows, ...stored]);
  await page.reload();
}

async function countPixels(page: Page) {
  const requests: string[] = [];
  await page.route(`${PIXEL_ORIGIN}/**`, (route) => {
    requests.push(new URL(route.request().url()).searchParams.get('m') ?? '');
    return route.fulfill({
      status: 200,
      contentType: 'image/gif',
      headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
      body: GIF,
    });
  });
  return (id: number) => requests.filter((m) => m === String(id)).length;
}

const bar = (page: Page) => page.getByText(/As imagens externas deste e-mail foram bloqueadas/);
const showImages = (page: Page) => page.getByRole('button', { name: 'Mostrar imagens' });

async function open(page: Page, subject: string) {
  const back = page.getByRole('button', { name: 'Voltar para a lista' });
  // Where the reader takes the list's place, back to the list first.
  if (await back.isVisible()) await back.click();
  await page
    .getByRole('region', { name: 'Caixa de entrada' })
    .getByRole('button', { name: new RegExp(subject) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
}

test('remote images wait for "Mostrar imagens", which is remembered for the sender only', async ({
  page,
}) => {
  const pixels = await countPixels(page);
  await watchPolicyViolations(page);
  await seedMailbox(page);

  await open(page, first.subject);
  await expect(bar(page)).toBeVisible();
  const banner = page.getByRole('img', { name: `Banner ${first.id}` });
  await expect(banner).not.toHaveAttribute('src');
  await expect(banner).toHaveAttribute('data-blocked-src', /pixel\.example\.test/);
  // The image map's link opens a new tab without access to this one.
  const area = page.locator('area');
  await expect(area).toHaveAttribute('target', '_blank');
  await expect(area).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);

  await showImages(page).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(banner).toHaveAttribute('src', `${PIXEL_ORIGIN}/open.gif?m=${first.id}`);
  await expect.poll(() => pixels(first.id)).toBe(1);

  // The same sender: shown without asking.
  await open(page, second.subject);
  await expect(page.getByRole('img', { name: `Banner ${second.id}` })).toHaveAttribute(
    'src',
    /pixel\.example\.test/,
  );
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(() => pixels(second.id)).toBe(1);

  // Another sender: still blocked, and never requested.
  await open(page, other.subject);
  await expect(bar(page)).toBeVisible();
  await expect(page.getByRole('img', { name: `Banner ${other.id}` })).not.toHaveAttribute('src');

  // After a reload the choice holds: the same sender's images show at once.
  await page.goto(`/apps/email?open=${second.id}`);
  await expect(page.getByRole('heading', { level: 2, name: second.subject })).toBeVisible();
  await expect(page.getByRole('img', { name: `Banner ${second.id}` })).toHaveAttribute(
    'src',
    /pixel\.example\.test/,
  );
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(() => pixels(second.id)).toBe(2);

  const counts = seeded.map((email) => pixels(email.id));
  console.log(`pixel requests per email ${seeded.map((e) => e.id).join('/')}: ${counts.join('/')}`);
  expect(counts).toEqual([1, 2, 0]);
  // Sanitising hostile mail (the sample's handlers) reports nothing to the page's policy.
  await expectNoPolicyViolations(page, 'in the mailbox');
});
