import { Badge, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import type { DataTableColumn } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { employeeStatusNames, type Employee, type EmployeeSortColumn } from '../types';
import { EmployeePerson } from './basic-tables/employee-person';
import type { HeaderText } from './header-language';
import { employeeStatusColors } from './basic-tables/status-badge';

/** A column of the employee tables: one the call sorts on (every one but the id). */
export type EmployeeColumnId = Exclude<EmployeeSortColumn, 'id'>;

const column = createColumnHelper<Employee>();

const textCell = (text: string) => (
  <Text size="sm" {...bidiText()}>
    {text}
  </Text>
);

/**
 * The employee columns for the shared table, in the order asked: their headers and statuses
 * in `header`'s language (the table's own, see `useHeaderLanguage`; the app's by default), the
 * rest of the cells in the app's. The export reads the values (a day, the salary and the ages
 * as numbers, the status by name), never the drawn cells.
 */
export function useEmployeeColumns(
  ids: readonly EmployeeColumnId[],
  header?: HeaderText,
): DataTableColumn<Employee>[] {
  const { t } = useTranslation('datatables');
  const format = useFormat();
  return useMemo(() => {
    const words: Words = {
      header: header ?? ((key) => t(key)),
      experience: (count) => t('experience', { count }),
    };
    return employeeColumns(ids, words, format);
  }, [ids, header, t, format]);
}

interface Words {
  header: HeaderText;
  experience: (years: number) => string;
}

function employeeColumns(
  ids: readonly EmployeeColumnId[],
  { header, experience }: Words,
  format: ReturnType<typeof useFormat>,
): DataTableColumn<Employee>[] {
  const statusName = (row: Employee) => header(`status.${employeeStatusNames[row.status]}`);
  const columns: Record<EmployeeColumnId, DataTableColumn<Employee>> = {
    full_name: column.accessor('full_name', {
      header: header('columns.full_name'),
      cell: (info) => <EmployeePerson employee={info.row.original} />,
    }),
    post: column.accessor('post', {
      header: header('columns.post'),
      cell: (info) => textCell(info.row.original.post),
    }),
    email: column.accessor('email', {
      header: header('columns.email'),
      cell: (info) => textCell(info.row.original.email),
    }),
    city: column.accessor('city', {
      header: header('columns.city'),
      cell: (info) => textCell(info.row.original.city),
    }),
    start_date: column.accessor('start_date', {
      header: header('columns.start_date'),
      cell: (info) => (
        <span style={{ whiteSpace: 'nowrap' }}>{format.day(info.row.original.start_date)}</span>
      ),
    }),
    salary: column.accessor('salary', {
      header: header('columns.salary'),
      meta: { align: 'end', xlsxFormat: '#,##0.00' },
      cell: (info) => (
        <span style={{ whiteSpace: 'nowrap' }}>{format.currency(info.row.original.salary)}</span>
      ),
    }),
    age: column.accessor('age', {
      header: header('columns.age'),
      meta: { align: 'end' },
      cell: (info) => format.number(info.row.original.age),
    }),
    experience: column.accessor('experience', {
      header: header('columns.experience'),
      meta: { align: 'end' },
      cell: (info) => experience(info.row.original.experience),
    }),
    status: column.accessor('status', {
      header: header('columns.status'),
      meta: { csv: statusName },
      cell: (info) => (
        <Badge variant="light" color={employeeStatusColors[info.row.original.status]}>
          {statusName(info.row.original)}
        </Badge>
      ),
    }),
  };
  return ids.map((id) => columns[id]);
}
