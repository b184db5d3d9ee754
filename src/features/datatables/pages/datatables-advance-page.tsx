import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { DataTable, DataTableSearch, serverTable } from '@/components/data-table';
import { TitledCard } from '@/components/section-card/titled-card';
import { today } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import {
  employeeAdvanceOptions,
  employeePageQueryOptions,
  fetchAllMatchingEmployees,
} from '../api';
import { useEmployeeColumns, type EmployeeColumnId } from '../components/employee-columns';
import { EmployeeFilters } from '../components/employee-filters';

export const namespaces = ['datatables', 'table'] as const;

const columnIds: readonly EmployeeColumnId[] = [
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
];
/** Shown from the columns menu. */
const hiddenAtFirst = ['age', 'experience'] as const;

/**
 * `/datatables/advance?q=&name=&post=&email=&city=&status=&salaryMin=&salaryMax=&startFrom=
 * &startTo=&page=&perPage=&sort=&sortColumn=`: the employees with a filter a column, every
 * one in the URL, answered a page at a time by the call (10,000 rows stay one page in the
 * DOM); the filtered rows, or the selected ones, exported to CSV or XLSX.
 */
export default function DatatablesAdvancePage() {
  const { t } = useTranslation('datatables');
  const titleId = useId();
  const list = useListState(employeeAdvanceOptions);
  const query = useQuery(employeePageQueryOptions(list.params));
  const columns = useEmployeeColumns(columnIds);
  const table = serverTable(list, query, (data) => ({ rows: data.invoices, total: data.total }));

  return (
    <TitledCard title={t('advance.title')} text={t('advance.text')} titleId={titleId}>
      <EmployeeFilters list={list} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        getRowId={(employee) => String(employee.id)}
        getRowLabel={(employee) => employee.full_name}
        selectable
        initialHiddenColumns={hiddenAtFirst}
        minWidth={1000}
        toolbar={<DataTableSearch value={list.q} onChange={list.setQ} />}
        export={{
          filename: `${t('exportFile')}-${today()}`,
          getRows: () => fetchAllMatchingEmployees(list.params, table.server.total),
        }}
        empty={{
          icon: <Users size={28} aria-hidden="true" />,
          title: t('empty.title'),
          hint: t('empty.hint'),
          none: t('empty.none'),
        }}
        {...table}
      />
    </TitledCard>
  );
}
