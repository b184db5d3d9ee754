import { Alert, Button, Group, TextInput } from '@mantine/core';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useZodForm } from '@/lib/form';
import { notifySchema } from '../types';

/** "Tell me when it opens": an e-mail, checked, then a confirmation in words. */
export function NotifyForm() {
  const { t } = useTranslation('misc');
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const form = useZodForm(notifySchema, { initialValues: { email: '' } });

  if (confirmed) {
    return (
      <Alert
        role="status"
        color="green"
        variant="light"
        icon={<CircleCheck size={18} aria-hidden="true" />}
        title={t('comingSoon.doneTitle')}
        w="100%"
        maw={460}
      >
        {t('comingSoon.done', { email: confirmed })}
        <Button variant="subtle" size="compact-sm" ms="xs" onClick={() => setConfirmed(null)}>
          {t('comingSoon.again')}
        </Button>
      </Alert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => {
        setConfirmed(email);
        form.reset();
      })}
      style={{ width: '100%', maxWidth: 460 }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="email"
          autoComplete="email"
          label={t('comingSoon.emailLabel')}
          placeholder={t('comingSoon.emailPlaceholder')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" mt={25} loading={form.submitting}>
          {t('comingSoon.submit')}
        </Button>
      </Group>
    </form>
  );
}
