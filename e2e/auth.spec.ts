import { expect, test } from './fixtures';
import { credentials, expectSignedOut, readSession, signIn, storageFor } from './session';

test.describe('signing in and out', () => {
  test('an administrator signs in, keeps the session over a reload, and signs out', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByText('Contas de demonstração')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    await signIn(page, 'admin');
    // Home: the e-commerce dashboard.
    await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
    const session = await readSession(page);
    expect(JSON.parse(session.userData ?? '{}')).toMatchObject({
      email: 'admin@demo.com',
      role: 'admin',
    });
    expect(session.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.logUsuarioSessaoID).toMatch(/^\d+$/);

    await page.reload();
    const account = page.getByRole('button', {
      name: `Menu da conta de ${credentials.admin.name}`,
    });
    await expect(account).toBeVisible();
    expect(await readSession(page)).toEqual(session);

    await account.click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
    await expectSignedOut(page);
  });

  test('wrong credentials are refused with a message, and nothing typed is lost', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.com');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@demo.com');
    await expect(page).toHaveURL(/\/login$/);
    await expectSignedOut(page);
  });

  test('registering with a used e-mail says so beside the field', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Nome de usuário' }).fill('nova.pessoa');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.com');
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Este e-mail já está em uso.')).toBeVisible();
    await expectSignedOut(page);
  });

  test('an expired access token with a valid refresh token keeps the user signed in', async ({
    page,
  }) => {
    await page.goto('/login?redirectTo=%2Fui-element%2Ftypography');
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
    const before = await readSession(page);
    // An access token the demo no longer accepts; the refresh token is still good.
    await page.evaluate(() => localStorage.setItem('accessToken', 'expirado.expirado.expirado'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favoritos' })).toBeVisible();
    await expect
      .poll(async () => (await readSession(page)).accessToken)
      .not.toBe('expirado.expirado.expirado');
    const after = await readSession(page);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.userData).toBe(before.userData);
    await expect(page).toHaveURL(/\/ui-element\/typography$/);
  });

  test('an invalid refresh token ends on the login page, and signing in returns to the page', async ({
    page,
  }) => {
    await page.goto('/login?redirectTo=%2Fui-element%2Ftypography');
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'expirado.expirado.expirado');
      localStorage.setItem('refreshToken', 'invalido.invalido.invalido');
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fui-element%2Ftypography/);
    await expect(page.getByText('Sua sessão expirou')).toBeVisible();
    await expectSignedOut(page);
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
  });

  test('signing out in one tab signs the other tab out', async ({ page, context }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    // Home: the e-commerce dashboard.
    await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
    const other = await context.newPage();
    await other.goto('/ui-element/typography');
    await expect(other.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();

    await page.getByRole('button', { name: `Menu da conta de ${credentials.admin.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(other).toHaveURL(/\/login/);
    await expect(other.getByText('Sua sessão foi encerrada em outra aba.')).toBeVisible();
  });
});

test.describe('what a client may see', () => {
  test.use({ storageState: storageFor('client') });

  test('the menu holds only its pages, and an administrator page is not authorized', async ({
    page,
  }) => {
    // Home is the first page its menu holds: its own account settings.
    await page.goto('/');
    await expect(page).toHaveURL(/\/pages\/account-settings$/);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link')).toHaveText([
      'Configurações da conta',
      'Perfil',
      'Controle de acesso',
    ]);
    await menu.getByRole('link', { name: 'Controle de acesso' }).click();
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByText('Pode ver: Autenticação')).toBeVisible();
    await expect(page.getByText('read / Auth')).toBeVisible();
    await expect(page.getByText('Conteúdo só para administradores')).toHaveCount(0);

    await page.goto('/ui-element/typography');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Você não tem acesso a esta página',
    );
  });
});
