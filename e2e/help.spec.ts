import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The help centre as a person uses it: the FAQ searched (and searched for nonsense), the
 * knowledge base from a card to a category, an article and a related one, and an article
 * that carries a script and an `onerror` image, which must run nothing.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

const KB = '/pages/knowledge-base';

declare global {
  interface Window {
    __helpArticleXss?: string;
  }
}

const faqTabs = (page: Page) =>
  page.getByRole('tablist', { name: 'Assuntos das perguntas' }).getByRole('tab');
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('the FAQ search narrows the questions, keeps them after a reload, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/pages/faq');
  await expect(h1(page, 'Perguntas frequentes')).toBeVisible();
  await expect(faqTabs(page)).toHaveCount(5, { timeout: 30_000 });
  await expectAccessible(page, 'faq');

  const search = page.getByRole('searchbox', { name: 'Pesquisar perguntas' });
  await search.fill('devolucao');
  await expect(page).toHaveURL(/q=devolucao/);
  await expect(faqTabs(page)).toHaveCount(1);
  await expect(faqTabs(page).first()).toContainText('Cancelamento e devolução');
  const question = page.getByRole('button', { name: 'Qual é o prazo para devolução?' });
  await question.click();
  await expect(page.getByText(/até sete dias corridos após o recebimento/)).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue('devolucao');
  await expect(faqTabs(page)).toHaveCount(1, { timeout: 30_000 });

  await search.fill('xyzzy quasar');
  const empty = page.getByRole('status').filter({ hasText: 'Nenhuma pergunta encontrada' });
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('“xyzzy quasar”');
  await expect(faqTabs(page)).toHaveCount(0);
  await empty.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(faqTabs(page)).toHaveCount(5);
  await expect(search).toHaveValue('');
});

test('from a knowledge-base card to its category, an article and a related one', async ({
  page,
}) => {
  await page.goto(KB);
  await expect(h1(page, 'Base de conhecimento')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6, { timeout: 30_000 });
  await expectAccessible(page, 'knowledge base');

  await page.getByRole('searchbox', { name: 'Pesquisar categorias' }).fill('fatura');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'Faturas e pagamentos', exact: true }).click();

  await expect(h1(page, 'Faturas e pagamentos')).toBeVisible();
  await expect(page).toHaveURL(`${KB}/faturas-e-pagamentos`);
  const billing = page.getByRole('region', { name: 'Cobrança' });
  await expect(billing.getByText('4 artigos')).toBeVisible();
  await expectAccessible(page, 'knowledge-base category');

  await billing.getByRole('link', { name: 'Meu pagamento foi recusado. O que faço?' }).click();
  await expect(h1(page, 'Meu pagamento foi recusado. O que faço?')).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('link', { name: 'Base de conhecimento' })).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Faturas e pagamentos' })).toBeVisible();
  await expect(page.getByText(/^Atualizado em 15 de outubro de 2026$/)).toBeVisible();
  await expectAccessible(page, 'knowledge-base article');

  const related = page.getByRole('region', { name: 'Perguntas relacionadas' });
  await related.getByRole('link', { name: 'Como emitir a segunda via do boleto?' }).click();
  await expect(h1(page, 'Como emitir a segunda via do boleto?')).toBeVisible();
  await expect(page).toHaveURL(`${KB}/faturas-e-pagamentos/segunda-via-de-boleto`);
  await expect(page.getByRole('article').getByText(/Baixar boleto/)).toBeVisible();

  await page.getByRole('button', { name: 'Sim', exact: true }).click();
  await expect(page.getByText('Obrigado pelo retorno! Que bom que ajudou.')).toBeVisible();
});

test.describe('an article with a script and an onerror image', () => {
  // Its `<img src="x">` may be answered 404 by the server: a failed load, not a fault.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('shows its text and runs nothing', async ({ page }) => {
    await page.goto(`${KB}/integracoes-e-api/incorporar-painel`);
    const article = page.getByRole('article', { name: 'Como incorporar um painel em outro site?' });
    await expect(article).toBeVisible({ timeout: 30_000 });
    await expect(article.getByText(/nada dele é executado/)).toBeVisible();
    const image = article.getByRole('img', { name: 'Pré-visualização do painel incorporado' });
    await expect(image).toBeAttached();
    await expect(image).not.toHaveAttribute('onerror');
    await expect(article.locator('script')).toHaveCount(0);
    // Give a failing image its chance to fire, then check that nothing ran.
    await image.evaluate((node) => node.dispatchEvent(new Event('error')));
    expect(await page.evaluate(() => window.__helpArticleXss)).toBeUndefined();
    await page.reload();
    await expect(article).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => window.__helpArticleXss)).toBeUndefined();
  });
});
