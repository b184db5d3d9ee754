import { Select } from '@mantine/core';
import {
  DataTableNumberFilter,
  DataTableTextFilter,
} from '@/components/column-filters/column-filters';
import { useTranslation } from '@/lib/i18n-react';
import type { EmployeeListState } from '../api';
import { employeeStatuses, employeeStatusNames, employeeTextFilters } from '../types';
import classes from './employee-filters.module.css';
import { StartDateFilter } from './start-date-filter';

/**
 * The advance table's column filters, each in the URL through the list's state: a text that a
 * column contains (name, post, e-mail, city), the status, a salary range, a start-date range.
 * The table's toolbar clears them all ("Limpar filtros").
 */
export function EmployeeFilters({ list }: { list: EmployeeListState }) {
  const { t } = useTranslation('datatables');
  const { filters } = list.params;
  const salary = (end: 'salaryMin' | 'salaryMax') => (
    <DataTableNumberFilter
      label={t(`filters.${end}`)}
      prefix={t('filters.currencyPrefix')}
      value={filters[end]}
      onChange={(value) => list.setFilter(end, value)}
    />
  );
  return (
    <fieldset className={classes.panel}>
      <legend className={classes.legend}>{t('filters.legend')}</legend>
      <div className={classes.fields}>
        {employeeTextFilters.map((name) => (
          <DataTableTextFilter
            key={name}
            label={t(`filters.${name}`)}
            placeholder={t('filters.textPlaceholder')}
            value={filters[name]}
            onChange={(value) => list.setFilter(name, value)}
          />
        ))}
        <Select
          size="xs"
          label={t('filters.status')}
          placeholder={t('filters.statusPlaceholder')}
          clearable
          data={employeeStatuses.map((status) => ({
            value: String(status),
            label: t(`status.${employeeStatusNames[status]}`),
          }))}
          value={filters.status === undefined ? null : String(filters.status)}
          onChange={(next) =>
            list.setFilter(
              'status',
              employeeStatuses.find((status) => String(status) === next),
            )
          }
          comboboxProps={{ withinPortal: true }}
        />
        {salary('salaryMin')}
        {salary('salaryMax')}
        <StartDateFilter
          from={filters.startFrom}
          to={filters.startTo}
          onChange={(range) => list.update({ filters: range })}
        />
      </div>
    </fieldset>
  );
}
