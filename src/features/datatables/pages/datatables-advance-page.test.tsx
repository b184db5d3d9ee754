import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '@/components/data-table/test-fixtures';
import { queryList } from '@/lib/demo/list';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedEmployees } from '../demo/data';
import { employeeList } from '../demo/list';
import type { Employee } from '../types';

preloadChunks(...appShellChunks, pageChunk('datatables-advance'));

const employees = seedEmployees();
/** Every row the demo call answers for `search`, in its order. */
const matching = (search: string) =>
  queryList(
    new URL(`http://localhost/api/datatables/data?perPage=1000&${search}`),
    employees,
    employeeList,
  ).rows;

const table = () => screen.getByRole('table', { name: 'Funcionários' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** Each row's name, without a picture-less avatar's initials. */
const names = () =>
  bodyRows().map(
    (row) =>
      within(within(row).getAllByRole('cell')[1] as HTMLElement).getByText(
        (_, element) => element?.tagName === 'P',
      ).textContent,
  );
const range = (total: number) => `1–${Math.min(10, total)} de ${total}`;

async function openPage(route = '/datatables/advance') {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tabela de dados avançada' }),
  ).toBeVisible();
  await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
  return rendered;
}

describe('DatatablesAdvancePage', () => {
  it('narrows the rows by a column’s text, in the URL, and clears it', async () => {
    const { user, router } = await openPage();
    expect(screen.getByText('1–10 de 100')).toBeInTheDocument();
    const city = (employees[3] as Employee).city;
    const expected = matching(`city=${encodeURIComponent(city)}`);
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), city);
    expect(await screen.findByText(range(expected.length))).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(expected.slice(0, 10).map((row) => row.full_name)));
    for (const row of bodyRows()) expect(row).toHaveTextContent(city);
    expect(router.state.location.search).toBe(
      `?city=${encodeURIComponent(city).replaceAll('%20', '+')}`,
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('1–10 de 100')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('filters by status and a salary range together', async () => {
    const { user, router } = await openPage();
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Profissional' }));
    const professionals = matching('status=2');
    expect(await screen.findByText(range(professionals.length))).toBeInTheDocument();
    for (const row of bodyRows()) expect(within(row).getByText('Profissional')).toBeVisible();

    const salaries = professionals.map((row) => row.salary).sort((a, b) => a - b);
    const floor = Math.round(salaries[Math.floor(salaries.length / 2)] ?? 0);
    await user.type(screen.getByRole('textbox', { name: 'Salário a partir de' }), String(floor));
    const expected = matching(`status=2&salaryMin=${floor}`);
    expect(await screen.findByText(range(expected.length))).toBeInTheDocument();
    expect(expected.length).toBeLessThan(professionals.length);
    expect(names()).toEqual(expected.slice(0, 10).map((row) => row.full_name));
    expect(router.state.location.search).toBe(`?status=2&salaryMin=${floor}`);
  });

  it('reads its filters from the URL: a start-date range on the calendar', async () => {
    await openPage(
      '/datatables/advance?startFrom=2020-01-01&startTo=2020-12-31&sortColumn=start_date&sort=asc',
    );
    const expected = matching(
      'startFrom=2020-01-01&startTo=2020-12-31&sortColumn=start_date&sort=asc',
    );
    expect(await screen.findByText(range(expected.length))).toBeInTheDocument();
    expect(names()).toEqual(expected.slice(0, 10).map((row) => row.full_name));
    expect(screen.getByRole('button', { name: 'Admissão entre' })).toHaveTextContent(
      '1 jan 2020 – 31 dez 2020',
    );
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  });

  it('hides a column from the columns menu and leaves it out of the export', async () => {
    const urls = stubObjectUrls();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const { user } = await openPage('/datatables/advance?status=5');
      const applicants = matching('status=5');
      await user.click(screen.getByRole('button', { name: 'Colunas' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name: 'E-mail' }));
      expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
      await user.click(screen.getByRole('menuitemcheckbox', { name: 'Idade' }));
      expect(screen.getByRole('columnheader', { name: 'Idade' })).toBeInTheDocument();

      const [first, second] = applicants as [Employee, Employee];
      await user.click(screen.getByRole('checkbox', { name: `Selecionar ${first.full_name}` }));
      await user.click(screen.getByRole('checkbox', { name: `Selecionar ${second.full_name}` }));
      await user.click(screen.getByRole('button', { name: 'Exportar 2 selecionadas' }));
      await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(urls.blobs).toHaveLength(1));
      const text = new TextDecoder().decode(await (urls.blobs[0] as Blob).arrayBuffer());
      const line = (row: Employee) =>
        [
          row.full_name,
          row.post,
          row.city,
          row.start_date,
          String(row.salary).replace('.', ','),
          row.age,
          'Candidato',
        ].join(';');
      expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'Nome;Cargo;Cidade;Admissão;Salário;Idade;Situação',
        line(first),
        line(second),
        '',
      ]);
      expect(saved).toEqual([expect.stringMatching(/^funcionarios-\d{4}-\d{2}-\d{2}\.csv$/)]);
    } finally {
      urls.restore();
    }
  });
});

describe('DatatablesAdvancePage export of every filtered row', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => urls.restore());

  it('fetches every page of the filtered list for the CSV', async () => {
    const { user } = await openPage('/datatables/advance?status=1');
    const current = matching('status=1');
    expect(current.length).toBeGreaterThan(10);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(urls.blobs).toHaveLength(1));
    const text = new TextDecoder().decode(await (urls.blobs[0] as Blob).arrayBuffer());
    const lines = text.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(current.length);
    expect(lines.map((line) => line.split(';')[0])).toEqual(current.map((row) => row.full_name));
  });
});
