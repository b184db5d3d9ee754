import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageKey } from '@/lib/api-error';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { register } from '../api';
import { useSessionStore } from '../session-store';
import { authClasses as classes, FormHeading, Notice } from './auth-frame';
import { CheckboxField, PasswordField, SubmitButton, TextField } from './fields/fields';
import { registerSchema, type RegisterValues } from './schemas';

/** A new account (the demo gives it the administrator's ability), then straight in. */
export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const signIn = useSessionStore((state) => state.signIn);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm<RegisterValues>(registerSchema, {
    initialValues: { username: '', email: '', password: '', terms: false },
  });

  const submit = form.onSubmit(async ({ username, email, password }) => {
    setPending(true);
    setFailure(null);
    try {
      const result = await register({ username: username.trim(), email: email.trim(), password });
      if (result.ok) {
        signIn(result.session);
        void navigate('/', { replace: true });
        return;
      }
      if (result.emailInUse) form.setFieldError('email', 'auth:errors.emailInUse');
      if (result.usernameInUse) form.setFieldError('username', 'auth:errors.usernameInUse');
    } catch (error) {
      setFailure(`common:${errorMessageKey(error)}`);
    } finally {
      setPending(false);
    }
  });

  return (
    <>
      <FormHeading title={t('auth:register.title')} subtitle={t('auth:register.subtitle')} />
      {failure && <Notice tone="error">{t(failure as 'common:errors.unknown')}</Notice>}
      <form noValidate onSubmit={submit} className={classes.form}>
        <TextField
          autoComplete="username"
          label={t('auth:register.username')}
          placeholder={t('auth:register.usernamePlaceholder')}
          {...form.getInputProps('username')}
        />
        <TextField
          type="email"
          autoComplete="email"
          label={t('auth:login.email')}
          placeholder={t('auth:login.emailPlaceholder')}
          {...form.getInputProps('email')}
        />
        <PasswordField
          autoComplete="new-password"
          label={t('auth:login.password')}
          placeholder={t('auth:login.passwordPlaceholder')}
          toggleLabel={t('auth:login.showPassword')}
          {...form.getInputProps('password')}
        />
        <CheckboxField
          label={t('auth:register.terms')}
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <SubmitButton pending={pending}>{t('auth:register.submit')}</SubmitButton>
      </form>
      <p className={classes.footer}>
        {t('auth:register.haveAccount')}{' '}
        <Link to="/login" className={classes.link}>
          {t('auth:register.signIn')}
        </Link>
      </p>
    </>
  );
}
