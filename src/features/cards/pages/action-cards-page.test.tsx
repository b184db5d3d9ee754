import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import ActionCardsPage from './action-cards-page';

beforeEach(async () => {
  await signInAs('admin');
});

const card = (name: string) => screen.getByRole('region', { name });

describe('the action cards', () => {
  it('collapse hides the body and says so with aria-expanded', async () => {
    const { user } = renderWithProviders(<ActionCardsPage />);
    const note = screen.getByText('Contratar duas pessoas para o suporte.');
    expect(note).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Recolher “Notas da reunião”' }));
    const expand = screen.getByRole('button', { name: 'Expandir “Notas da reunião”' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(note).not.toBeVisible());

    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Recolher “Notas da reunião”' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(note).toBeVisible());
  });

  it('remove takes the card away, moves focus on, and "Desfazer" brings it back', async () => {
    const { user } = renderWithProviders(<ActionCardsPage />);
    await user.click(screen.getByRole('button', { name: 'Remover “Notas da reunião”' }));

    expect(screen.queryByRole('heading', { name: 'Notas da reunião' })).not.toBeInTheDocument();
    // Focus goes to the card that took its place, not to the top of the page.
    expect(card('Chamados de suporte')).toHaveFocus();
    expect(screen.getByText('1 cartão removido')).toBeVisible();

    const toast = (await screen.findByText('Cartão “Notas da reunião” removido.')).parentElement;
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Desfazer' }));

    expect(await screen.findByRole('heading', { name: 'Notas da reunião' })).toBeVisible();
    expect(card('Notas da reunião')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Restaurar cartões' })).not.toBeInTheDocument();
  });

  it('"Restaurar cartões" brings back every removed card', async () => {
    const { user } = renderWithProviders(<ActionCardsPage />);
    await user.click(screen.getByRole('button', { name: 'Remover “Aviso da equipe”' }));
    // The last card: focus goes to the one before it.
    expect(card('Sessões por dispositivo')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remover “Pedidos”' }));
    expect(screen.getByText('2 cartões removidos')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Restaurar cartões' }));
    expect(screen.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Aviso da equipe' })).toBeVisible();
    expect(card('Pedidos')).toHaveFocus();
  });

  it('refresh refetches the card: busy, with a spinner, then the new answer', async () => {
    const { user } = renderWithProviders(<ActionCardsPage />);
    const support = card('Chamados de suporte');
    expect(await within(support).findByText('chamados nos últimos 28 dias')).toBeVisible();
    expect(support).toHaveAttribute('aria-busy', 'false');

    // Hold the next call until the test lets it go; the real handler answers it then.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/card/card-analytics/support-tracker', () => held, { once: true }));

    await user.click(
      within(support).getByRole('button', { name: 'Atualizar “Chamados de suporte”' }),
    );
    expect(support).toHaveAttribute('aria-busy', 'true');
    expect(within(support).getByRole('status')).toHaveTextContent(
      'Atualizando “Chamados de suporte”…',
    );
    // The figures stay on screen while the new ones come.
    expect(within(support).getByText('chamados nos últimos 28 dias')).toBeVisible();

    release();
    await waitFor(() => expect(support).toHaveAttribute('aria-busy', 'false'));
    expect(within(support).getByRole('status')).toBeEmptyDOMElement();
    expect(within(support).getByText(/^Atualizado às/)).toBeVisible();
  });

  it('full screen opens the card in a dialog that Escape closes', async () => {
    const { user } = renderWithProviders(<ActionCardsPage />);
    const open = screen.getByRole('button', {
      name: 'Abrir “Sessões por dispositivo” em tela cheia',
    });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Sessões por dispositivo' });
    expect(await within(dialog).findByText('Celular')).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });
});
