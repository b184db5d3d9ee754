import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedInvoices } from '../demo/data';
import { invoices } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('invoice-list'));

const seeded = seedInvoices();
const newest = seeded.at(-1)!;

const table = () => screen.findByRole('table', { name: 'Faturas' });
const ids = async () =>
  within((await table()).querySelector('tbody') as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

async function openPage(route = '/apps/invoice/list', range = '1–10 de 50') {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(await screen.findByText(range)).toBeInTheDocument();
  return rendered;
}

async function rowAction(user: ReturnType<typeof renderApp>['user'], id: number, action: string) {
  await user.click(screen.getByRole('button', { name: `Ações da linha Fatura #${id}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('InvoiceListPage', () => {
  it('shows the newest ten with the sums over every invoice, statuses and balances in Portuguese', async () => {
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista de faturas' }),
    ).toBeVisible();
    expect(await ids()).toEqual(
      seeded
        .slice(-10)
        .reverse()
        .map((invoice) => `#${invoice.id}`),
    );
    const summary = screen.getByRole('region', { name: 'Resumo das faturas' });
    expect(within(summary).getByText('50')).toBeVisible();
    const pastDue = seeded.filter((invoice) => invoice.invoiceStatus === 'Past Due').length;
    expect(within(summary).getByText(String(pastDue))).toBeVisible();
    const row = screen.getByRole('row', { name: new RegExp(`#${newest.id}`) });
    expect(within(row).getByText(newest.client.name)).toBeVisible();
  });

  it('searches and filters through the URL, and says when nothing matches', async () => {
    const paid = seeded.filter((invoice) => invoice.invoiceStatus === 'Paid').length;
    const { router, user } = await openPage('/apps/invoice/list?status=Paid', `1–10 de ${paid}`);
    expect(screen.getAllByText('Paga').length).toBeGreaterThan(1);
    await user.type(screen.getByRole('searchbox'), 'nenhum-cliente-assim');
    expect(await screen.findByText('Nenhuma fatura encontrada')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toContain('q=nenhum-cliente-assim'));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('1–10 de 50')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says a credit in words, never as a bare green negative amount, and a settled one as "Quitada"', async () => {
    await openPage();
    const firstPage = seeded.slice(-10);
    const credit = firstPage.find((invoice) => invoice.balance < 0)!;
    const settled = firstPage.find((invoice) => invoice.balance === 0);
    expect(credit).toBeDefined();
    const balanceOf = (id: number) => {
      const row = screen.getByRole('row', { name: new RegExp(`#${id}`) });
      // The columns in the list's order: id, client, total, issued, balance…
      return within(row).getAllByRole('cell')[4]!;
    };
    const creditCell = balanceOf(credit.id);
    expect(creditCell).toHaveTextContent(
      `Crédito ${formatCurrency(-credit.balance, 'br')}`.replace(/\s/g, ' '),
    );
    expect(creditCell.textContent).not.toMatch(/[-−]/);
    if (settled) expect(balanceOf(settled.id)).toHaveTextContent(/^Quitada$/);
  });

  it('deletes after a confirmation, and the toast’s undo puts the invoice back', async () => {
    const { user } = await openPage();
    await rowAction(user, newest.id, 'Excluir');
    const dialog = await screen.findByRole('dialog', { name: `Excluir a fatura #${newest.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir fatura' }));
    expect(await screen.findByText(`Fatura #${newest.id} excluída.`)).toBeVisible();
    await waitFor(async () => expect(await ids()).not.toContain(`#${newest.id}`));
    expect(await invoices.find(newest.id)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText(`Fatura #${newest.id} restaurada.`)).toBeVisible();
    await waitFor(async () => expect((await ids())[0]).toBe(`#${newest.id}`));
    expect(await invoices.find(newest.id)).toBeDefined();
  });

  it('duplicates an invoice as a new draft with the next number', async () => {
    const { user } = await openPage();
    await rowAction(user, newest.id, 'Duplicar');
    const id = newest.id + 1;
    expect(await screen.findByText(`Cópia criada: fatura #${id}, como rascunho.`)).toBeVisible();
    expect(await invoices.find(id)).toMatchObject({
      client: newest.client,
      total: newest.total,
      invoiceStatus: 'Draft',
    });
    await waitFor(async () => expect((await ids())[0]).toBe(`#${id}`));
  });
});
