import { Button, Group, MultiSelect, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CalendarDays } from 'lucide-react';
import { bidiPart } from '@/components/bidi/bidi';
import {
  FormFailure,
  useFormFailure,
  parseWith,
  useSaveBase,
} from '@/components/form-failure/form-failure';
import { ImageField } from '@/components/image-field/image-field';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveTask } from '../api';
import {
  taskFormSchema,
  taskSchema,
  type Assignee,
  type Task,
  type TaskFormValues,
} from '../types';
import { team } from '../team';
import { AttachmentsField } from './attachments-field';

interface TaskFormProps {
  task: Task;
  knownLabels: readonly string[];
  onSaved: () => void;
}

const valuesOf = (task: Task): TaskFormValues => ({
  title: task.title,
  labels: task.labels,
  dueDate: task.dueDate,
  assignedTo: task.assignedTo.map((person) => person.title),
  description: task.description,
  attachments: task.attachments,
  coverImage: task.coverImage ?? '',
});

/** A card as the API sent it (a refused save's current one), or `undefined`. */
const parseTask = parseWith(taskSchema);

/**
 * Edits a card; a failed save keeps everything typed and says why above the fields. When
 * another tab saved the card first, the save is refused and the stored card is offered.
 */
export function TaskForm({ task, knownLabels, onSaved }: TaskFormProps) {
  const { t } = useTranslation('kanban');
  const form = useZodForm(taskFormSchema, { initialValues: valuesOf(task) });
  const { mutateAsync } = useSaveTask();
  const failure = useFormFailure();
  const { base, refused, offer } = useSaveBase(task, parseTask);
  // The team, and anyone already on the card who has left it since.
  const people = new Map<string, Assignee>(
    [...team, ...task.assignedTo].map((person) => [person.title, person]),
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ assignedTo, coverImage, ...values }) => {
        failure.clear();
        try {
          await mutateAsync({
            id: task.id,
            ...values,
            ...(coverImage === (base.coverImage ?? '') ? {} : { coverImage }),
            assignedTo: assignedTo.flatMap((name) => people.get(name) ?? []),
            version: base.version,
          });
        } catch (error) {
          refused(error);
          failure.show(error);
          return;
        }
        toast.success(t('toasts.saved'));
        onSaved();
      })}
    >
      <Stack gap="md">
        <FormFailure
          error={failure.error}
          title={t('toasts.saveFailed')}
          onUseCurrent={offer((stored) => form.setValues(valuesOf(stored)), failure.clear)}
        />
        <TextInput
          label={t('fields.title')}
          required
          {...bidiPart('input')}
          {...form.getInputProps('title')}
        />
        <TagsInput
          label={t('fields.labels')}
          description={t('fields.labelsHint')}
          data={[...knownLabels]}
          clearable
          {...form.getInputProps('labels')}
        />
        <DatePickerInput
          label={t('fields.dueDate')}
          leftSection={<CalendarDays size={16} aria-hidden="true" />}
          valueFormat="D MMM YYYY"
          {...bidiPart('input')}
          required
          {...form.getInputProps('dueDate')}
        />
        <MultiSelect
          label={t('fields.assignedTo')}
          data={[...people.keys()]}
          searchable
          clearable
          nothingFoundMessage={t('fields.nobody')}
          {...form.getInputProps('assignedTo')}
        />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={3}
          maxRows={10}
          {...bidiPart('input')}
          {...form.getInputProps('description')}
        />
        <ImageField
          label={t('fields.cover')}
          value={form.values.coverImage}
          onChange={(url) => form.setFieldValue('coverImage', url)}
        />
        <AttachmentsField
          value={form.values.attachments}
          onChange={(next) => form.setFieldValue('attachments', next)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
