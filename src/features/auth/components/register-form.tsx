import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageKey } from '@/lib/api-error';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { register } from '../api';
import { useSessionStore } from '../session-store';
import { authClasses as classes, FormHeading, Notice } from './auth-frame';
import { CheckboxField, PasswordField, SubmitButton, TextField } from './fields/fields';
import { registerSchema, type RegisterValues } from '../types';

/** A new account (the demo gives it the administrator's ability), then straight in. */
export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const signIn = useSessionStore((state) => state.signIn);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The terms box starts unticked, where the schema wants it ticked: wider values.
  const form = useZodForm<typeof registerSchema, RegisterValues>(registerSchema, {
    initialValues: { username: '', email: '', password: '', terms: false },
  });

  // The handler gets what the schema parsed: username and e-mail trimmed.
  const submit = form.onSubmit(async ({ username, email, password }) => {
    setFailure(null);
    try {
      const result = await register({ username, email, password });
      if (result.ok) {
        signIn(result.session);
        void navigate('/', { replace: true });
        return;
      }
      form.setServerErrors(
        { email: result.emailInUse, username: result.usernameInUse },
        { email: 'auth:errors.emailInUse', username: 'auth:errors.usernameInUse' },
      );
    } catch (error) {
      setFailure(`common:${errorMessageKey(error)}`);
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
        <SubmitButton pending={form.submitting}>{t('auth:register.submit')}</SubmitButton>
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
