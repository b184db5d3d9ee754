import { Avatar, Group, Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Employee } from '../types';
import classes from './employee-details.module.css';

/** An employee's details, opened beneath their row: the picture, then each fact by its name. */
export function EmployeeDetails({ employee }: { employee: Employee }) {
  const { t } = useTranslation('datatables');
  const format = useFormat();
  const facts = [
    { label: t('columns.email'), value: employee.email },
    { label: t('columns.post'), value: employee.post },
    { label: t('columns.city'), value: employee.city },
    { label: t('columns.age'), value: t('age', { count: employee.age }) },
    { label: t('columns.experience'), value: t('experience', { count: employee.experience }) },
    { label: t('columns.start_date'), value: format.day(employee.start_date) },
    { label: t('columns.salary'), value: format.currency(employee.salary) },
  ];
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" className={classes.details}>
      <Avatar
        src={safeAvatarUrl(employee.avatar)}
        alt=""
        size={56}
        radius="xl"
        color="mirante"
        aria-hidden="true"
      >
        {initials(employee.full_name)}
      </Avatar>
      <dl className={classes.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text component="dt" size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm" {...bidiText(classes.value)}>
              {fact.value}
            </Text>
          </div>
        ))}
      </dl>
    </Group>
  );
}
