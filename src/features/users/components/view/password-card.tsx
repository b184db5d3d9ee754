import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { QueryError } from '@/components/query-state/query-error';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { refusedFields } from '@/lib/api-error';
import { useChangePassword } from '../../api';
import { passwordSchema } from '../../types';

/** The new password twice: the API's rule, then the two the same. */
const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirm: z.string().check(z.minLength(1, 'user-view:security.confirmRequired')),
  })
  .check(
    z.refine((values) => values.password === values.confirm, {
      message: 'user-view:security.mismatch',
      path: ['confirm'],
    }),
  );

const empty = { password: '', confirm: '' };

/** Sets a new password for the user; the API's refusal goes beside the field. */
export function PasswordCard({ userId }: { userId: number }) {
  const { t } = useTranslation('user-view');
  const titleId = useId();
  const change = useChangePassword();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(newPasswordSchema, { initialValues: empty });
  const toggle = { 'aria-label': t('security.showPassword') };

  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await change.mutateAsync({ id: userId, password });
      notifications.show({ color: 'teal', message: t('toasts.passwordChanged') });
      form.reset(empty);
    } catch (error) {
      const refused = refusedFields(error);
      const unnamed = refused
        ? form.setServerErrors(refused, { password: 'user-view:security.refused' })
        : [];
      if (!refused || unnamed.length > 0) setFailure(error);
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
          {failure !== null && <QueryError error={failure} title={t('security.failed')} />}
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
