import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import writeXlsxFile from 'write-excel-file/browser';
import { paginate } from '@/lib/demo/list';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableProps } from './data-table';
import {
  makePeople,
  personColumns,
  personId,
  personName,
  stubObjectUrls,
  type Person,
} from './test-fixtures';

// The writer as the browser would load it, standing in: what it is given is what is checked.
vi.mock('write-excel-file/browser', () => ({
  default: vi.fn(() => ({
    toBlob: () => Promise.resolve(new Blob(['PK'], { type: 'application/vnd.ms-excel' })),
  })),
}));

const people = makePeople(57);
let urls: ReturnType<typeof stubObjectUrls>;
let saved: string[];

beforeEach(() => {
  urls = stubObjectUrls();
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  vi.mocked(writeXlsxFile).mockClear();
});
afterEach(() => urls.restore());

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return renderWithProviders(
    <DataTable
      label="Pessoas"
      columns={personColumns}
      rows={people}
      getRowId={personId}
      getRowLabel={personName}
      export={{ filename: 'pessoas' }}
      {...props}
    />,
  );
}

/** A server list of 57 people, 10 a page; `getRows` is its fetch of every page. */
function ServerList({ getRows }: { getRows: () => Promise<readonly Person[]> }) {
  const [page, setPage] = useState(1);
  return (
    <DataTable
      label="Pessoas"
      columns={personColumns}
      rows={paginate(people, page, 10)}
      getRowId={personId}
      getRowLabel={personName}
      selectable
      export={{ filename: 'pessoas', formats: ['csv'], getRows }}
      server={{
        total: people.length,
        page,
        perPage: 10,
        sort: null,
        onPageChange: setPage,
        onPerPageChange: () => undefined,
        onSortChange: () => undefined,
      }}
    />
  );
}

const csvLines = async (index = 0) => {
  await waitFor(() => expect(urls.blobs.length).toBeGreaterThan(index));
  const text = new TextDecoder().decode(await (urls.blobs[index] as Blob).arrayBuffer());
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
};
const csvLine = (person: Person) => `${person.name};${person.email};${person.age};${person.joined}`;

describe('DataTable export', () => {
  it('offers CSV and XLSX in one menu; the XLSX has the visible columns, typed', async () => {
    const { user } = renderTable({ rows: people.slice(0, 3) });
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));

    await waitFor(() => expect(saved).toEqual(['pessoas.xlsx']));
    expect(writeXlsxFile).toHaveBeenCalledTimes(1);
    const [data, options] = vi.mocked(writeXlsxFile).mock.calls[0] as unknown as [
      unknown[][],
      Record<string, unknown>,
    ];
    expect(data[0]).toEqual([
      { value: 'Nome', fontWeight: 'bold' },
      { value: 'Idade', fontWeight: 'bold' },
      { value: 'Desde', fontWeight: 'bold' },
    ]);
    const [year, month, day] = (people[0] as Person).joined.split('-').map(Number);
    expect(data[1]).toEqual([
      { type: String, value: (people[0] as Person).name },
      { type: Number, value: (people[0] as Person).age },
      {
        type: Date,
        value: new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)),
        format: 'dd/mm/yyyy',
      },
    ]);
    expect(data).toHaveLength(4);
    expect(options).toMatchObject({ sheet: 'pessoas', stickyRowsCount: 1 });
    expect(urls.blobs[0]?.type).toBe('application/vnd.ms-excel');
  });

  it('writes CSV from the same menu', async () => {
    const { user } = renderTable({ rows: people.slice(0, 2) });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await csvLines()).toEqual([
      'Nome;E-mail;Idade;Desde',
      ...people.slice(0, 2).map(csvLine),
    ]);
    expect(saved).toEqual(['pessoas.csv']);
    expect(writeXlsxFile).not.toHaveBeenCalled();
  });

  it('writes only the selected rows while there are, and says so', async () => {
    const { user } = renderTable({ selectable: true });
    const [, second, third] = people as [Person, Person, Person];
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${second.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${third.name}` }));
    await user.click(screen.getByRole('button', { name: 'Exportar 2 selecionadas' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await csvLines()).toEqual(['Nome;E-mail;Idade;Desde', csvLine(second), csvLine(third)]);
  });

  it('picks "all but one" of a server list out of its fetched rows', async () => {
    const getRows = vi.fn(() => Promise.resolve(people));
    const { user } = renderWithProviders(<ServerList getRows={getRows} />);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar as linhas desta página' }));
    await user.click(screen.getByRole('button', { name: 'Selecionar todas as 57 linhas' }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    const left = people[24] as Person;
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${left.name}` }));
    await user.click(screen.getByRole('button', { name: 'Exportar 56 selecionadas em CSV' }));
    const lines = await csvLines();
    expect(getRows).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(57);
    expect(lines.slice(1)).toEqual(people.filter((p) => p !== left).map(csvLine));
  });

  it('exports rows picked on screen without fetching the whole list', async () => {
    const getRows = vi.fn(() => Promise.resolve(people));
    const { user } = renderWithProviders(<ServerList getRows={getRows} />);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    const picked = people[12] as Person;
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${picked.name}` }));
    await user.click(screen.getByRole('button', { name: 'Exportar a selecionada em CSV' }));
    expect(await csvLines()).toEqual(['Nome;E-mail;Idade;Desde', csvLine(picked)]);
    expect(getRows).not.toHaveBeenCalled();
  });

  it('fetches every page when nothing is selected', async () => {
    const getRows = vi.fn(() => Promise.resolve(people));
    const { user } = renderWithProviders(<ServerList getRows={getRows} />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await csvLines()).toHaveLength(58);
    expect(getRows).toHaveBeenCalledTimes(1);
  });

  it('says when the rows could not be fetched, and can try again', async () => {
    const getRows = vi.fn(() => Promise.reject(new Error('offline')));
    const { user } = renderWithProviders(<ServerList getRows={getRows} />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Não foi possível exportar as linhas.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(urls.blobs).toHaveLength(0);
  });
});
