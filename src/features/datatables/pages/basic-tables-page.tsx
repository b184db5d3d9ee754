import { Stack, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { employeesQueryOptions } from '../api';
import classes from '../components/basic-tables/basic-tables.module.css';
import { EmployeeTable } from '../components/basic-tables/employee-table';
import { TableExample } from '../components/basic-tables/table-example';
import type { Employee } from '../types';

export const namespaces = ['basic-tables', 'datatables'] as const;

const CAPTION_ROWS = 5;
const noEmployees: readonly Employee[] = [];

/**
 * `/tables/reactstrap`: Mantine's table styles (striped, bordered, hover, compact, a dark
 * header, a caption, a wide table that scrolls in its card), each with a few of the data
 * tables' employees from `GET /api/datatables/initial-data`.
 */
export default function BasicTablesPage() {
  const { t } = useTranslation('basic-tables');
  const format = useFormat();
  const query = useQuery(employeesQueryOptions());
  const employees = query.data ?? noEmployees;
  const newest = useMemo(
    () =>
      [...employees]
        .sort((a, b) => b.start_date.localeCompare(a.start_date) || a.id - b.id)
        .slice(0, CAPTION_ROWS),
    [employees],
  );

  if (query.isError && !query.data) {
    return (
      <QueryError
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const loading = !query.data;
  const rows = (start: number, count: number) => employees.slice(start, start + count);
  return (
    <Stack gap="lg" aria-busy={loading || undefined}>
      {loading && <VisuallyHidden>{t('loading')}</VisuallyHidden>}
      <CardGrid cols={2}>
        <TableExample example="striped" loading={loading} minWidth={400}>
          {(titleId) => (
            <EmployeeTable
              aria-labelledby={titleId}
              striped
              employees={rows(0, 6)}
              columns={['person', 'status']}
              withEmail
            />
          )}
        </TableExample>
        <TableExample example="bordered" loading={loading} minWidth={480}>
          {(titleId) => (
            <EmployeeTable
              aria-labelledby={titleId}
              withTableBorder
              withColumnBorders
              employees={rows(6, 6)}
              columns={['person', 'city', 'start_date']}
            />
          )}
        </TableExample>
        <TableExample example="hover" loading={loading} minWidth={480}>
          {(titleId) => (
            <EmployeeTable
              aria-labelledby={titleId}
              highlightOnHover
              employees={rows(12, 6)}
              columns={['person', 'post', 'salary']}
            />
          )}
        </TableExample>
        <TableExample example="small" loading={loading} minWidth={460}>
          {(titleId) => (
            <EmployeeTable
              aria-labelledby={titleId}
              verticalSpacing="xs"
              horizontalSpacing="xs"
              fz="xs"
              employees={rows(18, 8)}
              columns={['person', 'age', 'experience', 'status']}
            />
          )}
        </TableExample>
        <TableExample example="darkHead" loading={loading} minWidth={560}>
          {(titleId) => (
            <EmployeeTable
              aria-labelledby={titleId}
              headClassName={classes.darkHead}
              employees={rows(26, 6)}
              columns={['person', 'email', 'city']}
            />
          )}
        </TableExample>
        <TableExample example="caption" loading={loading} minWidth={460}>
          {/* Named by its caption, as a caption does. */}
          {() => (
            <EmployeeTable
              captionSide="bottom"
              caption={t('examples.caption.caption', {
                count: newest.length,
                total: format.number(employees.length),
              })}
              employees={newest}
              columns={['person', 'post', 'start_date']}
            />
          )}
        </TableExample>
      </CardGrid>
      <CardGrid cols={1}>
        <TableExample example="responsive" loading={loading} minWidth={1100}>
          {(titleId) => (
            <EmployeeTable
              aria-labelledby={titleId}
              striped
              highlightOnHover
              employees={rows(0, 8)}
              columns={[
                'id',
                'person',
                'post',
                'email',
                'city',
                'start_date',
                'salary',
                'age',
                'experience',
                'status',
              ]}
            />
          )}
        </TableExample>
      </CardGrid>
    </Stack>
  );
}
