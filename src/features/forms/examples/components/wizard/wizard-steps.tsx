import { SimpleGrid, TextInput } from '@mantine/core';
import { AtSign, Globe, Link2 } from 'lucide-react';
import { PasswordFields } from '@/components/account/password-fields';
import { bidiPart } from '@/components/bidi/bidi';
import type { ZodForm } from '@/lib/form';
import { phoneMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import type { WizardOutput, WizardStep, WizardValues } from '../../types/wizard';
import { AddressFields } from '../address-fields';

export type WizardForm = ZodForm<WizardValues, WizardOutput>;

interface StepProps {
  form: WizardForm;
}

/** The fields of one step of the sign-up wizard. */
export function WizardStepFields({ step, form }: StepProps & { step: WizardStep }) {
  switch (step) {
    case 'account':
      return <AccountStep form={form} />;
    case 'personal':
      return <PersonalStep form={form} />;
    case 'address':
      return (
        <AddressFields
          input={(field) => form.getInputProps(`address.${field}` as const)}
          state={form.getInputProps('address.state')}
        />
      );
    case 'social':
      return <SocialStep form={form} />;
  }
}

function AccountStep({ form }: StepProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('wizard.fields.username')}
          description={t('wizard.fields.usernameHint')}
          placeholder={t('wizard.fields.usernamePlaceholder')}
          withAsterisk
          autoComplete="username"
          {...form.getInputProps('account.username')}
        />
        <TextInput
          label={t('wizard.fields.email')}
          placeholder={t('wizard.fields.emailPlaceholder')}
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.getInputProps('account.email')}
        />
      </SimpleGrid>
      <PasswordFields
        password={form.getInputProps('account.password')}
        confirm={form.getInputProps('account.confirm')}
      />
    </>
  );
}

function PersonalStep({ form }: StepProps) {
  const { t } = useTranslation('forms');
  const auto = bidiPart('input');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label={t('wizard.fields.firstName')}
        withAsterisk
        autoComplete="given-name"
        {...auto}
        {...form.getInputProps('personal.firstName')}
      />
      <TextInput
        label={t('wizard.fields.lastName')}
        withAsterisk
        autoComplete="family-name"
        {...auto}
        {...form.getInputProps('personal.lastName')}
      />
      <TextInput
        label={t('wizard.fields.phone')}
        placeholder={t('wizard.fields.phonePlaceholder')}
        type="tel"
        withAsterisk
        autoComplete="tel-national"
        {...withMask(phoneMask, form.getInputProps('personal.phone'))}
      />
      <TextInput
        label={t('wizard.fields.jobTitle')}
        placeholder={t('wizard.fields.jobTitlePlaceholder')}
        autoComplete="organization-title"
        {...auto}
        {...form.getInputProps('personal.jobTitle')}
      />
    </SimpleGrid>
  );
}

function SocialStep({ form }: StepProps) {
  const { t } = useTranslation('forms');
  const icon = (Icon: typeof AtSign) => <Icon size={16} aria-hidden="true" />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label={t('wizard.fields.instagram')}
        placeholder={t('wizard.fields.instagramPlaceholder')}
        leftSection={icon(AtSign)}
        autoComplete="off"
        {...form.getInputProps('social.instagram')}
      />
      <TextInput
        label={t('wizard.fields.linkedin')}
        placeholder={t('wizard.fields.linkedinPlaceholder')}
        leftSection={icon(Link2)}
        type="url"
        autoComplete="url"
        {...form.getInputProps('social.linkedin')}
      />
      <TextInput
        label={t('wizard.fields.website')}
        placeholder={t('wizard.fields.websitePlaceholder')}
        leftSection={icon(Globe)}
        type="url"
        autoComplete="url"
        {...form.getInputProps('social.website')}
      />
    </SimpleGrid>
  );
}
