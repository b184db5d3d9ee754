import { Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { flexRender, type Header, type Table as TanTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import type { SortState } from '@/lib/list-query';
import classes from './data-table.module.css';

interface DataTableHeadProps<Row> {
  table: TanTable<Row>;
  sort: SortState | null;
  onSort: (column: string) => void;
  /** The header checkbox for the rows on screen; absent when rows cannot be selected. */
  selectPage?: { checked: boolean; indeterminate: boolean; onChange: (checked: boolean) => void };
  withActions: boolean;
  /** The rows open their details: a column for their buttons. */
  withExpand?: boolean;
}

const ariaSort = (sort: SortState | null, column: string) =>
  sort?.column !== column ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

function HeaderCell<Row>({
  header,
  sort,
  onSort,
}: {
  header: Header<Row, unknown>;
  sort: SortState | null;
  onSort: (column: string) => void;
}) {
  const { column } = header;
  const content = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  const align = column.columnDef.meta?.align ?? 'start';
  if (!column.getCanSort()) {
    return (
      <Table.Th ta={align} scope="col">
        {content}
      </Table.Th>
    );
  }
  const Icon =
    sort?.column !== column.id ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Table.Th ta={align} scope="col" aria-sort={ariaSort(sort, column.id)}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column.id)}>
        {content}
        <Icon
          size={14}
          aria-hidden="true"
          className={sort?.column === column.id ? undefined : classes.sortIdle}
        />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The header row: the details column, a checkbox for the page, sortable columns as buttons, the actions column. */
export function DataTableHead<Row>({
  table,
  sort,
  onSort,
  selectPage,
  withActions,
  withExpand = false,
}: DataTableHeadProps<Row>) {
  const { t } = useTranslation('table');
  return (
    <Table.Thead className={classes.head}>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {withExpand && (
            <Table.Th className={classes.checkCell} scope="col">
              <VisuallyHidden>{t('details')}</VisuallyHidden>
            </Table.Th>
          )}
          {selectPage && (
            <Table.Th className={classes.checkCell} scope="col">
              <Checkbox
                size="xs"
                aria-label={t('selectPage')}
                checked={selectPage.checked}
                indeterminate={selectPage.indeterminate}
                onChange={(event) => selectPage.onChange(event.currentTarget.checked)}
              />
            </Table.Th>
          )}
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} sort={sort} onSort={onSort} />
          ))}
          {withActions && (
            <Table.Th className={classes.actionsCell} scope="col">
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}
