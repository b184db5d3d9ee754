import { LocaleDates } from '@/components/dates/locale-dates';
import { Button, Checkbox, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { bidiPart } from '@/components/bidi/bidi';
import { FormActions } from '@/components/form-actions/form-actions';
import {
  FormFailure,
  useFormFailure,
  parseWith,
  useSaveBase,
} from '@/components/form-failure/form-failure';
import { addDays, today } from '@/lib/dates';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveEvent } from '../api';
import { guestNames } from '../guests';
import {
  calendarEventSchema,
  categories,
  DAY_FORMAT,
  eventFormSchema,
  MOMENT_FORMAT,
  type CalendarEvent,
  type EventFormFields,
  type NewCalendarEvent,
} from '../types';

/** A new event's place: a day or a span of slots picked on the calendar. */
export interface EventDraft {
  start: string;
  end: string;
  allDay: boolean;
}

// Mantine's pickers speak `YYYY-MM-DD HH:mm:ss`; the API `YYYY-MM-DDTHH:mm:ss`.
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const toPicker = (value: string, allDay: boolean) =>
  dayjs(value).format(allDay ? DAY_FORMAT : PICKER_FORMAT);
const fromPicker = (value: string, allDay: boolean) =>
  dayjs(value).format(allDay ? DAY_FORMAT : MOMENT_FORMAT);

const fieldsOf = (
  event: CalendarEvent | undefined,
  draft: EventDraft | undefined,
): EventFormFields => {
  const place = event ?? draft ?? { start: today(), end: addDays(today(), 1), allDay: true };
  return {
    title: event?.title ?? '',
    calendar: event?.extendedProps.calendar ?? 'Business',
    start: toPicker(place.start, place.allDay),
    end: toPicker(place.end, place.allDay),
    allDay: place.allDay,
    url: event?.url ?? '',
    guests: event?.extendedProps.guests ?? [],
    location: event?.extendedProps.location ?? '',
    description: event?.extendedProps.description ?? '',
  };
};

interface EventFormProps {
  event?: CalendarEvent | undefined;
  draft?: EventDraft | undefined;
  onSaved: () => void;
  onCancel: () => void;
  onDelete?: (() => void) | undefined;
}

/** An event as the API sent it (a refused save's current one), or `undefined`. */
const parseEvent = parseWith(calendarEventSchema);

/**
 * An event's fields; a failed save keeps every value and says why above them. When another
 * tab saved the event first, the save is refused and the current event is offered.
 */
function EventForm({ event, draft, onSaved, onCancel, onDelete }: EventFormProps) {
  const { t } = useTranslation('calendar');
  const save = useSaveEvent();
  const failure = useFormFailure();
  const { base, refused, offer } = useSaveBase(event, parseEvent);
  const form = useZodForm(eventFormSchema, { initialValues: fieldsOf(event, draft) });
  const { allDay } = form.values;
  const Picker = allDay ? DatePickerInput : DateTimePicker;
  const pickerFormat = allDay ? 'D MMM YYYY' : 'D MMM YYYY HH:mm';

  const setAllDay = (next: boolean) =>
    form.setValues((values) => ({
      ...values,
      allDay: next,
      start: values.start && toPicker(values.start, next),
      end: values.end && toPicker(values.end, next),
    }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (fields) => {
        const body: NewCalendarEvent = {
          url: fields.url,
          title: fields.title,
          start: fromPicker(fields.start, fields.allDay),
          end: fromPicker(fields.end, fields.allDay),
          allDay: fields.allDay,
          extendedProps: {
            calendar: fields.calendar,
            guests: fields.guests,
            location: fields.location.trim(),
            description: fields.description.trim(),
          },
        };
        failure.clear();
        try {
          await save.mutateAsync(base ? { ...body, id: base.id, version: base.version } : body);
        } catch (error) {
          refused(error);
          failure.show(error);
          return;
        }
        onSaved();
      })}
    >
      <Stack gap="md">
        <FormFailure
          error={failure.error}
          title={t('toasts.saveFailed')}
          onUseCurrent={offer(
            (stored) => form.setValues(fieldsOf(stored, undefined)),
            failure.clear,
          )}
        />
        <TextInput
          label={t('form.title')}
          withAsterisk
          data-autofocus
          {...bidiPart('input')}
          {...form.getInputProps('title')}
        />
        <Select
          label={t('form.calendar')}
          allowDeselect={false}
          data={categories.map((name) => ({ value: name, label: t(`categories.${name}`) }))}
          {...form.getInputProps('calendar')}
        />
        <Checkbox
          label={t('form.allDay')}
          checked={allDay}
          onChange={(change) => setAllDay(change.currentTarget.checked)}
        />
        <Picker
          label={t('form.start')}
          withAsterisk
          valueFormat={pickerFormat}
          {...bidiPart('input')}
          {...form.getInputProps('start')}
        />
        <Picker
          label={t('form.end')}
          withAsterisk
          valueFormat={pickerFormat}
          {...bidiPart('input')}
          {...form.getInputProps('end')}
        />
        <TextInput label={t('form.url')} type="url" dir="ltr" {...form.getInputProps('url')} />
        <MultiSelect
          label={t('form.guests')}
          placeholder={form.values.guests.length ? undefined : t('form.guestsPlaceholder')}
          searchable
          data={[...guestNames]}
          {...form.getInputProps('guests')}
        />
        <TextInput
          label={t('form.location')}
          {...bidiPart('input')}
          {...form.getInputProps('location')}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={3}
          {...bidiPart('input')}
          {...form.getInputProps('description')}
        />
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onCancel}
          submitLabel={event ? t('form.save') : t('form.add')}
          submitting={form.submitting}
          start={
            onDelete && (
              <Button variant="subtle" color="red" onClick={onDelete}>
                {t('form.delete')}
              </Button>
            )
          }
        />
      </Stack>
    </form>
  );
}

/** The form with the pickers in the active language (the piece the drawer loads). */
export default function EventFormPiece(props: EventFormProps) {
  return (
    <LocaleDates>
      <EventForm {...props} />
    </LocaleDates>
  );
}
