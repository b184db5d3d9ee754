import { LocaleDates } from '@/components/dates/locale-dates';
import { Checkbox, Input, MultiSelect, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { bidiPart } from '@/components/bidi/bidi';
import { FormActions } from '@/components/form-actions/form-actions';
import {
  FormFailure,
  useFormFailure,
  parseWith,
  useSaveBase,
} from '@/components/form-failure/form-failure';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { cleanHtml } from '@/components/safe-html/sanitize';
import { toast } from '@/components/toast';
import { addDays, today } from '@/lib/dates';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveTask } from '../api';
import { assignees } from '../assignees';
import { tags, taskFieldsSchema, taskSchema, type Task, type TaskFields } from '../types';

const RichTextEditor = lazyPiece(() => import('@/components/rich-text/rich-text-editor'));

interface TaskFormProps {
  /** The task to edit; a new one when absent. */
  task?: Task | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

const blank = (): TaskFields => ({
  title: '',
  dueDate: addDays(today(), 1),
  description: '',
  assignee: null,
  tags: [],
  isImportant: false,
});

const fieldsOf = (task: Task): TaskFields => ({
  title: task.title,
  dueDate: task.dueDate,
  description: task.description,
  assignee: task.assignee,
  tags: task.tags,
  isImportant: task.isImportant,
});

/** A task as the API sent it (a refused save's current one), or `undefined`. */
const parseTask = parseWith(taskSchema);

/**
 * A task's fields (loaded with the drawer's first opening: dates, editor, sanitiser): title,
 * assignee, due date, tags, description (rich text), important. A failed save keeps every
 * value and says why above the fields; when another tab saved the task first, the save is
 * refused, the typed values stay, and the current task is offered ("Ver a versão atual").
 * The next save is made on that version, so it replaces it knowingly.
 */
function TaskForm({ task, onSaved, onCancel }: TaskFormProps) {
  const { t } = useTranslation('todo');
  const save = useSaveTask();
  const failure = useFormFailure();
  // The version this form saves on: the task as opened, then as it was found on a conflict.
  const { base, refused, offer } = useSaveBase(task, parseTask);
  const [editorKey, setEditorKey] = useState(0);
  const form = useZodForm(taskFieldsSchema, { initialValues: task ? fieldsOf(task) : blank() });
  const people =
    form.values.assignee &&
    !assignees.some((person) => person.fullName === form.values.assignee?.fullName)
      ? [...assignees, form.values.assignee]
      : assignees;
  const descriptionError = form.errors.description;
  // The stored description is HTML from data: the editor starts from its sanitised form.
  const [startHtml, setStartHtml] = useState(() => cleanHtml(form.values.description).html);

  const takeCurrent = offer((stored) => {
    form.setValues(fieldsOf(stored));
    setStartHtml(cleanHtml(stored.description).html);
    setEditorKey((key) => key + 1);
  }, failure.clear);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (fields) => {
        failure.clear();
        try {
          await save.mutateAsync({ fields, task: base });
        } catch (error) {
          refused(error);
          failure.show(error);
          return;
        }
        toast.success(t(task ? 'toasts.saved' : 'toasts.added'));
        onSaved();
      })}
    >
      <Stack gap="md">
        <FormFailure
          error={failure.error}
          title={t('toasts.saveFailed')}
          onUseCurrent={takeCurrent}
        />
        <TextInput
          label={t('drawer.title')}
          withAsterisk
          data-autofocus
          {...bidiPart('input')}
          {...form.getInputProps('title')}
        />
        <Select
          label={t('drawer.assignee')}
          placeholder={t('drawer.assigneePlaceholder')}
          clearable
          searchable
          data={people.map((person) => person.fullName)}
          value={form.values.assignee?.fullName ?? null}
          onChange={(name) =>
            form.setFieldValue(
              'assignee',
              people.find((person) => person.fullName === name) ?? null,
            )
          }
        />
        <DatePickerInput
          label={t('drawer.dueDate')}
          placeholder={t('drawer.dueDatePlaceholder')}
          withAsterisk
          valueFormat="D MMM YYYY"
          leftSection={<CalendarDays size={16} aria-hidden="true" />}
          {...form.getInputProps('dueDate')}
        />
        <MultiSelect
          label={t('drawer.tags')}
          placeholder={form.values.tags.length ? undefined : t('drawer.tagsPlaceholder')}
          data={tags.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))}
          {...form.getInputProps('tags')}
        />
        <Input.Wrapper
          label={t('drawer.description')}
          error={descriptionError}
          errorProps={{ id: 'task-description-error' }}
        >
          <LazyBoundary fallback={<Skeleton height={200} radius="sm" />}>
            <RichTextEditor
              key={editorKey}
              initialHtml={startHtml}
              onChange={(html) => form.setFieldValue('description', html)}
              label={t('drawer.description')}
              placeholder={t('drawer.descriptionPlaceholder')}
              minHeight={140}
              errorId={descriptionError ? 'task-description-error' : undefined}
            />
          </LazyBoundary>
        </Input.Wrapper>
        <Checkbox
          label={t('drawer.important')}
          {...form.getInputProps('isImportant', { type: 'checkbox' })}
        />
        <FormActions
          cancelLabel={t('drawer.cancel')}
          onCancel={onCancel}
          submitLabel={task ? t('drawer.save') : t('drawer.add')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}

/** The form with the date picker in the active language (the piece the drawer loads). */
export default function TaskFormPiece(props: TaskFormProps) {
  return (
    <LocaleDates>
      <TaskForm {...props} />
    </LocaleDates>
  );
}
