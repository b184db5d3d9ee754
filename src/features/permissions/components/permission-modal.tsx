import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { bidiPart } from '@/components/bidi/bidi';
import { toast } from '@/components/toast';
import { FormActions } from '@/components/form-actions/form-actions';
import {
  FormFailure,
  useFormFailure,
  parseWith,
  useSaveBase,
} from '@/components/form-failure/form-failure';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { languageMeta } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';
import { useSavePermission } from '../api';
import { nameKey } from '@/lib/list-query';
import { permissionFormSchema, permissionSchema, type Permission } from '../types';

/** What the modal shows: a new permission, or one to rename; `null` when closed. */
export type PermissionModalState = { permission?: Permission | undefined; opening: number } | null;

interface PermissionModalProps {
  state: PermissionModalState;
  /** Every permission's name, for the duplicate check before the call. */
  names: readonly string[];
  onClose: () => void;
  onAdded: (permission: Permission) => void;
}

/** Adds or renames a permission; kept open with what was typed when the save fails. */
export function PermissionModal({ state, names, onClose, onAdded }: PermissionModalProps) {
  const { t } = useTranslation('permissions');
  // The last state stays drawn while the modal fades out.
  const [shown, setShown] = useState(state);
  if (state && state !== shown) setShown(state);
  const editing = shown?.permission;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t(editing ? 'modal.editTitle' : 'modal.addTitle')}
      centered
    >
      {shown && (
        <PermissionForm
          key={shown.opening}
          permission={editing}
          names={names}
          onCancel={onClose}
          onSaved={(saved) => {
            onClose();
            if (!editing) onAdded(saved);
          }}
        />
      )}
    </Modal>
  );
}

interface PermissionFormProps {
  permission: Permission | undefined;
  names: readonly string[];
  onSaved: (permission: Permission) => void;
  onCancel: () => void;
}

/** A permission as the API sent it (a refused save's current one), or `undefined`. */
const parsePermission = parseWith(permissionSchema);

function PermissionForm({ permission, names, onSaved, onCancel }: PermissionFormProps) {
  const { t } = useTranslation('permissions');
  const { language } = useFormat();
  const save = useSavePermission();
  const failure = useFormFailure();
  const { base, refused, offer } = useSaveBase(permission, parsePermission);
  const schema = useMemo(() => {
    const own = permission ? nameKey(permission.name) : null;
    return permissionFormSchema(new Set(names.map(nameKey).filter((key) => key !== own)));
  }, [names, permission]);
  const form = useZodForm(schema, { initialValues: { name: permission?.name ?? '' } });

  const submit = form.onSubmit(async ({ name }) => {
    failure.clear();
    try {
      const saved = await save.mutateAsync({ name, permission: base });
      toast.success(t(permission ? 'toasts.renamed' : 'toasts.added', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      refused(error);
      failure.show(error, (fields) =>
        form.setServerErrors(fields, { name: 'permissions:validation.duplicate' }),
      );
    }
  });

  const roleNames = permission
    ? new Intl.ListFormat(languageMeta[language].intl).format(
        permission.assignedTo.map((role) => t(`roles.${role}`)),
      )
    : '';

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormFailure
          error={failure.error}
          title={t('modal.saveFailed')}
          onUseCurrent={offer((stored) => form.setValues({ name: stored.name }), failure.clear)}
        />
        <TextInput
          label={t('modal.name')}
          placeholder={t('modal.namePlaceholder')}
          withAsterisk
          data-autofocus
          maxLength={80}
          {...bidiPart('input')}
          {...form.getInputProps('name')}
        />
        <Text size="sm" c="dimmed">
          {permission
            ? t('modal.renameNote', { count: permission.assignedTo.length, roles: roleNames })
            : t('modal.addHint')}
        </Text>
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onCancel}
          submitLabel={t(permission ? 'actions.save' : 'actions.create')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
