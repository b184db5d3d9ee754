import { LocaleDates } from '@/components/dates/locale-dates';
import { Checkbox, FileInput, Group, NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { CalendarDays, Paperclip } from 'lucide-react';
import { PasswordFields } from '@/components/account/password-fields';
import { TitledCard } from '@/components/section-card/titled-card';
import { parseTypedDay } from '@/lib/form/masked-dates';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';
import {
  AGE_MAX,
  AGE_MIN,
  choiceRuleSchema,
  dateRuleSchema,
  fileRuleSchema,
  INSTALLMENTS_MAX,
  passwordRuleSchema,
  paymentMethods,
  rangeRuleSchema,
  VISIT_DAYS_AHEAD,
  type ChoiceRuleValues,
  type FileRuleValues,
  type RangeRuleValues,
} from '../../types/validation';
import { RuleForm } from './rule-form';

/** The families of rules on numbers, passwords, days, choices and files. */

export function RangeRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.range.title')} text={t('rules.range.text')}>
      <RuleForm<typeof rangeRuleSchema, RangeRuleValues>
        schema={rangeRuleSchema}
        initialValues={{ age: '', installments: '' }}
        rule={t('rules.range.title')}
      >
        {(form) => (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <NumberInput
              label={t('rules.range.age')}
              description={t('rules.range.ageHint', { min: AGE_MIN, max: AGE_MAX })}
              withAsterisk
              allowNegative={false}
              allowDecimal={false}
              {...form.getInputProps('age')}
            />
            <NumberInput
              label={t('rules.range.installments')}
              description={t('rules.range.installmentsHint', { max: INSTALLMENTS_MAX })}
              withAsterisk
              allowNegative={false}
              allowDecimal={false}
              {...form.getInputProps('installments')}
            />
          </SimpleGrid>
        )}
      </RuleForm>
    </TitledCard>
  );
}

export function PasswordRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.password.title')} text={t('rules.password.text')}>
      <RuleForm
        schema={passwordRuleSchema}
        initialValues={{ password: '', confirm: '' }}
        rule={t('rules.password.title')}
      >
        {(form) => (
          <PasswordFields
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
          />
        )}
      </RuleForm>
    </TitledCard>
  );
}

/** The day typed as the language writes it (`23/11/2026` in br, `11/23/2026` in en). */
const dayFormats: Record<Language, string> = { br: 'DD/MM/YYYY', en: 'MM/DD/YYYY' };

export function DateRule() {
  const { t } = useTranslation('forms');
  const { language } = useFormat();
  return (
    <TitledCard title={t('rules.date.title')} text={t('rules.date.text')}>
      <RuleForm schema={dateRuleSchema} initialValues={{ visit: '' }} rule={t('rules.date.title')}>
        {(form) => {
          const visit = form.getInputProps('visit');
          return (
            <LocaleDates>
              <DateInput
                label={t('rules.date.visit')}
                description={t('rules.date.visitHint', { days: VISIT_DAYS_AHEAD })}
                placeholder={t('rules.date.visitPlaceholder')}
                withAsterisk
                valueFormat={dayFormats[language]}
                dateParser={(text) => parseTypedDay(text, language === 'br' ? 'dmy' : 'mdy')}
                leftSection={<CalendarDays size={16} aria-hidden="true" />}
                ariaLabels={{
                  previousMonth: t('rules.date.previousMonth'),
                  nextMonth: t('rules.date.nextMonth'),
                  previousYear: t('rules.date.previousYear'),
                  nextYear: t('rules.date.nextYear'),
                  previousDecade: t('rules.date.previousDecade'),
                  nextDecade: t('rules.date.nextDecade'),
                  monthLevelControl: t('rules.date.monthLevel'),
                  yearLevelControl: t('rules.date.yearLevel'),
                }}
                name={visit.name}
                error={visit.error}
                onBlur={visit.onBlur}
                value={form.values.visit || null}
                onChange={(day) => form.setFieldValue('visit', day ?? '')}
              />
            </LocaleDates>
          );
        }}
      </RuleForm>
    </TitledCard>
  );
}

export function ChoiceRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.choice.title')} text={t('rules.choice.text')}>
      <RuleForm<typeof choiceRuleSchema, ChoiceRuleValues>
        schema={choiceRuleSchema}
        initialValues={{ payment: null, terms: false }}
        rule={t('rules.choice.title')}
      >
        {(form) => (
          <Stack gap="sm">
            <Radio.Group
              label={t('rules.choice.payment')}
              withAsterisk
              {...form.getInputProps('payment')}
            >
              <Group gap="md" mt={6}>
                {paymentMethods.map((method) => (
                  <Radio key={method} value={method} label={t(`rules.choice.methods.${method}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Checkbox
              label={t('rules.choice.terms')}
              {...form.getInputProps('terms', { type: 'checkbox' })}
            />
          </Stack>
        )}
      </RuleForm>
    </TitledCard>
  );
}

export function FileRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.file.title')} text={t('rules.file.text')}>
      <RuleForm<typeof fileRuleSchema, FileRuleValues>
        schema={fileRuleSchema}
        initialValues={{ document: null }}
        rule={t('rules.file.title')}
      >
        {(form) => {
          const document = form.getInputProps('document');
          return (
            <FileInput
              label={t('rules.file.document')}
              description={t('rules.file.documentHint')}
              placeholder={t('rules.file.documentPlaceholder')}
              withAsterisk
              clearable
              clearButtonProps={{ 'aria-label': t('rules.file.clear') }}
              leftSection={<Paperclip size={16} aria-hidden="true" />}
              name={document.name}
              error={document.error}
              onBlur={document.onBlur}
              value={form.values.document}
              onChange={(file) => form.setFieldValue('document', file)}
            />
          );
        }}
      </RuleForm>
    </TitledCard>
  );
}
