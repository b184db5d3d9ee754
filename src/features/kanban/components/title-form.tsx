import { Button, Group, TextInput } from '@mantine/core';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import type { columnTitleSchema } from '../types';

interface TitleFormProps {
  /** The column's or the task's rule (their lengths differ). */
  schema: typeof columnTitleSchema;
  label: string;
  initial?: string;
  placeholder?: string;
  submitLabel: string;
  onSubmit: (title: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One title typed in place (a new task, a new column, a column's new name): Enter saves, Esc
 * gives up. What was typed stays when the save fails.
 */
export function TitleForm({
  schema,
  label,
  initial = '',
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
}: TitleFormProps) {
  const { t } = useTranslation('kanban');
  const form = useZodForm(schema, { initialValues: { title: initial } });
  return (
    <form
      style={{ flex: 1 }}
      onSubmit={form.onSubmit(async ({ title }) => {
        await onSubmit(title);
        form.reset({ title: '' });
      })}
    >
      <TextInput
        label={label}
        placeholder={placeholder}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by a button to type at once
        autoFocus
        size="sm"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        {...form.getInputProps('title')}
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={form.submitting}>
          {submitLabel}
        </Button>
        <Button type="button" size="xs" variant="subtle" color="gray" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </Group>
    </form>
  );
}
