import { Alert, Anchor, Button, SimpleGrid, Text, TextInput } from '@mantine/core';
import { MailWarning, Undo2 } from 'lucide-react';
import { SectionCard } from '@/components/account/section-card';
import { ImageField } from '@/components/image-field/image-field';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveGeneral } from '../api';
import { AVATAR_MAX_BYTES, generalFieldsSchema, generalSchema, type General } from '../types';
import { cardForm, useSectionForm } from './use-section-form';

const fieldsOf = ({ version: _version, ...fields }: General) => fields;

/** The account's picture, names, e-mail and company; saved by itself. */
export function GeneralTab({ stored }: { stored: General }) {
  const { t } = useTranslation('account-settings');
  const save = useSaveGeneral();
  const section = useSectionForm({
    schema: generalFieldsSchema,
    stored,
    storedSchema: generalSchema,
    values: fieldsOf,
    save: (values, version) => save.mutateAsync({ ...values, version }),
    savedMessage: t('toasts.generalSaved'),
    refused: {
      avatar: 'account-settings:validation.avatarRefused',
      username: 'account-settings:validation.refused',
      fullName: 'account-settings:validation.refused',
      email: 'account-settings:validation.refused',
      company: 'account-settings:validation.refused',
    },
  });
  const { form } = section;
  const savedAvatar = section.saved.avatar;

  return (
    <SectionCard
      title={t('general.title')}
      text={t('general.text')}
      form={cardForm(section, t('general.failed'))}
    >
      <ImageField
        label={t('general.avatar')}
        value={form.values.avatar}
        onChange={(url) => form.setFieldValue('avatar', url)}
        maxBytes={AVATAR_MAX_BYTES}
        preview="avatar"
        error={form.errors.avatar}
        actions={
          form.values.avatar !== savedAvatar && (
            <Button
              variant="default"
              size="xs"
              leftSection={<Undo2 size={14} aria-hidden="true" />}
              onClick={() => form.setFieldValue('avatar', savedAvatar)}
            >
              {t('general.resetAvatar')}
            </Button>
          )
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('general.username')}
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('general.fullName')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('general.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('general.company')}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
      </SimpleGrid>
      <VerifyEmailNotice email={stored.email} />
    </SectionCard>
  );
}

/** The e-mail is not confirmed yet: a notice with a link that sends it again. */
function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation('account-settings');
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<MailWarning size={18} aria-hidden="true" />}
      title={t('general.verifyTitle')}
    >
      <Text size="sm" span>
        {t('general.verifyText', { email })}{' '}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => toast.success(t('toasts.verifySent', { email }))}
      >
        {t('general.resend')}
      </Anchor>
    </Alert>
  );
}
