import { Textarea, TextInput } from '@mantine/core';
import { AtSign, Globe } from 'lucide-react';
import { bidiPart } from '@/components/bidi/bidi';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  emailRuleSchema,
  lengthRuleSchema,
  patternRuleSchema,
  requiredRuleSchema,
  SUMMARY_MAX,
  TITLE_MAX,
  TITLE_MIN,
  urlRuleSchema,
} from '../../types/validation';
import { RuleForm } from './rule-form';
import classes from './validation.module.css';

/** The families of rules on typed text: required, e-mail, address, length, pattern. */

export function RequiredRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.required.title')} text={t('rules.required.text')}>
      <RuleForm
        schema={requiredRuleSchema}
        initialValues={{ fullName: '' }}
        rule={t('rules.required.title')}
      >
        {(form) => (
          <TextInput
            label={t('rules.required.fullName')}
            placeholder={t('rules.required.fullNamePlaceholder')}
            withAsterisk
            autoComplete="name"
            {...bidiPart('input')}
            {...form.getInputProps('fullName')}
          />
        )}
      </RuleForm>
    </TitledCard>
  );
}

export function EmailRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.email.title')} text={t('rules.email.text')}>
      <RuleForm
        schema={emailRuleSchema}
        initialValues={{ email: '' }}
        rule={t('rules.email.title')}
      >
        {(form) => (
          <TextInput
            label={t('rules.email.email')}
            placeholder={t('rules.email.emailPlaceholder')}
            type="email"
            withAsterisk
            autoComplete="email"
            leftSection={<AtSign size={16} aria-hidden="true" />}
            {...form.getInputProps('email')}
          />
        )}
      </RuleForm>
    </TitledCard>
  );
}

export function UrlRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.url.title')} text={t('rules.url.text')}>
      <RuleForm schema={urlRuleSchema} initialValues={{ website: '' }} rule={t('rules.url.title')}>
        {(form) => (
          <TextInput
            label={t('rules.url.website')}
            placeholder={t('rules.url.websitePlaceholder')}
            type="url"
            withAsterisk
            autoComplete="url"
            leftSection={<Globe size={16} aria-hidden="true" />}
            {...form.getInputProps('website')}
          />
        )}
      </RuleForm>
    </TitledCard>
  );
}

export function LengthRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.length.title')} text={t('rules.length.text')}>
      <RuleForm
        schema={lengthRuleSchema}
        initialValues={{ title: '', summary: '' }}
        rule={t('rules.length.title')}
      >
        {(form) => (
          <>
            <TextInput
              label={t('rules.length.adTitle')}
              description={t('rules.length.adTitleHint', { min: TITLE_MIN, max: TITLE_MAX })}
              placeholder={t('rules.length.adTitlePlaceholder')}
              withAsterisk
              autoComplete="off"
              {...bidiPart('input')}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('rules.length.summary')}
              description={t('rules.length.summaryCount', {
                used: form.values.summary.length,
                max: SUMMARY_MAX,
              })}
              autosize
              minRows={2}
              maxRows={4}
              {...bidiPart('input')}
              {...form.getInputProps('summary')}
            />
          </>
        )}
      </RuleForm>
    </TitledCard>
  );
}

export function PatternRule() {
  const { t } = useTranslation('forms');
  return (
    <TitledCard title={t('rules.pattern.title')} text={t('rules.pattern.text')}>
      <RuleForm
        schema={patternRuleSchema}
        initialValues={{ plate: '' }}
        rule={t('rules.pattern.title')}
      >
        {(form) => (
          <TextInput
            label={t('rules.pattern.plate')}
            description={t('rules.pattern.plateHint')}
            placeholder={t('rules.pattern.platePlaceholder')}
            withAsterisk
            maxLength={8}
            autoComplete="off"
            autoCapitalize="characters"
            classNames={{ input: classes.capitals }}
            {...form.getInputProps('plate')}
          />
        )}
      </RuleForm>
    </TitledCard>
  );
}
