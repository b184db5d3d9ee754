import { Table, type TableProps } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Employee } from '../../types';
import classes from './basic-tables.module.css';
import { EmployeePerson } from './employee-person';
import { EmployeeStatusBadge } from './status-badge';

/** The columns a table may show: `person` is the picture and the name (and the e-mail). */
export type EmployeeColumn =
  | 'id'
  | 'person'
  | 'post'
  | 'email'
  | 'city'
  | 'start_date'
  | 'salary'
  | 'age'
  | 'experience'
  | 'status';

/** Figures line up at the end of their column (the right in ltr, the left in rtl). */
const figures = new Set<EmployeeColumn>(['id', 'salary', 'age', 'experience']);

export interface EmployeeTableProps extends Omit<TableProps, 'children' | 'data'> {
  employees: readonly Employee[];
  columns: readonly EmployeeColumn[];
  /** The e-mail under the name in the `person` column. */
  withEmail?: boolean;
  /** Under the table (or above, with `captionSide="top"`); names the table. */
  caption?: string;
  /** A class for the header row (the dark header). */
  headClassName?: string;
}

/** A few employees in a Mantine `Table`, with the given columns and Mantine's table props. */
export function EmployeeTable({
  employees,
  columns,
  withEmail = false,
  caption,
  headClassName,
  ...tableProps
}: EmployeeTableProps) {
  const { t } = useTranslation('datatables');
  const format = useFormat();

  const cell = (column: EmployeeColumn, employee: Employee) => {
    switch (column) {
      case 'id':
        return format.number(employee.id);
      case 'person':
        return <EmployeePerson employee={employee} withEmail={withEmail} />;
      case 'start_date':
        return format.day(employee.start_date);
      case 'salary':
        return format.currency(employee.salary);
      case 'age':
        return format.number(employee.age);
      case 'experience':
        return t('experience', { count: employee.experience });
      case 'status':
        return <EmployeeStatusBadge status={employee.status} />;
      default:
        return <span {...bidiText()}>{employee[column]}</span>;
    }
  };

  return (
    <Table {...tableProps}>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead className={headClassName}>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col" ta={figures.has(column) ? 'end' : undefined}>
              {t(`columns.${column === 'person' ? 'full_name' : column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {employees.map((employee) => (
          <Table.Tr key={employee.id}>
            {columns.map((column) => (
              <Table.Td
                key={column}
                ta={figures.has(column) ? 'end' : undefined}
                className={column === 'post' ? undefined : classes.nowrap}
              >
                {cell(column, employee)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
