import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';
import { firstSampleRow, inboxList } from './mailbox';

test.use({ storageState: storageFor('admin') });

const folders = (page: Page) => page.getByRole('navigation', { name: 'Pastas' });
const inboxCount = (page: Page) => folders(page).getByRole('link', { name: /Caixa de entrada/ });

test('the inbox shows its unread count, and opening an email marks it read', async ({ page }) => {
  await page.goto('/apps/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible();
  const badge = inboxCount(page).getByLabel(/não lidas/);
  await expect(badge).toHaveText('11');
  await firstSampleRow(page).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Relatório de vendas do terceiro trimestre' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?open=\d+/);
  await expect(badge).toHaveText('10');
});

test('search narrows the list and survives a reload through the URL', async ({ page }) => {
  await page.goto('/apps/email');
  await page.getByRole('searchbox', { name: 'Buscar e-mails' }).fill('churrasco');
  await expect(page).toHaveURL(/q=churrasco/);
  await expect(inboxList(page).getByRole('button', { name: /Fotos do churrasco/ })).toHaveCount(1);
  await expect(inboxList(page).getByRole('button', { name: /Relatório de vendas/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar e-mails' })).toHaveValue('churrasco');
  await expect(inboxList(page).getByRole('button', { name: /Fotos do churrasco/ })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Buscar e-mails' }).fill('nada-disso');
  await expect(page.getByText('Nenhum e-mail encontrado para “nada-disso”.')).toBeVisible();
});

test('star, move to spam, a label twice, and delete to the trash', async ({ page }) => {
  await page.goto('/apps/email');
  const row = inboxList(page)
    .getByRole('listitem')
    .filter({ hasText: 'Convite: reunião de planejamento 2027' })
    .first();
  await row.getByRole('button', { name: 'Marcar com estrela' }).click();
  await folders(page).getByRole('link', { name: 'Com estrela' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Com estrela' })
      .getByText('Convite: reunião de planejamento 2027'),
  ).toBeVisible();

  await folders(page)
    .getByRole('link', { name: /Caixa de entrada/ })
    .click();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Mover para', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Spam' }).click();
  await expect(page.getByText('Movido para Spam.')).toBeVisible();
  await expect(inboxList(page).getByText('Convite: reunião de planejamento 2027')).toHaveCount(0);
  await folders(page).getByRole('link', { name: /Spam/ }).click();
  const spamRow = page
    .getByRole('region', { name: 'Spam' })
    .getByRole('listitem')
    .filter({ hasText: 'Convite: reunião de planejamento 2027' });
  await expect(spamRow).toHaveCount(1);

  // A label toggled twice is back as it was.
  const dots = spamRow.getByRole('img', { name: 'Pessoal' });
  await expect(dots).toHaveCount(0);
  for (let i = 0; i < 2; i += 1) {
    await spamRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Marcadores' }).click();
    await page.getByRole('menuitem', { name: 'Pessoal' }).click();
    await expect(dots).toHaveCount(i === 0 ? 1 : 0);
  }

  await spamRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Mover para a lixeira' }).click();
  await expect(page.getByText('Movido para a lixeira.')).toBeVisible();
  await folders(page).getByRole('link', { name: 'Lixeira' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Lixeira' })
      .getByText('Convite: reunião de planejamento 2027'),
  ).toBeVisible();
});

test('next and previous walk the list and stop at its ends', async ({ page }) => {
  await page.goto('/apps/email');
  await inboxList(page).getByRole('listitem').first().getByRole('button').last().click();
  const previous = page.getByRole('button', { name: 'E-mail anterior' });
  const next = page.getByRole('button', { name: 'Próximo e-mail' });
  await expect(previous).toBeDisabled();
  const first = await page.getByRole('heading', { level: 2 }).textContent();
  await next.click();
  await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(first ?? '');
  await previous.click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(first ?? '');
  await expect(previous).toBeDisabled();
  // Walk to the end, one email at a time.
  const heading = page.getByRole('heading', { level: 2 });
  for (let i = 0; i < 40 && (await next.isEnabled()); i += 1) {
    const current = await heading.textContent();
    await next.click();
    await expect(heading).not.toHaveText(current ?? '');
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
});

test('the unsafe email renders without running anything', async ({ page }) => {
  await page.goto('/apps/email');
  await inboxList(page)
    .getByRole('button', { name: /Você ganhou um prêmio/ })
    .click();
  await expect(page.getByText('Oferta por tempo limitado.')).toBeVisible();
  const report = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      pwned: (window as { __mirantePwned?: boolean }).__mirantePwned ?? false,
      handlers: all.filter((element) =>
        [...element.attributes].some((attr) => attr.name.startsWith('on')),
      ).length,
      javascriptUrls: all.filter((element) =>
        ['href', 'src'].some((name) => /^\s*javascript:/i.test(element.getAttribute(name) ?? '')),
      ).length,
      frames: document.querySelectorAll('main iframe, main script').length,
    };
  });
  expect(report).toEqual({ pwned: false, handlers: 0, javascriptUrls: 0, frames: 0 });
  await expect(page.getByRole('link', { name: 'Regulamento' })).toHaveAttribute('target', '_blank');
});
