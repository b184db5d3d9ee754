import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { PasswordFields } from '@/components/account/password-fields';
import { newPasswordSchema } from '@/components/account/password-rules';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useChangePassword } from '../../api';

const empty = { password: '', confirm: '' };

/** Sets a new password for the user; the API's refusal goes beside the field. */
export function PasswordCard({ userId }: { userId: number }) {
  const { t } = useTranslation('user-view');
  const titleId = useId();
  const change = useChangePassword();
  const failure = useFormFailure();
  const form = useZodForm(newPasswordSchema, { initialValues: empty });

  const submit = form.onSubmit(async ({ password }) => {
    failure.clear();
    try {
      // The mutation says "Senha alterada" (its `successMessage`).
      await change.mutateAsync({ id: userId, password });
      form.reset(empty);
    } catch (error) {
      failure.show(error, (refused) =>
        form.setServerErrors(refused, { password: 'user-view:security.refused' }),
      );
    }
  });

  return (
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {t('security.passwordTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('security.passwordHint')}
      </Text>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormFailure error={failure.error} title={t('security.failed')} />
          <PasswordFields
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('security.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
