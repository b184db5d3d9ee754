import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableProps } from './data-table';
import { makePeople, personColumns, personId, personName, type Person } from './test-fixtures';

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return renderWithProviders(
    <DataTable
      label="Pessoas"
      columns={personColumns}
      rows={[]}
      getRowId={personId}
      getRowLabel={personName}
      {...props}
    />,
  );
}

const body = () => screen.getAllByRole('rowgroup')[1] as HTMLElement;

describe('DataTable states', () => {
  it('draws skeleton rows with every column while loading, and says it is busy', () => {
    const { container } = renderTable({
      loading: true,
      selectable: true,
      rowActions: () => [],
    });
    expect(screen.getByRole('table', { name: 'Pessoas' })).toHaveAttribute('aria-busy', 'true');
    const rows = within(body()).getAllByRole('row');
    expect(rows).toHaveLength(10);
    // Four data columns, the checkbox and the actions.
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(6);
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(60);
  });

  it('says there is nothing, with its default words or the page’s own', () => {
    renderTable();
    expect(screen.getByText('Nenhum resultado')).toBeInTheDocument();
    expect(
      screen.getByText('Nada corresponde à pesquisa e aos filtros. Tente outros termos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pessoas' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Nenhuma linha')).toBeInTheDocument();
  });

  it('takes its own empty words and action', () => {
    renderTable({
      empty: { title: 'Sem clientes', hint: 'Cadastre o primeiro.', action: <Button>Novo</Button> },
    });
    expect(screen.getByText('Sem clientes')).toBeInTheDocument();
    expect(screen.getByText('Cadastre o primeiro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo' })).toBeInTheDocument();
  });

  it('shows an error in place of the rows, with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({
      rows: makePeople(3),
      error: new ApiError('http', 500, 'Internal Server Error'),
      onRetry,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar');
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    expect(screen.queryByText('Ana Souza 1')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable, its region', () => {
  it('draws a page of rows whole: no height of its own past which it scrolls', () => {
    renderTable({ rows: makePeople(10) });
    const region = screen.getByRole('region', { name: 'Pessoas' });
    expect(region.style.maxHeight).toBe('');
    // Framed for the cue that shades a side where more columns lie.
    expect(region.parentElement).not.toHaveAttribute('data-more-end');
  });

  it('keeps a height asked for (a table in a box of its own)', () => {
    renderTable({ rows: makePeople(10), maxHeight: 420 });
    expect(screen.getByRole('region', { name: 'Pessoas' }).style.maxHeight).toBe('420px');
  });
});

describe('DataTable, virtualised', () => {
  it('draws only the rows in view of 5,000', async () => {
    // The scroller has the size it would have on screen (the page has no layout here).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const many = makePeople(5000);
    renderTable({ rows: many, virtual: { height: 480, rowHeight: 40 } });
    const table = screen.getByRole('table', { name: 'Pessoas' });
    // The virtual rows come with their library, on demand.
    await waitFor(() =>
      expect(within(body()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '2'),
    );
    const drawn = within(body())
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-hidden') !== 'true');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(screen.getByText('5.000 linhas')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });
});
