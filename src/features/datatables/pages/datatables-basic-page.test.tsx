import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryList } from '@/lib/demo/list';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedEmployees } from '../demo/data';
import { employeeList } from '../demo/list';
import type { Employee } from '../types';

preloadChunks(...appShellChunks, pageChunk('datatables-basic'));

const employees = seedEmployees();
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** The rows the demo call answers for `search` (its first page). */
const answer = (search: string) =>
  queryList(new URL(`http://localhost/api/datatables/data?${search}`), employees, employeeList);

const table = () => screen.getByRole('table', { name: 'Funcionários' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** Each row's name cell, without a picture-less avatar's initials. */
const names = () =>
  bodyRows().map((row) => {
    const cell = within(row).getAllByRole('cell')[2] as HTMLElement;
    return within(cell).getByText((_, element) => element?.tagName === 'P').textContent;
  });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

async function openPage(route = '/datatables/basic') {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tabela de dados básica' }),
  ).toBeVisible();
  expect(await screen.findByText('1–10 de 100')).toBeInTheDocument();
  await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
  return rendered;
}

describe('DatatablesBasicPage', () => {
  it('shows the first page of employees from the call, sortable on every column', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Funcionários' })).toBeVisible();
    expect(names()).toEqual(employees.slice(0, 10).map((row) => row.full_name));
    expect(headers()).toEqual([
      'Detalhes',
      '',
      'Nome',
      'Cargo',
      'E-mail',
      'Admissão',
      'Salário',
      'Situação',
    ]);
    for (const name of ['Nome', 'Cargo', 'E-mail', 'Admissão', 'Salário', 'Situação']) {
      expect(within(table()).getByRole('button', { name })).toBeInTheDocument();
    }
    const first = employees[0] as Employee;
    expect(bodyRows()[0]).toHaveTextContent(money.format(first.salary).replace(/\s/g, ' '));
  });

  it('narrows the rows with the search, in the URL', async () => {
    const { user, router } = await openPage();
    const wanted = employees[7] as Employee;
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), wanted.full_name);
    const expected = answer(`q=${encodeURIComponent(wanted.full_name)}`);
    await waitFor(() =>
      expect(names()).toEqual(expected.rows.map((row: Employee) => row.full_name)),
    );
    expect(names()).toContain(wanted.full_name);
    expect(expected.total).toBeLessThan(10);
    expect(router.state.location.search).toBe(
      `?q=${encodeURIComponent(wanted.full_name).replaceAll('%20', '+')}`,
    );
  });

  it('sorts by salary on the server, as numbers', async () => {
    const { user, router } = await openPage();
    await user.click(within(table()).getByRole('button', { name: 'Salário' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortColumn=salary&sort=asc'));
    const lowest = [...employees].sort((a, b) => a.salary - b.salary).slice(0, 10);
    await waitFor(() => expect(names()).toEqual(lowest.map((row) => row.full_name)));
  });

  it('opens an employee’s details beneath the row', async () => {
    const { user } = await openPage();
    const first = employees[0] as Employee;
    const toggle = screen.getByRole('button', { name: `Mostrar detalhes de ${first.full_name}` });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const facts = within(details as HTMLElement);
    expect(facts.getByText('Cidade').nextElementSibling).toHaveTextContent(first.city);
    expect(facts.getByText('Idade').nextElementSibling).toHaveTextContent(`${first.age} anos`);
    expect(facts.getByText('Salário').nextElementSibling).toHaveTextContent(
      money.format(first.salary).replace(/\s/g, ' '),
    );
    expect(facts.getByText('E-mail').nextElementSibling).toHaveTextContent(first.email);
  });

  it('switches its header and statuses to English, the app staying in Portuguese', async () => {
    const { user } = await openPage();
    const first = employees[0] as Employee;
    const group = screen.getByRole('radiogroup', { name: 'Idioma do cabeçalho' });
    expect(within(group).getByRole('radio', { name: 'Português' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'English' }));
    await waitFor(() =>
      expect(headers()).toEqual([
        'Detalhes',
        '',
        'Name',
        'Post',
        'Email',
        'Start date',
        'Salary',
        'Status',
      ]),
    );
    const english = ['Current', 'Professional', 'Rejected', 'Resigned', 'Applied'];
    expect(bodyRows()[0]).toHaveTextContent(english[first.status - 1] ?? '');
    // Only the table's header changed: the page, its search and its cells are Portuguese.
    expect(screen.getByRole('heading', { level: 1, name: 'Tabela de dados básica' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toBeInTheDocument();
    expect(screen.getByText('1–10 de 100')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent(money.format(first.salary).replace(/\s/g, ' '));

    await user.click(within(group).getByRole('radio', { name: 'Português' }));
    await waitFor(() => expect(headers()).toContain('Situação'));
  });
});
