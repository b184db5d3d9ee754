import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { bidiPart } from '@/components/bidi/bidi';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { phoneMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import type { ExampleBodyProps } from '../examples';
import {
  countries,
  editUserSchema,
  personLanguages,
  personStatuses,
  type EditUserValues,
  type Person,
} from '../types';
import { PeopleGate } from './people-gate';
import { useDisplayNames } from './use-display-names';

/** "Editar usuário": the team's first person, their details prefilled. */
export default function EditUserForm({ onDone }: ExampleBodyProps) {
  return <PeopleGate>{(people) => <EditForm person={people[0]} onDone={onDone} />}</PeopleGate>;
}

const valuesOf = (person: Person | undefined): EditUserValues => ({
  name: person?.name ?? '',
  email: person?.email ?? '',
  phone: person?.phone ?? '',
  country: person?.country ?? 'BR',
  language: person?.language ?? 'pt-BR',
  status: person?.status ?? 'active',
});

function EditForm({ person, onDone }: ExampleBodyProps & { person: Person | undefined }) {
  const { t } = useTranslation('modal-examples');
  const names = useDisplayNames();
  const form = useZodForm(editUserSchema, { initialValues: valuesOf(person) });
  const select = { allowDeselect: false, withAsterisk: true };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        toast.success(t('toasts.userChecked', { name: values.name }));
        onDone();
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('editUser.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('editUser.name')}
            withAsterisk
            data-autofocus
            autoComplete="off"
            {...bidiPart('input')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('editUser.email')}
            type="email"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('editUser.phone')}
            placeholder={t('editUser.phonePlaceholder')}
            withAsterisk
            autoComplete="off"
            {...withMask(phoneMask, form.getInputProps('phone'))}
          />
          <Select
            label={t('editUser.country')}
            data={countries.map((code) => ({ value: code, label: names.country(code) }))}
            searchable
            openOnFocus={false}
            {...select}
            {...form.getInputProps('country')}
          />
          <Select
            label={t('editUser.language')}
            data={personLanguages.map((tag) => ({ value: tag, label: names.language(tag) }))}
            {...select}
            {...form.getInputProps('language')}
          />
          <Select
            label={t('editUser.status')}
            data={personStatuses.map((status) => ({
              value: status,
              label: t(`editUser.statuses.${status}`),
            }))}
            {...select}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('editUser.submit')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
