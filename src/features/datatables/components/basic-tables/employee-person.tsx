import { Avatar, Group, Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import type { Employee } from '../../types';
import classes from './basic-tables.module.css';

interface EmployeePersonProps {
  employee: Pick<Employee, 'avatar' | 'full_name' | 'email'>;
  /** The e-mail under the name. */
  withEmail?: boolean;
}

/** The employee's picture (or initials), name and, when asked, e-mail. */
export function EmployeePerson({ employee, withEmail = false }: EmployeePersonProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      {/* The name is beside it: the picture says nothing more. */}
      <Avatar
        src={safeAvatarUrl(employee.avatar)}
        alt=""
        size={32}
        radius="xl"
        color="mirante"
        aria-hidden="true"
      >
        {initials(employee.full_name)}
      </Avatar>
      <div className={classes.person}>
        <Text size="sm" fw={500} {...bidiText()}>
          {employee.full_name}
        </Text>
        {withEmail && (
          <Text size="xs" c="dimmed" {...bidiText()}>
            {employee.email}
          </Text>
        )}
      </div>
    </Group>
  );
}
