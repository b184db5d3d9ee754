import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The profile as a person uses it: a like and a vote, a comment and a connection request, each
 * still there after a reload; the feed to its end; the page on a phone and in dark skin. Each
 * test starts from the seed (a fresh browser context has its own demo database).
 */
test.use({ storageState: storageFor('admin') });
// Reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 120_000 });

const post = (page: Page, author: string) =>
  page.getByRole('article', { name: author, exact: true });
const poll = (page: Page) => page.getByRole('region', { name: 'Enquete' });

async function openProfile(page: Page) {
  await page.goto('/pages/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Helena Duarte' })).toBeVisible({
    timeout: 60_000,
  });
}

/** What the demo database keeps: a save is waited for here, not on screen. */
const storedMarks = async (page: Page) =>
  (await readDemoRows<{ id: string; on: boolean }>(page, 'profile-marks'))
    ?.filter((row) => row.on)
    .map((row) => row.id) ?? [];
const storedVotes = async (page: Page) =>
  (await readDemoRows<{ option: string }>(page, 'profile-poll-votes'))?.map((row) => row.option) ??
  [];

test('likes a post and votes in the poll; both are still there after a reload', async ({
  page,
}) => {
  await openProfile(page);
  const first = post(page, 'Ana Beatriz Souza');
  await first.getByRole('button', { name: 'Curtir (132 curtidas)' }).click();
  await expect(
    first.getByRole('button', { name: 'Curtir (133 curtidas)', pressed: true }),
  ).toBeVisible();

  await expect(poll(page).getByRole('progressbar')).toHaveCount(0);
  await poll(page).getByRole('radio', { name: 'Pesquisa com usuários' }).check();
  await poll(page).getByRole('button', { name: 'Votar' }).click();
  await expect(poll(page).getByText('Seu voto')).toBeVisible();
  await expect(poll(page).getByRole('progressbar')).toHaveCount(4);
  await expect(poll(page).getByText('38 votos')).toBeVisible();

  await expect.poll(() => storedMarks(page)).toEqual(['1:post:1']);
  await expect.poll(() => storedVotes(page)).toEqual(['pesquisa']);

  await page.reload();
  await expect(
    post(page, 'Ana Beatriz Souza').getByRole('button', {
      name: 'Curtir (133 curtidas)',
      pressed: true,
    }),
  ).toBeVisible({ timeout: 60_000 });
  const mine = poll(page).getByRole('listitem').filter({ hasText: 'Seu voto' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Pesquisa com usuários');
  await expect(poll(page).getByText('38 votos')).toBeVisible();
  await expectAccessible(page, 'profile after a like and a vote');

  // The vote moves; the like is taken back; the reload shows both.
  await poll(page).getByRole('button', { name: 'Mudar voto' }).click();
  await poll(page).getByRole('radio', { name: 'Acessibilidade' }).check();
  await poll(page).getByRole('button', { name: 'Votar' }).click();
  await expect(mine).toContainText('Acessibilidade');
  await post(page, 'Ana Beatriz Souza')
    .getByRole('button', { name: 'Curtir (133 curtidas)' })
    .click();
  await expect.poll(() => storedMarks(page)).toEqual([]);
  await expect.poll(() => storedVotes(page)).toEqual(['acessibilidade']);
  await page.reload();
  await expect(
    post(page, 'Ana Beatriz Souza').getByRole('button', {
      name: 'Curtir (132 curtidas)',
      pressed: false,
    }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(mine).toContainText('Acessibilidade');
});

test('a comment and a connection request are kept after a reload', async ({ page }) => {
  await openProfile(page);
  const third = post(page, 'Mariana Castro');
  await third.getByRole('textbox', { name: 'Seu comentário' }).fill('Estarei lá, obrigada!');
  await third.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByText('Comentário publicado.')).toBeVisible();
  await expect(third.getByText('Estarei lá, obrigada!')).toBeVisible();
  await expect(third.getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('');

  await page
    .getByRole('navigation', { name: 'Seções do perfil' })
    .getByRole('link', { name: 'Conexões' })
    .click();
  const suggestions = page.getByRole('region', { name: 'Conexões sugeridas' });
  await expect(suggestions).toBeFocused();
  await expect(suggestions).toBeInViewport();
  await suggestions.getByRole('button', { name: 'Conectar' }).first().click();
  await expect(suggestions.getByRole('button', { name: 'Solicitação enviada' })).toHaveCount(1);
  await expect.poll(() => storedMarks(page)).toEqual(['1:suggestion:1']);

  await page.reload();
  await expect(post(page, 'Mariana Castro').getByText('Estarei lá, obrigada!')).toBeVisible({
    timeout: 60_000,
  });
  await expect(post(page, 'Mariana Castro').getByText('3 comentários')).toBeVisible();
  await expect(suggestions.getByRole('button', { name: 'Solicitação enviada' })).toHaveCount(1);
});

test('"Carregar mais" brings the next posts until the last one', async ({ page }) => {
  await openProfile(page);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(post(page, 'Diego Almeida').getByText(/Vídeo indisponível/)).toBeVisible();
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(post(page, 'Lucas Oliveira')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(post(page, 'Henrique Barbosa')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  await expect(page.getByText('Você já viu todas as publicações.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('one column, nothing wider than the screen, and a like still works', async ({ page }) => {
    await openProfile(page);
    const first = post(page, 'Ana Beatriz Souza');
    await expect(first).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // The about card comes before the feed, the feed before the poll: one column.
    const about = await page.getByRole('region', { name: 'Sobre' }).boundingBox();
    const feed = await first.boundingBox();
    const photos = await page.getByRole('region', { name: 'Fotos recentes' }).boundingBox();
    expect(about && feed && about.y < feed.y).toBe(true);
    expect(feed && photos && feed.y < photos.y).toBe(true);
    expect(Math.round(about?.width ?? 0)).toBe(Math.round(photos?.width ?? 0));
    await first.getByRole('button', { name: 'Curtir (132 curtidas)' }).click();
    await expect(first.getByRole('button', { name: 'Curtir (133 curtidas)' })).toBeVisible();
    await expectAccessible(page, 'profile on a phone');
  });
});

test('wide: a side column on each hand of the feed', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openProfile(page);
  const about = await page.getByRole('region', { name: 'Sobre' }).boundingBox();
  const feed = await post(page, 'Ana Beatriz Souza').boundingBox();
  const photos = await page.getByRole('region', { name: 'Fotos recentes' }).boundingBox();
  expect(about && feed && about.x + about.width <= feed.x).toBe(true);
  expect(feed && photos && feed.x + feed.width <= photos.x).toBe(true);
});
