import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useChangePassword } from '../../api';
import { newPasswordSchema } from '../../types';

const empty = { password: '', confirm: '' };

/** Sets a new password for the user; the API's refusal goes beside the field. */
export function PasswordCard({ userId }: { userId: number }) {
  const { t } = useTranslation('user-view');
  const titleId = useId();
  const change = useChangePassword();
  const failure = useFormFailure();
  const form = useZodForm(newPasswordSchema, { initialValues: empty });
  const toggle = { 'aria-label': t('security.showPassword') };

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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <PasswordInput
              label={t('security.newPassword')}
              autoComplete="new-password"
              withAsterisk
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('security.confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('confirm')}
            />
          </SimpleGrid>
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
