import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type * as Timing from '../timing';
import ToastifyPage from './toastify-page';

vi.mock('../timing', async (importOriginal) => {
  const real = await importOriginal<typeof Timing>();
  return { ...real, delays: { ...real.delays, job: 100 } };
});

const card = (title: string) => within(screen.getByRole('region', { name: title }));
const toastOf = (text: HTMLElement) => text.closest<HTMLElement>('[role="alert"]') as HTMLElement;

describe('the toastify page', () => {
  it('says "working" while a job runs, then its success or its failure in its place', async () => {
    const { user } = renderWithProviders(<ToastifyPage />);
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText('Gerando o relatório de vendas de março…')).toBeVisible();
    expect(await screen.findByText('Relatório de vendas de março pronto.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText('Gerando o relatório de vendas de março…')).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Emitir nota (vai falhar)' }));
    expect(await screen.findByText('Não foi possível emitir a nota fiscal 000.484.')).toBeVisible();
    expect(screen.getByText(/A Sefaz de Minas Gerais não respondeu/)).toBeVisible();
  });

  it('archives a task with an undo that puts it back', async () => {
    const { user } = renderWithProviders(<ToastifyPage />);
    const tasks = card('Com desfazer');
    await user.click(tasks.getByRole('button', { name: 'Arquivar “Ligar para João Pereira”' }));
    expect(tasks.queryByText('Ligar para João Pereira')).toBeNull();
    const toast = toastOf(await screen.findByText('“Ligar para João Pereira” arquivada.'));
    await user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    expect(await tasks.findByText('Ligar para João Pereira')).toBeVisible();
  });

  it('clears every toast the page showed', async () => {
    const { user } = renderWithProviders(<ToastifyPage />);
    await user.click(screen.getByRole('button', { name: 'Sucesso' }));
    await user.click(screen.getByRole('button', { name: 'Mostrar três' }));
    expect(await screen.findByText('Pedido #4824 enviado pelos Correios.')).toBeVisible();
    expect(screen.getByText('Pedido #4821 aprovado e enviado para separação.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Limpar todos' }));
    await waitFor(() => expect(screen.queryByText('Pedido #4822 pago.')).toBeNull());
    expect(screen.queryByText('Pedido #4821 aprovado e enviado para separação.')).toBeNull();
  });
});
