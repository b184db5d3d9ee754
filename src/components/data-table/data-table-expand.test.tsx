import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableProps } from './data-table';
import { makePeople, personColumns, personId, personName, type Person } from './test-fixtures';

const people = makePeople(57);
const [first, second] = people as [Person, Person];

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return renderWithProviders(
    <DataTable
      label="Pessoas"
      columns={personColumns}
      rows={people}
      getRowId={personId}
      getRowLabel={personName}
      expandable={{ render: (person) => <p>Detalhes: {person.email}</p> }}
      {...props}
    />,
  );
}

const toggle = (person: Person) =>
  screen.getByRole('button', { name: `Mostrar detalhes de ${person.name}` });
const body = () => screen.getAllByRole('rowgroup')[1] as HTMLElement;

describe('DataTable expandable rows', () => {
  it('opens a row’s details in a full-width row beneath it, and closes them', async () => {
    const { user } = renderTable({ selectable: true, rowActions: () => [] });
    const button = toggle(first);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(`Detalhes: ${first.email}`)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Detalhes' })).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(details).toHaveTextContent(`Detalhes: ${first.email}`);
    // Beneath its row, across every column: details button, checkbox, four cells, actions.
    const rows = within(body()).getAllByRole('row');
    expect(rows[1]).toBe(details);
    expect(within(details as HTMLElement).getByRole('cell')).toHaveAttribute('colspan', '7');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(`Detalhes: ${first.email}`)).toBeNull();
    expect(within(body()).getAllByRole('row')).toHaveLength(10);
  });

  it('opens from the keyboard, several at once', async () => {
    const { user } = renderTable();
    toggle(first).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(toggle(second)).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText(`Detalhes: ${first.email}`)).toBeVisible();
    expect(screen.getByText(`Detalhes: ${second.email}`)).toBeVisible();
    expect(within(body()).getAllByRole('row')).toHaveLength(12);
  });

  it('keeps a row open over pages, beside its selection', async () => {
    const { user } = renderTable({ selectable: true });
    await user.click(toggle(first));
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${first.name}` }));
    expect(screen.getByText('1 selecionada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.queryByText(`Detalhes: ${first.email}`)).toBeNull();
    const eleventh = people[10] as Person;
    await user.click(toggle(eleventh));
    expect(screen.getByText(`Detalhes: ${eleventh.email}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(toggle(first)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(`Detalhes: ${first.email}`)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: `Selecionar ${first.name}` })).toBeChecked();
  });

  it('opens a row of a virtual list, the details row at its fixed height', async () => {
    // The scroller has the size it would have on screen (the page has no layout here).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const { user } = renderTable({
      rows: makePeople(5000),
      virtual: { height: 400, rowHeight: 40 },
      expandable: { render: (person) => <p>Detalhes: {person.email}</p>, virtualHeight: 120 },
    });
    await user.click(
      await screen.findByRole('button', { name: `Mostrar detalhes de ${first.name}` }),
    );
    const details = document.getElementById(toggle(first).getAttribute('aria-controls') ?? '');
    expect(details).toHaveTextContent(`Detalhes: ${first.email}`);
    expect(details).toHaveStyle({ height: '120px' });
    // Still only the rows in view (and a few around them) of 5,000.
    expect(within(body()).getAllByRole('row').length).toBeLessThan(60);
  });
});
