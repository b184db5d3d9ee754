import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { formatCurrency } from '@/lib/format';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { invoices } from '../../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('invoice-add'));

/** Reais as pt-BR writes them (`R$ 4.725,00`), the no-break space as the page's text reads. */
const brl = (value: number) => formatCurrency(value, 'br').replace(/\s/g, ' ');

type User = ReturnType<typeof renderApp>['user'];

async function openAddPage() {
  await signInAs('admin');
  const rendered = renderApp('/apps/invoice/add');
  expect(await screen.findByRole('group', { name: 'Item 1' })).toBeVisible();
  return rendered;
}

const line = (number: number) => screen.getByRole('group', { name: `Item ${number}` });
const field = (number: number, name: string) => within(line(number)).getByRole('textbox', { name });

async function typeLine(user: User, number: number, item: string, cost: string, qty?: string) {
  await user.type(field(number, 'Item'), item);
  await user.type(field(number, 'Custo'), cost);
  if (qty !== undefined) {
    await user.clear(field(number, 'Qtd.'));
    await user.type(field(number, 'Qtd.'), qty);
  }
}

const totals = () => screen.getByRole('region', { name: 'Resumo' });
/** The amount beside one of the summary's labels, as shown. */
const sum = (label: string) =>
  within(totals())
    .getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('InvoiceForm (add page)', () => {
  it('prices each line and works out the totals as cost, qty, discount and tax are typed', async () => {
    const { user } = await openAddPage();
    expect(field(1, 'Qtd.')).toHaveValue('1');
    await typeLine(user, 1, 'Loja virtual', '1500', '3');
    expect(within(line(1)).getByText(brl(4500))).toBeVisible();
    expect(brl(4500)).toBe('R$ 4.500,00');

    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(field(2, 'Item')).toHaveFocus();
    await typeLine(user, 2, 'Treinamento', '500');
    expect(within(line(2)).getByText(brl(500))).toBeVisible();
    expect(sum('Subtotal')).toBe('R$ 5.000,00');
    expect(sum('Total')).toBe('R$ 5.000,00');

    const discount = within(totals()).getByRole('textbox', { name: 'Desconto (%)' });
    const tax = within(totals()).getByRole('textbox', { name: 'Imposto (%)' });
    await user.clear(discount);
    await user.type(discount, '10');
    await user.clear(tax);
    await user.type(tax, '5');
    // 5.000 − 10 % = 4.500; + 5 % of that = 225.
    expect(sum('Desconto')).toBe('-R$ 500,00');
    expect(sum('Imposto')).toBe('R$ 225,00');
    expect(sum('Total')).toBe('R$ 4.725,00');
  });

  it('says what is wrong beside the client name and the first item, and focuses the first', async () => {
    const { user } = await openAddPage();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const name = screen.getByRole('textbox', { name: 'Nome do cliente' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe o nome do cliente.'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Informe o e-mail do cliente.',
    );
    expect(field(1, 'Item')).toHaveAccessibleDescription('Diga o que está sendo cobrado.');
    expect(field(1, 'Custo')).toHaveAccessibleDescription('Informe o custo.');

    await user.type(name, 'A');
    expect(name).toHaveAccessibleDescription('Use pelo menos 2 caracteres.');
    await user.type(field(1, 'Item'), 'Site');
    expect(field(1, 'Item')).not.toHaveAccessibleDescription();
    expect(await invoices.all()).toHaveLength(50);
  });

  it('keeps −5, a quantity of 0 and a percent out of range as typed, says why beside each, and refuses the save', async () => {
    const { user, router } = await openAddPage();
    await user.type(screen.getByRole('textbox', { name: 'Nome do cliente' }), 'Ana Souza');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@loja.com.br');
    await typeLine(user, 1, 'Consultoria', '-5', '0');
    await user.tab();
    const discount = within(totals()).getByRole('textbox', { name: 'Desconto (%)' });
    const tax = within(totals()).getByRole('textbox', { name: 'Imposto (%)' });
    await user.clear(discount);
    await user.type(discount, '-10');
    await user.clear(tax);
    await user.type(tax, '150');
    await user.tab();

    // Nothing is rewritten: the minus sign stays, 0 stays 0, 150 stays 150.
    expect(field(1, 'Custo')).toHaveValue('-5');
    expect(field(1, 'Custo')).toHaveAccessibleDescription('O valor não pode ser negativo.');
    expect(field(1, 'Qtd.')).toHaveValue('0');
    expect(field(1, 'Qtd.')).toHaveAccessibleDescription('A quantidade deve ser pelo menos 1.');
    // −5 × 0 is no "-R$ 0,00".
    expect(within(line(1)).getByText(brl(0))).toBeVisible();
    expect(discount).toHaveValue('-10');
    expect(discount).toHaveAccessibleDescription('O percentual não pode ser negativo.');
    expect(tax).toHaveValue('150');
    expect(tax).toHaveAccessibleDescription('Use um percentual de até 100.');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field(1, 'Custo')).toHaveFocus());
    expect(field(1, 'Custo')).toHaveValue('-5');
    expect(field(1, 'Qtd.')).toHaveValue('0');
    expect(router.state.location.pathname).toBe('/apps/invoice/add');
    expect(await invoices.all()).toHaveLength(50);

    // A fraction of a unit is said too, not cut to a whole number.
    await user.clear(field(1, 'Qtd.'));
    await user.type(field(1, 'Qtd.'), '1,5');
    expect(field(1, 'Qtd.')).toHaveValue('1,5');
    expect(field(1, 'Qtd.')).toHaveAccessibleDescription(
      'A quantidade deve ser um número inteiro.',
    );
  });

  it('removes a line with its values, never the last one', async () => {
    const { user } = await openAddPage();
    expect(within(line(1)).getByRole('button', { name: 'Remover item 1' })).toBeDisabled();
    await user.type(field(1, 'Item'), 'Primeiro');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await user.type(field(2, 'Item'), 'Segundo');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await user.type(field(3, 'Item'), 'Terceiro');

    await user.click(screen.getByRole('button', { name: 'Remover item 2' }));
    expect(screen.queryByRole('group', { name: 'Item 3' })).toBeNull();
    expect(field(1, 'Item')).toHaveValue('Primeiro');
    expect(field(2, 'Item')).toHaveValue('Terceiro');
    expect(field(2, 'Item')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remover item 2' }));
    expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover item 1' })).toBeDisabled();
  });

  it('keeps every value and says what failed when the save fails', async () => {
    server.use(
      demoApi('Invoice').post('/apps/invoice/add', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user, router } = await openAddPage();
    // The picker opens once the clients are in (it is disabled while they load).
    const picker = await screen.findByRole('combobox', { name: 'Escolher um cliente' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    const [first] = await screen.findAllByRole('option');
    const client = (await invoices.all()).find((invoice) =>
      first?.textContent?.startsWith(invoice.client.name),
    )!;
    await user.click(first!);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(client.client.companyEmail);
    await typeLine(user, 1, 'Identidade visual', '2400', '2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar a fatura');
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    expect(screen.getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue(
      client.client.name,
    );
    expect(field(1, 'Item')).toHaveValue('Identidade visual');
    expect(field(1, 'Custo')).toHaveValue('2.400');
    expect(field(1, 'Qtd.')).toHaveValue('2');
    expect(sum('Total')).toBe(brl(4800));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/apps/invoice/add');
    expect(await invoices.all()).toHaveLength(50);
  });

  it('saves a new draft and opens its preview', async () => {
    const { user, router } = await openAddPage();
    await user.type(screen.getByRole('textbox', { name: 'Nome do cliente' }), 'Ana Souza');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@loja.com.br');
    await typeLine(user, 1, 'Consultoria', '800', '2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Fatura #4151 criada como rascunho.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/4151'));
    expect(await invoices.find(4151)).toMatchObject({
      invoiceStatus: 'Draft',
      total: 1600,
      client: { name: 'Ana Souza', companyEmail: 'ana@loja.com.br' },
      details: { items: [{ item: 'Consultoria', cost: 800, qty: 2 }] },
    });
    expect(screen.queryByText('Descartar alterações?')).toBeNull();
  });
});
