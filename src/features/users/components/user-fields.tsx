import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { bidiPart } from '@/components/bidi/bidi';
import type { ZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { billingMethods, userPlans, userRoles, type UserFields } from '../types';

/** A new user's fields before anything is typed. */
export const emptyUserFields: UserFields = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: 'Brasil',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
  billing: 'Auto Debit',
};

/** The fields a server may refuse as taken, each with what to say beside it. */
export const takenKeys = {
  email: 'users:validation.emailTaken',
  username: 'users:validation.usernameTaken',
} as const;

interface UserFieldInputsProps {
  form: ZodForm<UserFields>;
  /** Two columns from this width up (a drawer is narrow, a modal wider). */
  columns?: 1 | 2;
}

/**
 * The list form's fields (SPEC §3), one set for the add drawer and the edit modal: text fields
 * that read left to right where they are addresses (e-mail, username, phone), selects whose
 * values are the API's and whose labels are translated.
 */
export function UserFieldInputs({ form, columns = 1 }: UserFieldInputsProps) {
  const { t } = useTranslation('users');
  // Names typed in any script take their direction from their first letter.
  const auto = bidiPart('input');
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="sm">
      <TextInput
        label={t('fields.fullName')}
        placeholder={t('fields.fullNamePlaceholder')}
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...auto}
        {...form.getInputProps('fullName')}
      />
      <TextInput
        label={t('fields.username')}
        placeholder={t('fields.usernamePlaceholder')}
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('username')}
      />
      <TextInput
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <TextInput
        type="tel"
        label={t('fields.contact')}
        placeholder={t('fields.contactPlaceholder')}
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('contact')}
      />
      <TextInput
        label={t('fields.company')}
        placeholder={t('fields.companyPlaceholder')}
        withAsterisk
        {...auto}
        {...form.getInputProps('company')}
      />
      <TextInput
        label={t('fields.country')}
        placeholder={t('fields.countryPlaceholder')}
        withAsterisk
        {...auto}
        {...form.getInputProps('country')}
      />
      <Select
        label={t('fields.role')}
        data={userRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('role')}
      />
      <Select
        label={t('fields.currentPlan')}
        data={userPlans.map((value) => ({ value, label: t(`plans.${value}`) }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('currentPlan')}
      />
      <Select
        label={t('fields.billing')}
        data={billingMethods.map((value) => ({ value, label: t(`billing.${value}`) }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('billing')}
      />
    </SimpleGrid>
  );
}
