import { Button, Group, TextInput } from '@mantine/core';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { renameFileSchema } from '../../types';

interface RenameFieldProps {
  name: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** A file's name in place, to rename it: Enter saves, Esc (or Cancelar) leaves it as it was. */
export function RenameField({ name, onSave, onCancel }: RenameFieldProps) {
  const { t } = useTranslation('extensions-interact');
  const form = useZodForm(renameFileSchema, { initialValues: { name } });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(values.name))}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          flex="1 1 200px"
          size="xs"
          aria-label={t('contextMenu.files.newName', { name })}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- asked for from the menu, to type at once
          autoFocus
          onFocus={(event) => {
            const dot = event.currentTarget.value.lastIndexOf('.');
            event.currentTarget.setSelectionRange(
              0,
              dot > 0 ? dot : event.currentTarget.value.length,
            );
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
          {...form.getInputProps('name')}
        />
        <Button type="submit" size="xs">
          {t('contextMenu.files.save')}
        </Button>
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('contextMenu.files.cancel')}
        </Button>
      </Group>
    </form>
  );
}
