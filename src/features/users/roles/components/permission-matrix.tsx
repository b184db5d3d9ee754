import { Checkbox, Group, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { ZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { selectAllState, tickedCount, uniformPermissions } from '../matrix';
import { accessKinds, roleModules, type RolePermissions } from '../types';
import classes from './permission-matrix.module.css';

interface MatrixValues {
  name: string;
  permissions: RolePermissions;
}

/**
 * The permission matrix: a row per module, a box per kind of access, each named for a screen
 * reader ("Ler — Gestão de usuários"). "Selecionar tudo" ticks every box, or clears them all
 * when all are ticked; it is mixed while only some are. Narrower than its rows, it scrolls
 * sideways inside the modal.
 */
export function PermissionMatrix<O>({ form }: { form: ZodForm<MatrixValues, O> }) {
  const { t } = useTranslation('roles');
  const format = useFormat();
  const titleId = useId();
  const { permissions } = form.values;
  const state = selectAllState(permissions);
  const { ticked, total } = tickedCount(permissions);

  return (
    <div className={classes.frame}>
      <Group justify="space-between" gap="sm" wrap="wrap" className={classes.header}>
        <div>
          <Text fw={600} size="sm" id={titleId}>
            {t('matrix.title')}
          </Text>
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('matrix.summary', {
              ticked: format.number(ticked),
              total: format.number(total),
              count: ticked,
            })}
          </Text>
        </div>
        <Checkbox
          label={t('matrix.selectAll')}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={() => form.setFieldValue('permissions', uniformPermissions(state !== 'all'))}
        />
      </Group>
      <Table.ScrollContainer minWidth={300} type="native">
        <Table aria-labelledby={titleId} verticalSpacing="xs" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('matrix.module')}</Table.Th>
              {accessKinds.map((kind) => (
                <Table.Th key={kind} scope="col" className={classes.kind}>
                  {t(`kinds.${kind}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roleModules.map((module) => (
              <Table.Tr key={module}>
                <Table.Th scope="row" fw={500}>
                  {t(`modules.${module}`)}
                </Table.Th>
                {accessKinds.map((kind) => (
                  <Table.Td key={kind} className={classes.kind}>
                    <Checkbox
                      aria-label={t('matrix.cell', {
                        kind: t(`kinds.${kind}`),
                        module: t(`modules.${module}`),
                      })}
                      className={classes.box}
                      {...form.getInputProps(`permissions.${module}.${kind}`, { type: 'checkbox' })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
