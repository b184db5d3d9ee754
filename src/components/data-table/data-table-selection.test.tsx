import { screen, waitFor } from '@testing-library/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableProps } from './data-table';
import type { RowSelection } from './types';
import {
  makePeople,
  personColumns,
  personId,
  personName,
  stubObjectUrls,
  type Person,
} from './test-fixtures';

const people = makePeople(57);

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return renderWithProviders(
    <DataTable
      label="Pessoas"
      columns={personColumns}
      rows={people}
      getRowId={personId}
      getRowLabel={personName}
      {...props}
    />,
  );
}

describe('DataTable selection', () => {
  it('selects the page, then every row over every page, then all but one', async () => {
    const changes: RowSelection[] = [];
    const { user } = renderTable({ selectable: true, onSelectionChange: (s) => changes.push(s) });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar as linhas desta página' }));
    expect(screen.getByText('10 selecionadas')).toBeInTheDocument();
    expect(screen.getByText('As 10 linhas desta página estão selecionadas.')).toBeInTheDocument();
    expect(changes.at(-1)).toEqual({ all: false, ids: new Set(people.slice(0, 10).map(personId)) });

    await user.click(screen.getByRole('button', { name: 'Selecionar todas as 57 linhas' }));
    expect(screen.getByText('Todas as 57 linhas estão selecionadas.')).toBeInTheDocument();
    expect(screen.getByText('57 selecionadas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    const eleventh = people[10] as Person;
    const box = screen.getByRole('checkbox', { name: `Selecionar ${eleventh.name}` });
    expect(box).toBeChecked();
    await user.click(box);
    expect(screen.getByText('56 selecionadas')).toBeInTheDocument();
    expect(changes.at(-1)).toEqual({ all: true, except: new Set([personId(eleventh)]) });
    const pageBox = screen.getByRole('checkbox', { name: 'Selecionar as linhas desta página' });
    expect(pageBox).not.toBeChecked();
    expect(pageBox).toHaveAttribute('data-indeterminate', 'true');
  });

  it('clears a full selection', async () => {
    const { user } = renderTable({ selectable: true });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar as linhas desta página' }));
    await user.click(screen.getByRole('button', { name: 'Selecionar todas as 57 linhas' }));
    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.queryByText(/selecionadas$/)).toBeNull();
    expect(
      screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('starts afresh when the rows’ scope (search, filters) changes', async () => {
    function Scoped() {
      const [scope, setScope] = useState('q=');
      return (
        <>
          <button onClick={() => setScope('q=ana')}>search</button>
          <DataTable
            label="Pessoas"
            columns={personColumns}
            rows={people}
            getRowId={personId}
            selectable
            selectionScope={scope}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Scoped />);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar as linhas desta página' }));
    await user.click(screen.getByRole('button', { name: 'Selecionar todas as 57 linhas' }));
    expect(screen.getByText('57 selecionadas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'search' }));
    expect(screen.queryByText('57 selecionadas')).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'Selecionar as linhas desta página' }),
    ).not.toBeChecked();
  });
});

describe('DataTable columns and row actions', () => {
  it('hides a column from the columns menu', async () => {
    const { user } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'E-mail' });
    expect(item).toHaveAttribute('aria-checked', 'true');
    await user.click(item);
    expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
    expect(screen.queryByText(people[0]?.email ?? '')).toBeNull();
    expect(screen.getByRole('menuitemcheckbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('opens a row’s menu and runs the chosen action on that row', async () => {
    const edit = vi.fn<(id: number) => void>();
    const remove = vi.fn<(id: number) => void>();
    const { user } = renderTable({
      rowActions: (row) => [
        { label: 'Editar', icon: Pencil, onClick: () => edit(row.id) },
        { label: 'Excluir', icon: Trash2, color: 'red', onClick: () => remove(row.id) },
      ],
    });
    const second = people[1] as Person;
    await user.click(screen.getByRole('button', { name: `Ações da linha ${second.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    expect(remove).toHaveBeenCalledWith(second.id);
    expect(edit).not.toHaveBeenCalled();
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
  });

  it('reaches its checkboxes, sort buttons and row menus with Tab', async () => {
    const { user } = renderTable({
      selectable: true,
      rowActions: () => [{ label: 'Editar', onClick: () => {} }],
    });
    const region = screen.getByRole('region', { name: 'Pessoas' });
    region.focus();
    const order: string[] = [];
    for (let step = 0; step < 7; step += 1) {
      await user.tab();
      const active = document.activeElement as HTMLElement;
      order.push(active.getAttribute('aria-label') ?? active.textContent ?? '');
    }
    const first = people[0] as Person;
    expect(order).toEqual([
      'Selecionar as linhas desta página',
      'Nome',
      'Idade',
      'Desde',
      `Selecionar ${first.name}`,
      `Ações da linha ${first.name}`,
      `Selecionar ${people[1]?.name}`,
    ]);
  });
});

describe('DataTable CSV export', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });
  afterEach(() => urls.restore());

  it('exports the given rows with the visible columns', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderTable({ rows: people.slice(0, 3), csv: { filename: 'pessoas' } });
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(urls.blobs).toHaveLength(1));
    const text = new TextDecoder().decode(await (urls.blobs[0] as Blob).arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      'Nome;Idade;Desde',
      ...people.slice(0, 3).map((p) => `${p.name};${p.age};${p.joined}`),
      '',
    ]);
  });
});
