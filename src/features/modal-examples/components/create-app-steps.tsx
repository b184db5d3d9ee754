import { Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  ChartLine,
  Contact,
  Database as DatabaseIcon,
  Flame,
  Leaf,
  Building2,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import { bidiPart } from '@/components/bidi/bidi';
import type { ZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import {
  appCategories,
  databases,
  frameworks,
  type AppBillingValues,
  type AppDatabaseValues,
  type AppDetailsValues,
  type AppFrameworkValues,
  type Database,
  type Framework,
} from '../types';
import { CardInputs } from './card-inputs';
import { ChoiceCards } from './choice-cards';

/** Product names, the same in every language. */
export const frameworkNames: Record<Framework, string> = {
  react: 'React',
  vue: 'Vue',
  angular: 'Angular',
  svelte: 'Svelte',
};
export const databaseNames: Record<Database, string> = {
  postgres: 'PostgreSQL',
  mysql: 'MySQL',
  mongodb: 'MongoDB',
  firebase: 'Firebase',
};

const categoryIcons: Record<(typeof appCategories)[number], LucideIcon> = {
  crm: Contact,
  ecommerce: ShoppingCart,
  analytics: ChartLine,
  internal: Building2,
};
const databaseIcons: Record<Database, LucideIcon> = {
  postgres: DatabaseIcon,
  mysql: DatabaseIcon,
  mongodb: Leaf,
  firebase: Flame,
};

export function DetailsStep({ form }: { form: ZodForm<AppDetailsValues> }) {
  const { t } = useTranslation('modal-examples');
  return (
    <Stack gap="md">
      <TextInput
        label={t('createApp.name')}
        placeholder={t('createApp.namePlaceholder')}
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...bidiPart('input')}
        {...form.getInputProps('name')}
      />
      <ChoiceCards
        label={t('createApp.category')}
        choices={appCategories.map((value) => ({
          value,
          label: t(`createApp.categories.${value}`),
          icon: categoryIcons[value],
        }))}
        input={form.getInputProps('category')}
      />
    </Stack>
  );
}

export function FrameworkStep({ form }: { form: ZodForm<AppFrameworkValues> }) {
  const { t } = useTranslation('modal-examples');
  return (
    <ChoiceCards
      label={t('createApp.framework')}
      choices={frameworks.map((value) => ({
        value,
        label: frameworkNames[value],
        description: t(`createApp.frameworks.${value}`),
      }))}
      input={form.getInputProps('framework')}
    />
  );
}

export function DatabaseStep({ form }: { form: ZodForm<AppDatabaseValues> }) {
  const { t } = useTranslation('modal-examples');
  return (
    <Stack gap="md">
      <ChoiceCards
        label={t('createApp.database')}
        choices={databases.map((value) => ({
          value,
          label: databaseNames[value],
          description: t(`createApp.databases.${value}`),
          icon: databaseIcons[value],
        }))}
        input={form.getInputProps('database')}
      />
      <Switch
        label={t('createApp.backups')}
        {...form.getInputProps('backups', { type: 'checkbox' })}
      />
    </Stack>
  );
}

export function BillingStep({ form }: { form: ZodForm<AppBillingValues> }) {
  const { t } = useTranslation('modal-examples');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('createApp.billingHint')}
      </Text>
      <CardInputs
        number={form.getInputProps('number')}
        holder={form.getInputProps('holder')}
        expiry={form.getInputProps('expiry')}
        cvv={form.getInputProps('cvv')}
      />
      <Switch
        label={t('createApp.saveCard')}
        {...form.getInputProps('saveCard', { type: 'checkbox' })}
      />
    </Stack>
  );
}
