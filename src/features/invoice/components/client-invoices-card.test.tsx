import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedInvoices } from '../demo/data';
import { ClientInvoicesCard } from './client-invoices-card';

beforeEach(async () => {
  await signInAs('admin');
});

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the client invoices card', () => {
  it('lists the client’s invoices, each linked, and leads to the list searched by name', async () => {
    renderWithProviders(<ClientInvoicesCard clientName="Ana Beatriz Souza" />);
    const mine = seedInvoices().filter((invoice) => invoice.client.name === 'Ana Beatriz Souza');
    const table = await screen.findByRole('table', { name: 'Faturas de Ana Beatriz Souza' });
    await waitFor(() => expect(rows(table)).toHaveLength(mine.length));
    const newest = Math.max(...mine.map((invoice) => invoice.id));
    expect(within(rows(table)[0]!).getByRole('link', { name: `#${newest}` })).toHaveAttribute(
      'href',
      `/apps/invoice/preview/${newest}`,
    );
    expect(within(rows(table)[0]!).getAllByText(/^R\$\s/)[0]).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todas as faturas' })).toHaveAttribute(
      'href',
      '/apps/invoice/list?q=Ana+Beatriz+Souza',
    );
  });

  it('pages inside the card, leaving the page’s URL alone', async () => {
    // A short search that many invoices match, so there is more than one page.
    const { user, router } = renderWithProviders(<ClientInvoicesCard clientName="a" />, {
      route: '/apps/user/view/1?tab=account',
      path: '/apps/user/view/:id',
    });
    expect(await screen.findByText(/^1–5 de \d+$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText(/^6–10 de \d+$/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=account');
  });

  it('says when the client has no invoice yet', async () => {
    renderWithProviders(<ClientInvoicesCard clientName="Cliente Sem Faturas" />);
    expect(await screen.findByText('Nenhuma fatura ainda')).toBeVisible();
    expect(
      screen.getByText('As faturas emitidas para Cliente Sem Faturas aparecem aqui.'),
    ).toBeVisible();
  });
});
