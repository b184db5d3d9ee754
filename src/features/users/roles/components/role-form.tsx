import { Button, Stack, Text, TextInput } from '@mantine/core';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { bidiPart } from '@/components/bidi/bidi';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { FormFailure, useFormFailure, useSaveBase } from '@/components/form-failure/form-failure';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useSaveRole } from '../api';
import { uniformPermissions } from '../matrix';
import { useRoleName } from '../role-name';
import { nameKey } from '@/lib/list-query';
import { NAME_MAX, roleFormSchema, storedRoleSchema, type Role } from '../types';
import { PermissionMatrix } from './permission-matrix';

interface RoleFormProps {
  role: Role | undefined;
  roles: readonly Role[];
  onSaved: () => void;
  onCancel: () => void;
  /** Offered for an added role only (a seeded one cannot be deleted). */
  onDelete?: ((role: Role) => void) | undefined;
}

/** A role as the API sent it (a refused save's current one, without its counts), or `undefined`. */
const parseRole = (value: unknown): Role | undefined => {
  const parsed = storedRoleSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, userCount: 0, members: [] } : undefined;
};

/** The role's name and its permission matrix; a failed save keeps both as they were left. */
export function RoleForm({ role, roles, onSaved, onCancel, onDelete }: RoleFormProps) {
  const { t } = useTranslation('roles');
  const format = useFormat();
  const roleName = useRoleName();
  const save = useSaveRole();
  const failure = useFormFailure();
  const { base, refused, offer } = useSaveBase(role, parseRole);
  const initialName = role ? roleName(role) : '';

  const schema = useMemo(() => {
    // Another role's name as stored and as shown ("author" and "Autor") are both taken.
    const others = roles.filter((other) => other.id !== role?.id);
    return roleFormSchema(
      new Set(others.flatMap((other) => [other.name, roleName(other)].map(nameKey))),
    );
  }, [roles, role, roleName]);

  const form = useZodForm(schema, {
    initialValues: {
      name: initialName,
      permissions: structuredClone(role?.permissions ?? uniformPermissions(false)),
    },
  });

  const submit = form.onSubmit(async ({ name, permissions }) => {
    failure.clear();
    // A seeded role keeps its key for a name: it is the users' role, named as the table names it.
    const renamed = !role || (!role.key && name !== initialName.trim());
    try {
      const saved = await save.mutateAsync({
        role: base,
        name: renamed ? name : undefined,
        permissions,
      });
      toast.success(t(role ? 'toasts.updated' : 'toasts.added', { name: roleName(saved) }));
      onSaved();
    } catch (error) {
      refused(error);
      failure.show(error, (fields) =>
        form.setServerErrors(fields, { name: 'roles:validation.duplicate' }),
      );
    }
  });

  const count = role?.userCount ?? 0;
  const fixedName = Boolean(role?.key);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormFailure
          error={failure.error}
          title={t('modal.saveFailed')}
          onUseCurrent={offer(
            (stored) =>
              form.setValues({
                name: roleName(stored),
                permissions: structuredClone(stored.permissions),
              }),
            failure.clear,
          )}
        />
        <TextInput
          label={t('modal.name')}
          placeholder={t('modal.namePlaceholder')}
          withAsterisk={!fixedName}
          data-autofocus={!fixedName || undefined}
          readOnly={fixedName}
          variant={fixedName ? 'filled' : 'default'}
          description={fixedName ? t('modal.nameFixed') : undefined}
          maxLength={NAME_MAX + 20}
          {...bidiPart('input')}
          {...form.getInputProps('name')}
        />
        <PermissionMatrix form={form} />
        {count > 0 && (
          <Text size="sm" c="dimmed">
            {t('modal.appliesTo', { count, formatted: format.number(count) })}
          </Text>
        )}
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onCancel}
          submitLabel={t(role ? 'actions.save' : 'actions.create')}
          submitting={form.submitting}
          start={
            role &&
            !role.key &&
            onDelete && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => onDelete(role)}
              >
                {t('actions.delete')}
              </Button>
            )
          }
        />
      </Stack>
    </form>
  );
}
