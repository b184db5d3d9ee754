import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { renderWithProviders } from '@/test/render';
import { storeOrders, type Order } from '../lib/orders';
import ExportPage from './export-page';
import ExportSelectedPage from './export-selected-page';

const downloads = captureDownloads();

const card = (title: string) => within(screen.getByRole('region', { name: title }));
const header = 'Código;Cliente;Cidade;UF;Data;Valor;Situação';
const statusWords: Record<Order['status'], string> = {
  paid: 'Pago',
  pending: 'Aguardando pagamento',
  shipped: 'Enviado',
  delivered: 'Entregue',
  cancelled: 'Cancelado',
};
/** An order as the CSV writes it in Portuguese: `;`, a decimal comma, the ISO day. */
const csvLine = (order: Order) =>
  [
    order.code,
    order.customer,
    order.city,
    order.state,
    order.day,
    String(order.total).replace('.', ','),
    statusWords[order.status],
  ].join(';');

async function csvLines(index = 0) {
  await waitFor(() => expect(downloads.blobs.length).toBeGreaterThan(index));
  const text = new TextDecoder().decode(await (downloads.blobs[index] as Blob).arrayBuffer());
  return text.split('\r\n').slice(0, -1);
}

describe('the export page', () => {
  it('exports under the typed name, and waits while the name is wrong', async () => {
    const { user } = renderWithProviders(<ExportPage />);
    const named = card('Exportar com nome de arquivo');
    const field = named.getByRole('textbox', { name: 'Nome do arquivo' });
    expect(field).toHaveValue('pedidos-marco-2026');
    expect(
      named.getByText('Os arquivos se chamarão pedidos-marco-2026.csv e pedidos-marco-2026.xlsx.'),
    ).toBeVisible();

    await user.clear(field);
    expect(await named.findByText('Informe o nome do arquivo.')).toBeVisible();
    expect(named.queryByRole('button', { name: 'Exportar' })).toBeNull();
    expect(named.getByText('Corrija o nome do arquivo para exportar.')).toBeVisible();
    await user.type(field, 'vendas/abril');
    expect(field).toHaveAccessibleDescription(/Tire os caracteres/);
    expect(named.queryByRole('button', { name: 'Exportar' })).toBeNull();

    await user.clear(field);
    await user.type(field, 'vendas-abril');
    expect(named.queryByText(/Tire os caracteres/)).toBeNull();
    await user.click(named.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    const lines = await csvLines();
    expect(downloads.names).toEqual(['vendas-abril.csv']);
    expect(lines[0]).toBe(header);
    expect(lines.slice(1)).toEqual(storeOrders.map(csvLine));
  });

  it('exports only the rows of the status the filter shows', async () => {
    const { user } = renderWithProviders(<ExportPage />);
    const filtered = card('Exportar o que o filtro mostra');
    expect(filtered.getByRole('combobox', { name: 'Filtrar por situação' })).toHaveValue('Entregue');
    await user.click(filtered.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    const delivered = storeOrders.filter((order) => order.status === 'delivered');
    expect((await csvLines()).slice(1)).toEqual(delivered.map(csvLine));
    expect(downloads.names).toEqual(['pedidos-entregues.csv']);
  });

  it('sums the orders by state in a CSV alone', async () => {
    const { user } = renderWithProviders(<ExportPage />);
    await user.click(card('Resumo por estado, só em CSV').getByRole('button', { name: 'Exportar CSV' }));
    const lines = await csvLines();
    expect(downloads.names).toEqual(['faturamento-por-estado.csv']);
    expect(lines[0]).toBe('UF;Pedidos;Faturamento');
    const orders = lines.slice(1).reduce((sum, line) => sum + Number(line.split(';')[1]), 0);
    expect(orders).toBe(storeOrders.filter((order) => order.status !== 'cancelled').length);
  });
});

describe('the export-selected page', () => {
  it('is off until rows are ticked, then writes only those', async () => {
    const { user } = renderWithProviders(<ExportSelectedPage />);
    const rows = card('Exportar só os selecionados');
    const off = rows.getByRole('button', { name: 'Exportar selecionados' });
    expect(off).toBeDisabled();
    expect(off).toHaveAccessibleDescription('Selecione ao menos um pedido para exportar.');

    const picked = [storeOrders[1], storeOrders[3], storeOrders[6]] as Order[];
    for (const order of picked) {
      await user.click(
        rows.getByRole('checkbox', {
          name: `Selecionar pedido ${order.code} de ${order.customer}`,
        }),
      );
    }
    const sum = picked.reduce((total, order) => total + order.total, 0);
    const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(sum);
    // Intl puts a no-break space after "R$".
    expect(rows.getByRole('status').textContent?.replace(/\s/g, ' ')).toBe(
      `3 pedidos selecionados, somando ${reais.replace(/\s/g, ' ')}.`,
    );
    await user.click(rows.getByRole('button', { name: 'Exportar 3 selecionadas' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await csvLines()).toEqual([header, ...picked.map(csvLine)]);
    expect(downloads.names).toEqual(['pedidos-selecionados.csv']);
  });

  it('ticks every order of a status at once', async () => {
    const { user } = renderWithProviders(<ExportSelectedPage />);
    const quick = card('Selecionar por situação');
    await user.click(quick.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelado' }));
    await user.click(quick.getByRole('button', { name: 'Selecionar pedidos' }));
    const cancelled = storeOrders.filter((order) => order.status === 'cancelled');
    expect(quick.getByRole('status')).toHaveTextContent(
      `${cancelled.length} pedidos selecionados`,
    );
    await user.click(
      quick.getByRole('button', { name: `Exportar ${cancelled.length} selecionadas` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect((await csvLines()).slice(1)).toEqual(cancelled.map(csvLine));
  });
});
