import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { storageFor } from './session';

/**
 * The simple components as a person uses them, with the keyboard: an accordion opened and
 * closed, notices dismissed, a filter pill removed, a loading button. Everything else on these
 * pages is tested in their component tests; every page's skins, direction and phone width are
 * in the smoke pass.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

async function openComponent(page: Page, slug: string, heading: string) {
  await page.goto(`/components/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('accordion: one question at a time, opened and closed with the keyboard', async ({ page }) => {
  await openComponent(page, 'accordion', 'Acordeão');
  const faq = card(page, 'Perguntas frequentes');
  const delivery = faq.getByRole('button', { name: 'Qual é o prazo de entrega?' });
  const exchange = faq.getByRole('button', { name: 'Como faço para trocar um produto?' });
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/^Para as capitais/)).toBeVisible();
  await expectAccessible(page, 'accordion');

  await delivery.focus();
  await page.keyboard.press('Enter');
  await expect(delivery).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/^Para as capitais/)).toBeHidden();

  // The arrows move between the questions; Space opens the one in focus.
  await page.keyboard.press('ArrowDown');
  await expect(exchange).toBeFocused();
  await page.keyboard.press('Space');
  await expect(exchange).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/^Você tem 30 dias/)).toBeVisible();

  // Opening another closes this one.
  await page.keyboard.press('ArrowUp');
  await expect(delivery).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  await expect(exchange).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/^Você tem 30 dias/)).toBeHidden();

  // A disabled item is left out of the arrows' way and never opens.
  const options = card(page, 'Seta no início e item indisponível');
  await expect(options.getByRole('button', { name: 'Cartões salvos (em breve)' })).toBeDisabled();
});

test('alerts: notices dismissed one by one, the count following, and brought back', async ({
  page,
}) => {
  await openComponent(page, 'alerts', 'Alertas');
  const section = card(page, 'Avisos que se fecham');
  await expect(section.getByText('3 avisos na tela.')).toBeVisible();
  await expectAccessible(page, 'alerts');

  await section.getByRole('button', { name: 'Fechar aviso: Cookies' }).click();
  await expect(section.getByText('Cookies', { exact: true })).toHaveCount(0);
  await expect(section.getByText('2 avisos na tela.')).toBeVisible();

  // With the keyboard too.
  await section.getByRole('button', { name: 'Fechar aviso: Novidade no painel' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText('Novidade no painel')).toHaveCount(0);
  await expect(section.getByText('1 aviso na tela.')).toBeVisible();
  await section.getByRole('button', { name: 'Fechar aviso: Manutenção programada' }).click();
  await expect(section.getByText('Nenhum aviso. Tudo em dia!')).toBeVisible();

  await section.getByRole('button', { name: 'Mostrar os avisos de novo' }).click();
  await expect(section.getByText('3 avisos na tela.')).toBeVisible();
  await expect(section.getByText('Cookies', { exact: true })).toBeVisible();
});

test('pill badges: a filter removed with the keyboard; buttons: the boleto button loads', async ({
  page,
}) => {
  await openComponent(page, 'pill-badges', 'Selos em pílula');
  const filters = card(page, 'Filtros removíveis');
  await expect(filters.getByText('4 filtros aplicados.')).toBeVisible();
  await filters.getByRole('button', { name: 'Remover filtro: Frete grátis' }).focus();
  await page.keyboard.press('Enter');
  await expect(filters.getByText('3 filtros aplicados.')).toBeVisible();
  await expect(filters.getByText('Frete grátis')).toHaveCount(0);
  await expectAccessible(page, 'pill badges');

  await openComponent(page, 'buttons', 'Botões');
  const states = card(page, 'Estados e carregamento');
  const issue = states.getByRole('button', { name: 'Gerar boleto' });
  await issue.click();
  await expect(states.getByText('Boleto gerado: vence em 3 dias úteis.')).toBeVisible();
  await expect(issue).toBeEnabled();
  await expectAccessible(page, 'buttons');
});
