import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ListResults } from './list-results';

interface Page {
  names: string[];
  total: number;
}

const pageOf = (count: number, total = count): Page => ({
  names: Array.from({ length: count }, (_, index) => `Item ${index + 1}`),
  total,
});

function draw(data: Page | undefined, page = 1, overrides: { onClear?: () => void } = {}) {
  const setPage = vi.fn();
  const onClear = overrides.onClear ?? vi.fn();
  renderWithProviders(
    <ListResults
      label="Itens"
      list={{ params: { page, perPage: 6 }, setPage }}
      query={{ data, error: null, isFetching: false, refetch: () => undefined }}
      select={(answer: Page) => ({ items: answer.names, total: answer.total })}
      errorTitle="Falhou"
      skeleton={<span>…</span>}
      getKey={(name) => name}
      renderItem={(name, lazyImage) => (
        <span>
          {name}
          {lazyImage ? ' (lazy)' : ''}
        </span>
      )}
      empty={{ title: 'Nada aqui' }}
      filters={{ active: true, onClear }}
    />,
  );
  return { setPage, onClear };
}

describe('ListResults', () => {
  it('sketches a page of cards while the first page loads', () => {
    draw(undefined);
    const list = screen.getByRole('list', { name: 'Itens' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  it('draws the cards, the first row eager, and pages back to the top', async () => {
    const { setPage } = draw(pageOf(6, 14));
    const items = within(screen.getByRole('list', { name: 'Itens' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
      'Item 4 (lazy)',
      'Item 5 (lazy)',
      'Item 6 (lazy)',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('shows no pages when everything fits on one', () => {
    draw(pageOf(3));
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('goes to the last page from a page past it', () => {
    const { setPage } = draw(pageOf(0, 8), 5);
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('says nothing matches, with a way out of the filters', async () => {
    const { onClear } = draw(pageOf(0));
    expect(screen.getByText('Nada aqui')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
