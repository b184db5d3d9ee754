import { LocaleDates } from '@/components/dates/locale-dates';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { SectionCard } from '@/components/account/section-card';
import { bidiPart } from '@/components/bidi/bidi';
import { addDays, today } from '@/lib/dates';
import { phoneMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import { languageMeta } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';
import { useSaveInfo } from '../api';
import { countryCodes, infoFieldsSchema, infoSchema, type Info } from '../types';
import { cardForm, useSectionForm } from './use-section-form';

const fieldsOf = ({ version: _version, ...fields }: Info) => fields;

/** The countries by their names in the active language, in its alphabetical order. */
function useCountryOptions() {
  const { language } = useFormat();
  return useMemo(() => {
    const locale = languageMeta[language].intl;
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
}

/** A short introduction, birth date, country, website and phone; saved by themselves. */
export function InfoTab({ stored }: { stored: Info }) {
  const { t } = useTranslation('account-settings');
  const countries = useCountryOptions();
  const save = useSaveInfo();
  const refused = 'account-settings:validation.refused';
  const section = useSectionForm({
    schema: infoFieldsSchema,
    stored,
    storedSchema: infoSchema,
    values: fieldsOf,
    save: (values, version) => save.mutateAsync({ ...values, version }),
    savedMessage: t('toasts.infoSaved'),
    refused: { bio: refused, dob: refused, country: refused, website: refused, phone: refused },
  });
  const { form } = section;
  const dob = form.getInputProps('dob');

  return (
    <SectionCard
      title={t('info.title')}
      text={t('info.text')}
      form={cardForm(section, t('info.failed'))}
    >
      <Textarea
        label={t('info.bio')}
        placeholder={t('info.bioPlaceholder')}
        autosize
        minRows={3}
        maxRows={8}
        {...bidiPart('input')}
        {...form.getInputProps('bio')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <LocaleDates>
          <DatePickerInput
            label={t('info.dob')}
            placeholder={t('info.dobPlaceholder')}
            leftSection={<CalendarDays size={16} aria-hidden="true" />}
            valueFormat="D MMM YYYY"
            defaultLevel="decade"
            maxDate={addDays(today(), -1)}
            clearable
            {...bidiPart('input')}
            name={dob.name}
            error={dob.error}
            onBlur={dob.onBlur}
            value={form.values.dob || null}
            onChange={(day) => form.setFieldValue('dob', day ?? '')}
          />
        </LocaleDates>
        <Select
          label={t('info.country')}
          placeholder={t('info.countryPlaceholder')}
          data={countries}
          searchable
          clearable
          nothingFoundMessage={t('info.noCountry')}
          {...form.getInputProps('country')}
          value={form.values.country || null}
          onChange={(code) => form.setFieldValue('country', code ?? '')}
        />
        <TextInput
          label={t('info.website')}
          type="url"
          autoComplete="url"
          placeholder={t('info.websitePlaceholder')}
          {...form.getInputProps('website')}
        />
        <TextInput
          label={t('info.phone')}
          type="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          {...withMask(phoneMask, form.getInputProps('phone'))}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
