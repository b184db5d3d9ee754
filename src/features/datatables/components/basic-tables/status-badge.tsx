import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { employeeStatusNames, type EmployeeStatus } from '../../types';

/** One colour a status (light badges: their text passes AA on both skins). */
export const employeeStatusColors = {
  1: 'mirante',
  2: 'teal',
  3: 'red',
  4: 'orange',
  5: 'cyan',
} as const satisfies Record<EmployeeStatus, MantineColor>;

/** An employee's status, translated, in its colour. */
export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation('datatables');
  return (
    <Badge variant="light" color={employeeStatusColors[status]}>
      {t(`status.${employeeStatusNames[status]}`)}
    </Badge>
  );
}
