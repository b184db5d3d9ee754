import { expect, test } from './fixtures';
import { isBookmarked } from './demo-db';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

test('the palette opens from the keyboard, keeps four pages, and Enter opens the first', async ({
  page,
}) => {
  await page.goto('/access-control');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'Busca global' });
  await expect(search).toBeFocused();
  await search.fill('básico');
  const pages = page.getByRole('group', { name: 'Páginas' });
  await expect(pages.getByRole('button')).toHaveCount(4);
  const first = pages.getByRole('button').first();
  await expect(first).toContainText('Entrar (básico)');
  // The first result is highlighted as the one Enter opens.
  await expect(first).toHaveAttribute('data-selected');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/login-basic$/);
});

test('“/” opens it too, Esc closes it, and an unknown word says nothing was found', async ({
  page,
}) => {
  await page.goto('/ui-element/typography');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('/');
  const search = page.getByRole('textbox', { name: 'Busca global' });
  await search.fill('zzz nada');
  await expect(page.getByText('Nada encontrado para “zzz nada”.')).toBeVisible();
  await search.fill('helena');
  await expect(page.getByRole('group', { name: 'Arquivos' }).getByRole('button')).toHaveCount(2);
  await page.getByRole('group', { name: 'Arquivos' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Arquivo' })).toContainText(
    'Relatório trimestral 3T.pdf',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a bookmark added from the star menu shows in the navbar and survives a reload', async ({
  page,
}) => {
  await page.goto('/access-control');
  const bar = page.getByRole('navigation', { name: 'Favoritos' });
  await expect(bar.getByRole('link', { name: 'Tipografia' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await page.getByRole('textbox', { name: 'Filtrar páginas' }).fill('tipo');
  await page.getByRole('button', { name: 'Adicionar Tipografia aos favoritos' }).click();
  // Shown at once (optimistic); the reload waits for the save itself.
  await expect(bar.getByRole('link', { name: 'Tipografia' })).toBeVisible();
  await expect.poll(() => isBookmarked(page, 'typography')).toBe(true);

  await page.reload();
  await expect(bar.getByRole('link', { name: 'Tipografia' })).toBeVisible();
  await bar.getByRole('link', { name: 'Tipografia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();

  await page.getByRole('button', { name: 'Favoritos' }).click();
  await page.getByRole('button', { name: 'Remover Tipografia dos favoritos' }).click();
  await expect.poll(() => isBookmarked(page, 'typography')).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Tipografia' })).toHaveCount(0);
});

test.describe('as the client', () => {
  test.use({ storageState: storageFor('client') });

  test('only the pages it may open are found', async ({ page }) => {
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Busca global' }).fill('a');
    const pages = page.getByRole('group', { name: 'Páginas' });
    // Its own account settings and profile (read Auth), and access control: nothing else.
    await expect(pages.getByRole('button')).toHaveText([
      /Configurações da conta/,
      /Perfil/,
      /Controle de acesso/,
    ]);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the palette takes the whole screen', async ({ page }) => {
    await page.goto('/access-control');
    await page.getByRole('button', { name: 'Buscar (Ctrl+K)' }).click();
    const search = page.getByRole('textbox', { name: 'Busca global' });
    await expect(search).toBeVisible();
    const box = await search.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
  });
});

test('a default bookmark removed stays removed after a reload', async ({ page }) => {
  await page.goto('/access-control');
  const bar = page.getByRole('navigation', { name: 'Favoritos' });
  // E-mail is bookmarked by default (chat, to-do and calendar too, once built).
  await expect(bar.getByRole('link', { name: 'E-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await page.getByRole('button', { name: 'Remover E-mail dos favoritos' }).click();
  await expect(bar.getByRole('link', { name: 'E-mail' })).toHaveCount(0);
  await expect.poll(() => isBookmarked(page, 'email')).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favoritos' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'E-mail' })).toHaveCount(0);
});
