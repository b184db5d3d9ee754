import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { AtSign, LockKeyhole, LogIn } from 'lucide-react';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { blankSignIn, signInSchema } from '../../types/layout';

/**
 * With icons: an e-mail and a password, each with its icon inside the field. Checked, the
 * e-mail stays and the password is emptied, as a sign-in page would leave them.
 */
export function SignInForm() {
  const { t } = useTranslation('forms');
  const form = useZodForm(signInSchema, { initialValues: blankSignIn() });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        toast.success(t('layout.signIn.saved', { email: values.email }));
        form.reset({ ...form.values, password: '' });
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={t('layout.signIn.email')}
          placeholder={t('layout.signIn.emailPlaceholder')}
          type="email"
          withAsterisk
          autoComplete="email"
          leftSection={<AtSign size={16} aria-hidden="true" />}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('layout.signIn.password')}
          withAsterisk
          autoComplete="current-password"
          leftSection={<LockKeyhole size={16} aria-hidden="true" />}
          visibilityToggleButtonProps={{ 'aria-label': t('layout.signIn.showPassword') }}
          {...form.getInputProps('password')}
        />
        <Checkbox
          label={t('layout.signIn.remember')}
          {...form.getInputProps('remember', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.submitting}
            leftSection={<LogIn size={16} aria-hidden="true" className="mirror-rtl" />}
          >
            {t('layout.signIn.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
