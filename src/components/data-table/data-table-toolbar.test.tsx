import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableProps } from './data-table';
import { DataTableFilter } from './data-table-filter';
import { DataTableSearch } from './data-table-search';
import { DataTableAddButton } from '@/components/list-toolbar/list-toolbar';
import { makePeople, personColumns, personId, personName, type Person } from './test-fixtures';
import type { ServerPaging } from './types';

const server = (patch: Partial<ServerPaging> = {}): ServerPaging => ({
  total: 3,
  page: 1,
  perPage: 10,
  sort: null,
  onPageChange: vi.fn(),
  onPerPageChange: vi.fn(),
  onSortChange: vi.fn(),
  ...patch,
});

const empty = {
  title: 'Nenhuma pessoa encontrada',
  hint: 'Nada corresponde à pesquisa.',
  none: 'Ainda não há pessoas.',
};

function renderList(props: Partial<DataTableProps<Person>> = {}) {
  return renderWithProviders(
    <DataTable
      label="Pessoas"
      columns={personColumns}
      rows={makePeople(3)}
      getRowId={personId}
      getRowLabel={personName}
      server={server()}
      toolbar={
        <>
          <DataTableSearch value="" onChange={() => undefined} />
          <DataTableFilter
            label="Filtrar por idade"
            placeholder="Todas as idades"
            options={[{ value: 'adult', label: 'Adultos' }]}
            value={undefined}
            onChange={() => undefined}
          />
        </>
      }
      actions={<DataTableAddButton label="Adicionar pessoa" onClick={() => undefined} />}
      empty={empty}
      {...props}
    />,
  );
}

describe('DataTableToolbar, drawn by DataTable', () => {
  it('lays out the search, the filters and the page’s action; no "clear" with nothing on', () => {
    renderList({ filters: { active: false, onClear: vi.fn() } });
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Filtrar por idade' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Adicionar pessoa' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Colunas' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('offers "clear filters" while a search or filter is on', async () => {
    const onClear = vi.fn();
    const { user } = renderList({ filters: { active: true, onClear } });
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('links the add action to a page when given one', () => {
    renderList({ actions: <DataTableAddButton label="Nova pessoa" to="/pessoas/nova" /> });
    expect(screen.getByRole('link', { name: 'Nova pessoa' })).toHaveAttribute(
      'href',
      '/pessoas/nova',
    );
  });
});

describe('the empty state of a list with filters', () => {
  it('says there is nothing yet when nothing is on, with no way to clear', () => {
    renderList({
      rows: [],
      server: server({ total: 0 }),
      filters: { active: false, onClear: vi.fn() },
    });
    expect(screen.getByText('Nenhuma pessoa encontrada')).toBeVisible();
    expect(screen.getByText('Ainda não há pessoas.')).toBeVisible();
    expect(screen.queryByText('Nada corresponde à pesquisa.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('says nothing matches and offers one "clear filters", in its place', async () => {
    const onClear = vi.fn();
    const { user } = renderList({
      rows: [],
      server: server({ total: 0 }),
      filters: { active: true, onClear },
    });
    expect(screen.getByText('Nada corresponde à pesquisa.')).toBeVisible();
    const [clear, ...more] = screen.getAllByRole('button', { name: 'Limpar filtros' });
    expect(more).toHaveLength(0);
    const table = screen.getByRole('table', { name: 'Pessoas' });
    expect(within(table).getByRole('button', { name: 'Limpar filtros' })).toBe(clear);
    await user.click(clear as HTMLElement);
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('a server page past the end', () => {
  it('goes to the page that is now last once the answer is in', async () => {
    const onPageChange = vi.fn();
    renderList({ rows: [], server: server({ total: 21, page: 4, onPageChange }) });
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(3));
  });

  it('waits while a refresh is on its way', () => {
    const onPageChange = vi.fn();
    renderList({ rows: [], server: server({ total: 21, page: 4, onPageChange }), fetching: true });
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('leaves a page alone while its first answer is on its way', () => {
    const onPageChange = vi.fn();
    renderList({ rows: [], server: server({ total: 0, page: 3, onPageChange }), loading: true });
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
