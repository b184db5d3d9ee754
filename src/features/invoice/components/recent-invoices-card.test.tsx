import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedInvoices } from '../demo/data';
import { RecentInvoicesCard } from './recent-invoices-card';

beforeEach(async () => {
  await signInAs('admin');
});

const card = () => screen.getByRole('region', { name: 'Transações recentes' });
const rows = () => within(card()).getAllByRole('row').slice(1);

describe('the recent invoices card', () => {
  it('shows its skeleton, then the five newest invoices in pt-BR', async () => {
    renderWithProviders(<RecentInvoicesCard />);
    expect(within(card()).getByTestId('card-skeleton')).toBeInTheDocument();
    expect(await within(card()).findByRole('table')).toBeVisible();
    expect(rows()).toHaveLength(5);
    // The five newest by issue date, as the sample data has them (ties keep the list's order).
    const newest = [...seedInvoices()]
      .sort((a, b) => b.issuedDate.localeCompare(a.issuedDate))
      .slice(0, 5)
      .map((invoice) => `#${invoice.id}`);
    expect(rows().map((row) => row.firstElementChild?.textContent)).toEqual(newest);
    // Amounts in reais, statuses in Portuguese.
    expect(within(rows()[0]!).getByText(/^R\$\s/)).toBeVisible();
    expect(
      within(card()).queryAllByText(/^(Paga|Baixada|Enviada|Rascunho|Pagamento parcial|Vencida)$/)
        .length,
    ).toBeGreaterThan(0);
  });

  it('shows a retry in its place when the call fails, and the retry recovers', async () => {
    server.use(
      mock.get('*/apps/invoice/invoices', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<RecentInvoicesCard />);
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar “Transações recentes”');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(card()).findByRole('table')).toBeVisible();
    expect(rows()).toHaveLength(5);
  });
});
