import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paginate, sortRows } from '@/lib/demo/list';
import { i18n } from '@/lib/i18n';
import type { SortState } from '@/lib/list-query';
import { renderWithProviders } from '@/test/render';
import { DataTable } from './data-table';
import { makePeople, personColumns, personId, type Person } from './test-fixtures';

const people = makePeople(57);

interface Spies {
  onSortChange: (sort: SortState) => void;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** A page that pages and sorts on its "server" as a list page with `useListState` would. */
function ServerHarness({ spies, rows = people }: { spies: Spies; rows?: Person[] }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = sort
    ? sortRows(rows, (row) => row[sort.column as keyof Person], sort.direction)
    : rows;
  return (
    <DataTable
      label="Pessoas"
      columns={personColumns}
      rows={paginate(sorted, page, perPage)}
      getRowId={personId}
      server={{
        total: rows.length,
        page,
        perPage,
        sort,
        onSortChange: (next) => {
          spies.onSortChange(next);
          setSort(next);
          setPage(1);
        },
        onPageChange: (next) => {
          spies.onPageChange(next);
          setPage(next);
        },
        onPerPageChange: (next) => {
          spies.onPerPageChange(next);
          setPerPage(next);
          setPage(1);
        },
      }}
    />
  );
}

const spies = (): Spies => ({
  onSortChange: vi.fn(),
  onPageChange: vi.fn(),
  onPerPageChange: vi.fn(),
});
const bodyRows = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable, server mode', () => {
  it('asks for a sort with the column and direction, and says it with aria-sort', async () => {
    const calls = spies();
    const { user } = renderWithProviders(<ServerHarness spies={calls} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Nome' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nameHeader).getByRole('button', { name: 'Nome' }));
    expect(calls.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toBe('Álvaro Araújo 3');
    await user.click(within(nameHeader).getByRole('button', { name: 'Nome' }));
    expect(calls.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const ageHeader = screen.getByRole('columnheader', { name: 'Idade' });
    await user.click(within(ageHeader).getByRole('button'));
    expect(calls.onSortChange).toHaveBeenLastCalledWith({ column: 'age', direction: 'asc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    const email = screen.getByRole('columnheader', { name: 'E-mail' });
    expect(email).not.toHaveAttribute('aria-sort');
    expect(within(email).queryByRole('button')).toBeNull();
  });

  it('sorts from the keyboard', async () => {
    const calls = spies();
    const { user } = renderWithProviders(<ServerHarness spies={calls} />);
    within(screen.getByRole('columnheader', { name: 'Desde' }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    expect(calls.onSortChange).toHaveBeenLastCalledWith({ column: 'joined', direction: 'asc' });
  });

  it('pages, and changes the page size back to page 1', async () => {
    const calls = spies();
    const { user } = renderWithProviders(<ServerHarness spies={calls} />);
    expect(screen.getByText('1–10 de 57')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(calls.onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('11–20 de 57')).toBeInTheDocument();
    expect(firstCells()[0]).toBe(people[10]?.name);
    await user.click(screen.getByRole('button', { name: 'Página 6' }));
    expect(screen.getByText('51–57 de 57')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Página 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Linhas por página' }), '25');
    expect(calls.onPerPageChange).toHaveBeenLastCalledWith(25);
    expect(screen.getByText('1–25 de 57')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    const sizes = within(screen.getByRole('combobox', { name: 'Linhas por página' }));
    expect(sizes.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
  });

  it('says the range in the active language, numbers by Intl', async () => {
    const many = makePeople(5000);
    renderWithProviders(<ServerHarness spies={spies()} rows={many} />);
    expect(screen.getByText('1–10 de 5.000')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('1–10 of 5,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('goes to the last page that exists when the list shrinks under it', async () => {
    const calls = spies();
    function Shrinking() {
      const [rows, setRows] = useState(people);
      return (
        <>
          <button onClick={() => setRows(people.slice(0, 35))}>shrink</button>
          <ServerHarness spies={calls} rows={rows} />
        </>
      );
    }
    const { user } = renderWithProviders(<Shrinking />);
    await user.click(screen.getByRole('button', { name: 'Página 6' }));
    await user.click(screen.getByRole('button', { name: 'shrink' }));
    expect(await screen.findByText('31–35 de 35')).toBeInTheDocument();
    expect(calls.onPageChange).toHaveBeenLastCalledWith(4);
  });
});

describe('DataTable, client mode', () => {
  it('sorts and pages the rows it is given', async () => {
    const { user } = renderWithProviders(
      <DataTable label="Pessoas" columns={personColumns} rows={people} getRowId={personId} />,
    );
    expect(screen.getByText('1–10 de 57')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Idade' }));
    const ages = people.map((person) => person.age).sort((a, b) => a - b);
    const ageCells = () =>
      bodyRows().map((row) => Number(within(row).getAllByRole('cell')[2]?.textContent));
    expect(ageCells()).toEqual(ages.slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Idade' }));
    expect(ageCells()).toEqual(ages.reverse().slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(screen.getByText('51–57 de 57')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Linhas por página' }), '50');
    expect(screen.getByText('1–50 de 57')).toBeInTheDocument();
  });
});
