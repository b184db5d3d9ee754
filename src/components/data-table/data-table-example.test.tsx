import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { demoApi } from '@/lib/demo/api';
import { defineListSpec, queryList } from '@/lib/demo/list';
import { http } from '@/lib/http';
import { listSearchParams, useListState, type ListStateOptions } from '@/lib/use-list-state';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import { DataTable } from './data-table';
import { DataTableSearch } from './data-table-search';
import { serverTable } from './server-table';
import { makePeople, personColumns, personId, personName, type Person } from './test-fixtures';

/** A whole list page as docs/adding-a-page.md describes it: demo handler, URL state, query, table. */
const people = makePeople(57);
const peopleList = defineListSpec<Person>()({
  search: [(person) => person.name, (person) => person.email],
  sortColumns: { name: (p) => p.name, age: (p) => p.age, joined: (p) => p.joined },
});
const listOptions: ListStateOptions<Record<never, never>, 'name' | 'age' | 'joined'> = {
  sortColumns: ['name', 'age', 'joined'],
  debounceMs: 200,
};
const answerSchema = z.object({
  people: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      age: z.number(),
      joined: z.string(),
    }),
  ),
  total: z.number(),
});
const calls: URLSearchParams[] = [];

function PeoplePage() {
  const list = useListState(listOptions);
  const query = useQuery({
    queryKey: ['people', list.params],
    queryFn: ({ signal }) =>
      http.demo.get('/api/test/people', {
        schema: answerSchema,
        searchParams: listSearchParams(list.params),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label="Pessoas"
      columns={personColumns}
      getRowId={personId}
      getRowLabel={personName}
      toolbar={<DataTableSearch value={list.q} onChange={list.setQ} />}
      {...serverTable(list, query, (data) => ({ rows: data.people, total: data.total }))}
    />
  );
}

beforeEach(async () => {
  calls.length = 0;
  await signInAs('admin');
  server.use(
    demoApi('Table').get('/api/test/people', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      const { rows, total } = queryList(request, people, peopleList);
      return HttpResponse.json({ people: rows, total });
    }),
  );
});

const nameCells = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

describe('a list page: useListState + useQuery + the demo helper + DataTable', () => {
  it('searches after the debounce, in the URL, and shows the filtered rows and total', async () => {
    const { user, router } = renderWithProviders(<PeoplePage />, {
      route: '/people?page=2',
      path: '/people',
    });
    expect(await screen.findByText('11–20 de 57')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Pessoas' });
    /** The answer to the call the URL asks for has landed (not a placeholder from before). */
    const settledOn = (param: string, value: string) =>
      waitFor(() => {
        expect(calls.at(-1)?.get(param)).toBe(value);
        expect(table).toHaveAttribute('aria-busy', 'false');
      });

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'joao');
    await waitFor(() => expect(router.state.location.search).toBe('?q=joao'));
    await settledOn('q', 'joao');
    // Accent-blind on the server: "joao" finds every João, on page 1 again.
    expect(screen.getByText('1–7 de 7')).toBeInTheDocument();
    expect(nameCells()).toHaveLength(7);
    expect(nameCells().every((name) => name.startsWith('João'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Idade' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=joao&sortColumn=age&sort=asc'),
    );
    await settledOn('sortColumn', 'age');
    const youngest = people
      .filter((person) => person.name.startsWith('João'))
      .sort((a, b) => a.age - b.age)[0];
    expect(nameCells()[0]).toBe(youngest?.name);
    expect(screen.getByRole('columnheader', { name: 'Idade' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('shows the server’s empty answer as the empty state', async () => {
    renderWithProviders(<PeoplePage />, { route: '/people?q=ninguém', path: '/people' });
    expect(await screen.findByText('Nenhum resultado')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('ninguém');
  });
});
