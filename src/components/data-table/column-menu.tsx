import { Button, Menu } from '@mantine/core';
import type { Column, Table } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';

/** The name a column goes by outside its header: `meta.label`, a text header, or its id. */
export function columnLabel<Row>(column: Column<Row, unknown>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/** A menu of checkboxes, one a column that may be hidden. */
export function ColumnMenu<Row>({ table }: { table: Table<Row> }) {
  const { t } = useTranslation('table');
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  const visible = columns.filter((column) => column.getIsVisible()).length;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" closeOnItemClick={false}>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<Columns3 size={14} aria-hidden="true" />}>
          {t('columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {columns.map((column) => (
          <Menu.CheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            // The last visible column stays: a table of no columns says nothing.
            disabled={column.getIsVisible() && visible === 1}
            onChange={(checked) => column.toggleVisibility(checked)}
          >
            {columnLabel(column)}
          </Menu.CheckboxItem>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
