import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import DragAndDropPage from './drag-and-drop-page';

const live = () => document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');

describe('the drag-and-drop page', () => {
  it('gives every item a named handle in the tab order', async () => {
    renderWithProviders(<DragAndDropPage />);
    const sprint = await screen.findByRole('list', { name: 'Prioridades da sprint 42' });
    const handles = within(sprint).getAllByRole('button', { name: /^Mover “/ });
    expect(handles).toHaveLength(5);
    expect(handles[0]).toHaveAccessibleName('Mover “Pagamento por Pix no checkout”');
    expect(handles[0]).not.toHaveAttribute('tabindex', '-1');

    const available = screen.getByRole('list', { name: 'Disponíveis' });
    const selected = screen.getByRole('list', { name: 'Selecionados' });
    expect(within(available).getAllByRole('listitem')).toHaveLength(4);
    expect(within(selected).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('4 pessoas')).toBeVisible();
    expect(screen.queryByText('Solte aqui')).toBeNull();

    const album = screen.getByRole('list', { name: 'Fotos do álbum Brasil 2025' });
    expect(within(album).getByRole('button', { name: 'Mover “Ouro Preto”' })).toBeVisible();
    expect(within(album).getByText('MG · 4 de 8')).toBeVisible();
  });

  it('lifts an item with space, says so, and Esc puts it back', async () => {
    const { user } = renderWithProviders(<DragAndDropPage />);
    const handle = await screen.findByRole('button', {
      name: 'Mover “Corrigir login com Google no iOS”',
    });
    handle.focus();
    await user.keyboard(' ');
    // jsdom has no layout: the lifted item is "over" its neighbour at once.
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    expect(live()).toHaveTextContent(/^Corrigir login com Google no iOS (foi pego|está sobre)/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(live()).toHaveTextContent('Movimento cancelado.'));
    const rows = within(
      screen.getByRole('list', { name: 'Prioridades da sprint 42' }),
    ).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Corrigir login com Google no iOS');
  });
});
