import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from './fixtures';
import { readDemoRows } from './demo-db';
import { credentials, storageFor } from './session';

/**
 * The blog as a person uses it: find a post, comment on it, edit it, and find both after a
 * reload; the post that carries a script and an `onerror` image runs nothing; on a phone the
 * sidebar comes after the posts. Each test starts from the seed (a fresh context has its own
 * demo database).
 */
test.use({ storageState: storageFor('admin') });
// Several reloads and the editor's chunk on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

const POST = 'Testes que leem como gente: Testing Library na prática';
const UNSAFE = 'Segurança no front-end: o que o sanitizador remove';

interface StoredPost {
  id: number;
  title: string;
  content: string;
}
interface StoredComment {
  blogId: number;
  commentText: string;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Artigos' }).getByRole('article');
const search = (page: Page) =>
  page.getByRole('complementary', { name: 'Navegar pelo blog' }).getByRole('searchbox', {
    name: 'Pesquisar artigos',
  });

async function openList(page: Page) {
  await page.goto('/pages/blog/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista do blog' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });
}

/** From the list, the post found by `words`, opened by its title. */
async function openPost(page: Page, words: string, title: string) {
  await openList(page);
  await search(page).fill(words);
  await expect(page).toHaveURL(/q=/);
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('comment on a post and edit it; after a reload the list and the post show both', async ({
  page,
}) => {
  await openPost(page, 'testing library', POST);
  await expectAccessible(page, 'blog detail');

  // A comment, in the signed-in user's name.
  const form = page.getByRole('form', { name: 'Deixe um comentário' });
  await expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveValue(credentials.admin.name);
  await form.getByRole('button', { name: 'Publicar comentário' }).click();
  await expect(form.getByText('Escreva seu comentário.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Comentário/ }).fill('Vou aplicar no meu time amanhã.');
  await form.getByRole('button', { name: 'Publicar comentário' }).click();
  const thread = page.getByRole('list', { name: 'Comentários' });
  await expect(thread.getByText('Vou aplicar no meu time amanhã.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Comentário/ })).toHaveValue('');
  await expect
    .poll(async () =>
      (await readDemoRows<StoredComment>(page, 'blog-comments'))?.some(
        (comment) => comment.commentText === 'Vou aplicar no meu time amanhã.',
      ),
    )
    .toBe(true);

  // The edit: a new title (a published post keeps its address) and a sentence at the end.
  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar artigo' })).toBeVisible();
  const title = page.getByRole('textbox', { name: /^Título/ });
  await expect(title).toHaveValue(POST);
  await title.fill('Testes legíveis com Testing Library');
  await expect(page.getByRole('textbox', { name: /^Slug/ })).toHaveValue(
    'testes-que-leem-como-gente',
  );
  const content = page.getByRole('textbox', { name: 'Conteúdo' });
  await content.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Um parágrafo escrito no editor.');
  await expectAccessible(page, 'blog edit');
  await page.getByRole('button', { name: 'Salvar artigo' }).click();
  await expect(page.getByText('Artigo “Testes legíveis com Testing Library” salvo.')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await readDemoRows<StoredPost>(page, 'blog-posts'))?.find((post) =>
          post.content.includes('Um parágrafo escrito no editor.'),
        )?.title,
    )
    .toBe('Testes legíveis com Testing Library');
  await page.getByRole('button', { name: 'Ver artigo' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Testes legíveis com Testing Library' }),
  ).toBeVisible();

  await page.reload();
  const article = page.getByRole('article', { name: 'Testes legíveis com Testing Library' });
  await expect(article.getByText('Um parágrafo escrito no editor.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(thread.getByText('Vou aplicar no meu time amanhã.')).toBeVisible();

  await openList(page);
  await search(page).fill('legiveis');
  await expect(cards(page)).toHaveCount(1);
  await expect(
    cards(page).getByRole('link', { name: 'Testes legíveis com Testing Library', exact: true }),
  ).toBeVisible();
});

test('the post with a script and an onerror image runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openPost(page, 'sanitizador', UNSAFE);
  const article = page.getByRole('article', { name: UNSAFE });
  await expect(article.getByText(/Logo acima havia um elemento/)).toBeVisible();
  await expect(article.getByText('O que é removido')).toBeVisible();
  const report = await page.evaluate(() => ({
    xss: (window as { __xss?: unknown }).__xss,
    scripts: document.querySelectorAll('main script').length,
    handlers: [...document.querySelectorAll('main *')].filter((element) =>
      [...element.attributes].some((attr) => attr.name.startsWith('on')),
    ).length,
  }));
  expect(report).toEqual({ xss: undefined, scripts: 0, handlers: 0 });
  expect(dialogs).toEqual([]);
});

test('a category narrows the list; on a phone the sidebar comes after the posts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openList(page);
  await expectAccessible(page, 'blog list, phone');
  const sidebar = page.getByRole('complementary', { name: 'Navegar pelo blog' });
  const list = page.getByRole('list', { name: 'Artigos' });
  const [listBox, sidebarBox] = [await list.boundingBox(), await sidebar.boundingBox()];
  expect(sidebarBox!.y).toBeGreaterThanOrEqual(listBox!.y + listBox!.height);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await sidebar
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: /^Carreira/ })
    .click();
  await expect(page).toHaveURL(/category=career/);
  await expect(page.getByText(/artigos? em Carreira/)).toBeVisible();
  // The list drawn for the category: some cards, every one of them in it (the whole blog's
  // cards may still be leaving as the count changes).
  const others = cards(page).filter({ hasNot: page.getByText('Carreira', { exact: true }) });
  await expect
    .poll(async () => ({ shown: (await cards(page).count()) > 0, others: await others.count() }))
    .toEqual({ shown: true, others: 0 });
});
