import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { formatCurrency } from '@/lib/format';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { invoices } from '../demo/handlers';
import { invoiceTotals, lineTotal } from '../totals';

preloadChunks(
  ...appShellChunks,
  pageChunk('invoice-preview'),
  () => import('../components/preview/send-invoice-form'),
  () => import('../components/preview/add-payment-form'),
);

const brl = (value: number) => formatCurrency(value, 'br');
/** As `toHaveTextContent` reads text: every space, the no-break one included, is a plain one. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const sheetOf = () => screen.findByRole('article', { name: /^Fatura #\d+$/ });
/** The value beside a label in one of the document's lists (`<dt>` then `<dd>`). */
const valueBeside = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openPreview(route: string) {
  await signInAs('admin');
  const rendered = renderApp(route);
  await screen.findByRole('heading', { level: 1, name: 'Visualizar fatura' });
  return rendered;
}

describe('InvoicePreviewPage', () => {
  it('shows #4150 as its client gets it: who, what, the sums, the payments and the balance', async () => {
    await openPreview('/apps/invoice/preview/4150');
    const sheet = await sheetOf();
    const record = (await invoices.find(4150))!;
    const totals = invoiceTotals(record.details);
    expect(within(sheet).getByRole('heading', { level: 2, name: 'Fatura #4150' })).toBeVisible();
    expect(within(sheet).getByText('Pagamento parcial')).toBeVisible();
    expect(within(sheet).getByText(record.client.name)).toBeVisible();
    expect(within(sheet).getByText(record.client.companyEmail)).toBeVisible();
    expect(within(sheet).getByText('Mirante Digital')).toBeVisible();

    const items = within(sheet).getByRole('table', { name: 'Itens da fatura' });
    for (const line of record.details.items) {
      const row = within(items).getByRole('row', { name: new RegExp(line.item) });
      expect(row).toHaveTextContent(spaced(brl(lineTotal(line))));
    }
    expect(valueBeside(sheet, 'Subtotal')).toBe(brl(totals.subtotal));
    expect(valueBeside(sheet, 'Desconto (0%)')).toBe(brl(totals.discount));
    expect(valueBeside(sheet, 'Impostos (0%)')).toBe(brl(totals.tax));
    expect(valueBeside(sheet, 'Total')).toBe(brl(totals.total));
    expect(valueBeside(sheet, 'Saldo devedor')).toBe(brl(record.balance));
    expect(valueBeside(sheet, 'Total a pagar')).toBe(brl(record.balance));

    const payments = within(sheet).getByRole('table', { name: 'Pagamentos recebidos' });
    const [payment] = record.details.payments;
    expect(within(payments).getByRole('row', { name: /PIX/ })).toHaveTextContent(
      spaced(brl(payment!.amount)),
    );
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/apps/invoice/edit/4150',
    );
  });

  it('says an unknown or malformed number is not an invoice, with a way back to the list', async () => {
    const { user, router } = await openPreview('/apps/invoice/preview/9999');
    expect(await screen.findByRole('heading', { name: 'Fatura não encontrada' })).toBeVisible();
    expect(screen.getByText(/Não há nenhuma fatura com o número “9999”/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Voltar para a lista de faturas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'));

    await router.navigate('/apps/invoice/preview/abc');
    // Looked up again at each try: the page may draw the heading anew as its query settles.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Fatura não encontrada' })).toBeVisible(),
    );
    await router.navigate('/apps/invoice/preview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'));
  });

  it('checks the e-mail before sending, then sends it: a draft becomes "Enviada"', async () => {
    const draft = (await invoices.all()).find((invoice) => invoice.invoiceStatus === 'Draft')!;
    const { user } = await openPreview(`/apps/invoice/preview/${draft.id}`);
    const sheet = await sheetOf();
    expect(within(sheet).getByText('Rascunho')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Enviar fatura' }));
    const drawer = await screen.findByRole('dialog', { name: 'Enviar fatura' });
    const to = await within(drawer).findByRole('textbox', { name: /Para/ });
    const subject = within(drawer).getByRole('textbox', { name: /Assunto/ });
    expect(to).toHaveValue(draft.client.companyEmail);
    expect(subject).toHaveValue(`Fatura #${draft.id} – Mirante Digital`);
    const firstName = draft.client.name.split(' ')[0]!;
    const message = within(drawer).getByRole<HTMLTextAreaElement>('textbox', { name: 'Mensagem' });
    expect(message.value).toMatch(new RegExp(`^Olá, ${firstName},\n`));
    expect(within(drawer).getByText(`fatura-${draft.id}.pdf`)).toBeVisible();

    await user.clear(subject);
    await user.clear(to);
    await user.type(to, 'nao-e-um-email');
    await user.click(within(drawer).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription('Informe um e-mail válido, como nome@empresa.com.br.'),
    );
    expect(to).toHaveFocus();
    expect(subject).toHaveAccessibleDescription('Informe o assunto.');
    expect((await invoices.find(draft.id))?.invoiceStatus).toBe('Draft');

    await user.clear(to);
    await user.type(to, 'contas@cliente.com.br');
    await user.type(subject, 'Sua fatura');
    await user.click(within(drawer).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Fatura enviada para contas@cliente.com.br.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(sheet).getByText('Enviada')).toBeVisible();
    expect((await invoices.find(draft.id))?.invoiceStatus).toBe('Sent');
  });

  it('keeps what was typed when sending fails, and says why in the drawer', async () => {
    server.use(
      demoApi('Invoice').post('/apps/invoice/send', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = await openPreview('/apps/invoice/preview/4150');
    await user.click(await screen.findByRole('button', { name: 'Enviar fatura' }));
    const drawer = await screen.findByRole('dialog', { name: 'Enviar fatura' });
    const subject = await within(drawer).findByRole('textbox', { name: /Assunto/ });
    await user.clear(subject);
    await user.type(subject, 'Segunda via da fatura');
    await user.click(within(drawer).getByRole('button', { name: 'Enviar' }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível enviar a fatura');
    expect(subject).toHaveValue('Segunda via da fatura');
    expect(within(drawer).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('records a payment: the balance goes down in place', async () => {
    const { user } = await openPreview('/apps/invoice/preview/4150');
    const sheet = await sheetOf();
    expect(valueBeside(sheet, 'Saldo devedor')).toBe(brl(10_880.65));

    await user.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    const drawer = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    const amount = await within(drawer).findByRole('textbox', { name: /Valor recebido/ });
    expect(amount).toHaveValue('10.880,65');
    await user.clear(amount);
    await user.click(within(drawer).getByRole('button', { name: 'Registrar' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Informe um valor maior que zero.'),
    );
    // A minus sign is kept as typed (never dropped to turn −5 into 5), and refused in words.
    await user.type(amount, '-5');
    await user.click(within(drawer).getByRole('button', { name: 'Registrar' }));
    expect(amount).toHaveValue('-5,00');
    expect(amount).toHaveAccessibleDescription('Informe um valor maior que zero.');
    expect((await invoices.find(4150))?.details.payments).toHaveLength(1);

    await user.clear(amount);
    await user.type(amount, '880,65');
    await user.click(within(drawer).getByRole('button', { name: 'Registrar' }));
    expect(
      await screen.findByText(spaced(`Pagamento de ${brl(880.65)} registrado na fatura #4150.`)),
    ).toBeVisible();
    await waitFor(() => expect(valueBeside(sheet, 'Saldo devedor')).toBe(brl(10_000)));
    expect((await invoices.find(4150))?.details.payments).toHaveLength(2);
    expect(within(sheet).getByText('Pagamento parcial')).toBeVisible();
  });

  it('opens the print dialog once the invoice is drawn when asked by ?print=1', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = await openPreview('/apps/invoice/preview/4150?print=1');
    await sheetOf();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    print.mockRestore();
  });
});
