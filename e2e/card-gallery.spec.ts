import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

const heading = (page: Page, level: number, name: string) =>
  page.getByRole('heading', { level, name, exact: true });

/** A card of the action page: a region named by its heading. */
const actionCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Watches an element's `aria-busy` from now on and answers whether it has been "true":
 * a refetch may be over before a poll would look at it, a mutation observer misses nothing.
 */
async function watchBusy(element: Locator): Promise<() => Promise<boolean>> {
  await element.evaluate((node) => {
    const seen = node as HTMLElement & { busySeen?: boolean };
    seen.busySeen = false;
    new MutationObserver(() => {
      if (node.getAttribute('aria-busy') === 'true') seen.busySeen = true;
    }).observe(node, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  return () =>
    element.evaluate((node) => (node as HTMLElement & { busySeen?: boolean }).busySeen === true);
}

test('basic cards: every section and card has its heading; the tabs follow the arrow keys', async ({
  page,
}) => {
  await page.goto('/cards/basic');
  await expect(heading(page, 1, 'Cartões básicos')).toBeVisible();
  for (const section of [
    'Conteúdo',
    'Com imagem',
    'Abas e pílulas',
    'Alinhamento do texto',
    'Cores do tema',
    'Grupo de cartões',
  ]) {
    await expect(heading(page, 2, section)).toBeVisible();
  }
  for (const card of [
    'Cartões do Mirante',
    'Resumo de vendas de abril',
    'Canais de atendimento',
    'Trilha da Serra do Mar',
    'Escritório no centro',
    'Nascer do sol no vale',
    'Projeto Aurora',
    'Vendas da loja',
    'Caixa de entrada',
    'Descoberta',
    'Construção',
    'Lançamento',
  ]) {
    await expect(heading(page, 3, card)).toBeVisible();
  }

  const tabs = page.getByRole('tablist', { name: 'Projeto Aurora' });
  await tabs.getByRole('tab', { name: 'Visão geral' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Equipe' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'Equipe' }).getByText('Bruno Martins'),
  ).toBeVisible();

  await page
    .getByRole('tablist', { name: 'Vendas da loja' })
    .getByRole('tab', { name: 'Mês' })
    .click();
  await expect(
    page.getByRole('tabpanel', { name: 'Mês' }).getByText(/R\$\s128\.615,30/),
  ).toBeVisible();
  await expectAccessible(page, 'basic cards');
});

test('advanced cards: each card has its heading, money in reais and dates in Portuguese', async ({
  page,
}) => {
  await page.goto('/cards/advance');
  await expect(heading(page, 1, 'Cartões avançados')).toBeVisible();
  for (const card of [
    'Parabéns, Juliana Ribeiro!',
    'Mariana Costa',
    'Encontro de desenvolvedores',
    'Tarefas da equipe',
    'Transações',
    'Acessos por navegador',
    'Pagamento da fatura',
    'Atividades recentes',
  ]) {
    await expect(heading(page, 2, card)).toBeVisible();
  }
  await expect(page.getByText(/^\+R\$\s4\.250,00$/)).toBeVisible();
  await expect(page.getByText('quinta-feira, 20 de agosto')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Meta de vendas do mês' })).toBeVisible();

  await page.getByRole('radio', { name: /Mastercard final 8210/ }).check();
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page.getByText(/agendado no cartão final 8210/)).toBeVisible();
  await expectAccessible(page, 'advanced cards');
});

test('action cards: collapse, remove and restore, refresh and full screen, as a person does', async ({
  page,
}) => {
  await page.goto('/cards/action');
  await expect(heading(page, 1, 'Cartões com ações')).toBeVisible();
  for (const card of [
    'Notas da reunião',
    'Chamados de suporte',
    'Meta do trimestre',
    'Pedidos',
    'Sessões por dispositivo',
    'Aviso da equipe',
  ]) {
    await expect(heading(page, 2, card)).toBeVisible();
  }

  // Collapse and expand.
  const notes = actionCard(page, 'Notas da reunião');
  const note = notes.getByText('Contratar duas pessoas para o suporte.');
  await notes.getByRole('button', { name: 'Recolher “Notas da reunião”' }).click();
  const expand = notes.getByRole('button', { name: 'Expandir “Notas da reunião”' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(note).toBeHidden();
  await expand.click();
  await expect(note).toBeVisible();

  // Remove two cards: one comes back from its toast, the other with "Restaurar cartões".
  await actionCard(page, 'Aviso da equipe')
    .getByRole('button', { name: 'Remover “Aviso da equipe”' })
    .click();
  await expect(heading(page, 2, 'Aviso da equipe')).toHaveCount(0);
  await expect(actionCard(page, 'Sessões por dispositivo')).toBeFocused();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Cartão “Aviso da equipe” removido.' })
    .getByRole('button', { name: 'Desfazer' })
    .click();
  await expect(heading(page, 2, 'Aviso da equipe')).toBeVisible();

  await actionCard(page, 'Pedidos').getByRole('button', { name: 'Remover “Pedidos”' }).click();
  await expect(heading(page, 2, 'Pedidos')).toHaveCount(0);
  await page.getByRole('button', { name: 'Restaurar cartões' }).click();
  await expect(heading(page, 2, 'Pedidos')).toBeVisible();
  await expect(actionCard(page, 'Pedidos')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Restaurar cartões' })).toHaveCount(0);

  // Refresh: busy while the demo API answers, then the figures and the time of the answer.
  const support = actionCard(page, 'Chamados de suporte');
  await expect(support.getByText('chamados nos últimos 28 dias')).toBeVisible();
  const wasBusy = await watchBusy(support);
  await support.getByRole('button', { name: 'Atualizar “Chamados de suporte”' }).click();
  await expect.poll(wasBusy, { timeout: 10_000 }).toBe(true);
  await expect(support).toHaveAttribute('aria-busy', 'false');
  await expect(support.getByText('chamados nos últimos 28 dias')).toBeVisible();
  await expect(support.getByText(/^Atualizado às \d{2}:\d{2}:\d{2}$/)).toBeVisible();

  // Full screen, and Escape back.
  const devices = actionCard(page, 'Sessões por dispositivo');
  const open = devices.getByRole('button', {
    name: 'Abrir “Sessões por dispositivo” em tela cheia',
  });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Sessões por dispositivo' });
  await expect(dialog.getByText('Celular')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await expectAccessible(page, 'action cards');
});
