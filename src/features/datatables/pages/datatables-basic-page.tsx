import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { DataTable, DataTableSearch, serverTable } from '@/components/data-table';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { employeeBasicQueryOptions, employeeListOptions } from '../api';
import { useEmployeeColumns, type EmployeeColumnId } from '../components/employee-columns';
import { EmployeeDetails } from '../components/employee-details';
import { HeaderLanguageSwitch, useHeaderLanguage } from '../components/header-language';

export const namespaces = ['datatables', 'table'] as const;

const columnIds: readonly EmployeeColumnId[] = [
  'full_name',
  'post',
  'email',
  'start_date',
  'salary',
  'status',
];

/**
 * `/datatables/basic?q=&page=&perPage=&sort=&sortColumn=`: the employees in the shared table,
 * paged, sorted and searched by `GET /api/datatables/data`; rows to select and to open; the
 * header in a language of its own.
 */
export default function DatatablesBasicPage() {
  const { t } = useTranslation('datatables');
  const titleId = useId();
  const list = useListState(employeeListOptions);
  const query = useQuery(employeeBasicQueryOptions(list.params));
  const header = useHeaderLanguage();
  const columns = useEmployeeColumns(columnIds, header.t);

  return (
    <TitledCard title={t('basic.title')} text={t('basic.text')} titleId={titleId}>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        getRowId={(employee) => String(employee.id)}
        getRowLabel={(employee) => employee.full_name}
        selectable
        expandable={{ render: (employee) => <EmployeeDetails employee={employee} /> }}
        minWidth={900}
        toolbar={<DataTableSearch value={list.q} onChange={list.setQ} />}
        actions={<HeaderLanguageSwitch value={header.language} onChange={header.setLanguage} />}
        empty={{
          icon: <Users size={28} aria-hidden="true" />,
          title: t('empty.title'),
          hint: t('empty.hint'),
          none: t('empty.none'),
        }}
        {...serverTable(list, query, (data) => ({ rows: data.invoices, total: data.total }))}
      />
    </TitledCard>
  );
}
