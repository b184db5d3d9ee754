import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type * as Timing from '../timing';
import BlockUiPage from './block-ui-page';

// The jobs take a moment, not seconds: the test waits for states.
vi.mock('../timing', async (importOriginal) => {
  const real = await importOriginal<typeof Timing>();
  return { ...real, delays: { ...real.delays, job: 150, save: 150 } };
});

const card = (title: string) => within(screen.getByRole('region', { name: title }));
/** The blocking panel around `inside`. */
const panelOf = (inside: HTMLElement) => inside.closest<HTMLElement>('[data-blocked]');

describe('the block-ui page', () => {
  it('blocks the report card while it refreshes, then releases it with new figures', async () => {
    const { user } = renderWithProviders(<BlockUiPage />);
    const report = card('Atualizar um cartão');
    const refresh = report.getByRole('button', { name: 'Atualizar relatório' });
    const panel = panelOf(refresh);
    expect(panel).toHaveAttribute('data-blocked', 'false');
    expect(report.getByText('126')).toBeVisible();

    await user.click(refresh);
    expect(panel).toHaveAttribute('data-blocked', 'true');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(report.getByText('Atualizando relatório…')).toBeInTheDocument();
    // The content is inert: no pointer, no Tab, hidden from screen readers (the browser's part).
    expect(refresh.closest('[inert]')).not.toBeNull();

    await waitFor(() => expect(panel).toHaveAttribute('data-blocked', 'false'));
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(report.getByRole('status')).toHaveTextContent('Relatório atualizado: 134 pedidos hoje.');
    expect(report.getByText('134')).toBeVisible();
    expect(refresh.closest('[inert]')).toBeNull();
  });

  it('unblocks by hand from the overlay, the focus on its button and then back', async () => {
    const { user } = renderWithProviders(<BlockUiPage />);
    const looks = card('Escurecer ou desfocar');
    const block = looks.getByRole('button', { name: 'Bloquear cartão' });
    await user.click(looks.getByRole('radio', { name: 'Desfocar' }));
    await user.click(block);
    const panel = panelOf(block);
    expect(panel).toHaveAttribute('data-blocked', 'true');
    const unblock = await looks.findByRole('button', { name: 'Desbloquear' });
    await waitFor(() => expect(unblock).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(panel).toHaveAttribute('data-blocked', 'false');
    await waitFor(() => expect(block).toHaveFocus());
  });

  it('cancels the stock sync from the overlay, and nothing changes', async () => {
    const { user } = renderWithProviders(<BlockUiPage />);
    const stock = card('Mensagem e cancelamento');
    await user.click(stock.getByRole('button', { name: 'Sincronizar estoque' }));
    expect(stock.getByText('Sincronizando estoque…')).toBeInTheDocument();
    await user.click(await stock.findByRole('button', { name: 'Cancelar' }));
    expect(await stock.findByText('Sincronização cancelada: o estoque não mudou.')).toBeVisible();
    expect(stock.getByText('24 unidades')).toBeVisible();
  });

  it('blocks the form while it saves, then says it is saved', async () => {
    const { user } = renderWithProviders(<BlockUiPage />);
    const form = card('Formulário salvando');
    const name = form.getByRole('textbox', { name: /^Nome da loja/ });
    await user.clear(name);
    await user.click(form.getByRole('button', { name: 'Salvar' }));
    expect(form.getByText('Informe o nome da loja.')).toBeVisible();
    await user.type(name, 'Armazém Pereira');
    await user.click(form.getByRole('button', { name: 'Salvar' }));
    expect(panelOf(name)).toHaveAttribute('data-blocked', 'true');
    expect(await screen.findByText('Dados de “Armazém Pereira” salvos.')).toBeVisible();
    await waitFor(() => expect(panelOf(name)).toHaveAttribute('data-blocked', 'false'));
  });
});
