import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedEmployees } from '../../demo/data';
import type { Employee } from '../../types';

preloadChunks(...appShellChunks, pageChunk('tables-basic'));

const employees = seedEmployees();
const nth = (index: number) => employees[index] as Employee;
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dayFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' });
const day = (text: string) => {
  const [year = 0, month = 1, date = 1] = text.split('-').map(Number);
  return dayFormat.format(new Date(year, month - 1, date));
};
const statusName = { 1: 'Atual', 2: 'Profissional', 3: 'Recusado', 4: 'Desligado', 5: 'Candidato' };

/** What a cell says to a screen reader: without the initials of a picture-less avatar. */
const said = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
};
const table = (name: string | RegExp) => screen.getByRole('table', { name });
const bodyRows = (name: string | RegExp) => within(table(name)).getAllByRole('row').slice(1); // the first is the header

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/tables/reactstrap');
  expect(await screen.findByRole('heading', { level: 1, name: 'Tabela' })).toBeVisible();
  await screen.findByRole('table', { name: 'Listrada' });
  return rendered;
}

describe('BasicTablesPage', () => {
  it('shows each table style with a few employees: names, posts, translated statuses', async () => {
    await openPage();
    const titles = ['Listrada', 'Com bordas', 'Destaque ao passar o mouse', 'Compacta', 'Cabeçalho escuro', 'Com legenda', 'Responsiva'];
    for (const title of titles) expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();

    const striped = bodyRows('Listrada');
    expect(striped).toHaveLength(6);
    const first = nth(0);
    expect(striped[0]).toHaveTextContent(first.full_name);
    expect(striped[0]).toHaveTextContent(first.email);
    expect(within(striped[0] as HTMLElement).getByText(statusName[first.status])).toBeVisible();
    expect(bodyRows('Com bordas')[0]).toHaveTextContent(nth(6).full_name);
    expect(bodyRows('Com bordas')[0]).toHaveTextContent(nth(6).city);
    expect(bodyRows('Destaque ao passar o mouse')[0]).toHaveTextContent(money.format(nth(12).salary).replace(/\s/g, ' '));
    expect(bodyRows('Compacta')).toHaveLength(8);
    expect(bodyRows('Cabeçalho escuro')[0]).toHaveTextContent(nth(26).email);
  }); // prettier-ignore

  it('shows every column in the responsive table, formatted in Portuguese', async () => {
    await openPage();
    const headers = within(table('Responsiva')).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Nome', 'Cargo', 'E-mail', 'Cidade', 'Admissão', 'Salário', 'Idade', 'Experiência', 'Situação']);
    const rows = bodyRows('Responsiva');
    expect(rows).toHaveLength(8);
    const first = nth(0);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell').map(said);
    expect(cells).toEqual([
      '1', first.full_name, first.post, first.email, first.city, day(first.start_date),
      money.format(first.salary), String(first.age), `${first.experience} ${first.experience === 1 ? 'ano' : 'anos'}`,
      statusName[first.status],
    ]);
  }); // prettier-ignore

  it('names the caption table by its caption: the newest hires first', async () => {
    await openPage();
    const newest = [...employees].sort((a, b) => b.start_date.localeCompare(a.start_date)).slice(0, 5);
    const rows = bodyRows('As 5 admissões mais recentes entre 100 funcionários.');
    expect(rows.map((row) => said(within(row).getAllByRole('cell')[0] as HTMLElement))).toEqual(newest.map((row) => row.full_name));
    expect(rows[0]).toHaveTextContent(day(newest[0]?.start_date ?? ''));
  }); // prettier-ignore

  it('puts each table in a named frame the keyboard can reach, to scroll it on a phone', async () => {
    await openPage();
    const frames = screen.getAllByRole('region', { name: /\(role para os lados\)$/ });
    expect(frames).toHaveLength(7);
    for (const frame of frames) expect(frame).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Responsiva (role para os lados)' })).toContainElement(table('Responsiva'));
  }); // prettier-ignore

  it('shows the tables’ shapes while the employees load', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      demoApi('Table').get('/api/datatables/initial-data', async () => {
        await answered;
        return HttpResponse.json(employees);
      }),
    );
    await signInAs('admin');
    renderApp('/tables/reactstrap');
    expect(await screen.findByText('Carregando os funcionários…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Listrada' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('table', { name: 'Listrada' })).toBeVisible();
    expect(screen.queryByText('Carregando os funcionários…')).not.toBeInTheDocument();
  });

  it('says when the employees cannot be loaded, and tries again', async () => {
    // Failing until the person retries (the query's own retries fail too).
    let failing = true;
    server.use(
      demoApi('Table').get('/api/datatables/initial-data', () =>
        failing
          ? HttpResponse.json({ error: 'Boom' }, { status: 500 })
          : HttpResponse.json(employees),
      ),
    );
    await signInAs('admin');
    const { user } = renderApp('/tables/reactstrap');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os funcionários.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Listrada' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
