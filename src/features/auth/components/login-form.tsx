import { useRef, useState } from 'react';
// eslint-disable-next-line no-restricted-imports -- `redirectTo` is no page state: the guard's hand-off, read once and checked by safeRedirect, on the byte-budgeted sign-in page.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessageKey } from '@/lib/api-error';
import { useConfig } from '@/lib/config';
import { safeRedirect } from '@/lib/redirect';
import { useEarlyInput, useZodForm } from '@/lib/form';
import { useClientReady } from '@/lib/hydration';
import { useTranslation } from '@/lib/i18n-react';
import { readRaw, removeKey, writeRaw } from '@/lib/storage';
import { login } from '../api';
import { useSessionStore } from '../session-store';
import { authClasses as classes, FormHeading, Notice } from './auth-frame';
import { CheckboxField, PasswordField, SubmitButton, TextField } from './fields/fields';
import { loginSchema } from '../types';

const REMEMBERED_EMAIL = 'rememberedEmail';

const endNotices = {
  expired: 'auth:login.expired',
  'other-tab': 'auth:login.otherTab',
  user: 'auth:login.signedOut',
} as const;

/**
 * Sign-in against the configured API. On success the session is stored and the user goes
 * on to `redirectTo` (same-site paths only) or home; a failure keeps everything typed.
 */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const endedBecause = useSessionStore((state) => state.endedBecause);
  const signIn = useSessionStore((state) => state.signIn);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // Hydrating the prerendered page, storage is read after the first render (it must match
  // the HTML); otherwise at once.
  const clientReady = useClientReady();
  const { demoAuth } = useConfig();
  const remembered = clientReady ? readRaw(REMEMBERED_EMAIL) : null;
  const form = useZodForm(loginSchema, {
    initialValues: { email: remembered ?? '', password: '', remember: remembered !== null },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(form, formRef, () => {
    const stored = clientReady ? null : readRaw(REMEMBERED_EMAIL);
    return stored === null ? null : { email: stored, remember: true };
  });

  // `email` comes trimmed: the handler gets what the schema parsed.
  const submit = form.onSubmit(async ({ email, password, remember }) => {
    setFailure(null);
    try {
      const result = await login({ email, password });
      if (result.ok) {
        if (remember) writeRaw(REMEMBERED_EMAIL, email);
        else removeKey(REMEMBERED_EMAIL);
        signIn(result.session);
        // On /login the guard does the same; the demo variants under /pages need it here.
        void navigate(safeRedirect(searchParams.get('redirectTo'), '/'), { replace: true });
        return;
      }
      if (result.reason === 'invalid-credentials') {
        form.setFieldError('email', 'auth:errors.invalidCredentials');
      } else {
        setFailure('auth:errors.badRequest');
      }
    } catch (error) {
      setFailure(`common:${errorMessageKey(error)}`);
    }
  });

  return (
    <>
      <FormHeading title={t('auth:login.title')} subtitle={t('auth:login.subtitle')} />
      {endedBecause && (
        <Notice tone={endedBecause === 'expired' ? 'error' : 'info'}>
          {t(endNotices[endedBecause])}
        </Notice>
      )}
      {failure && <Notice tone="error">{t(failure as 'auth:errors.badRequest')}</Notice>}
      {demoAuth && (
        <Notice title={t('auth:login.demoTitle')}>
          {t('auth:login.demoAdmin', { email: 'admin@demo.com', password: 'admin' })}
          <br />
          {t('auth:login.demoClient', { email: 'client@demo.com', password: 'client' })}
        </Notice>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className={classes.form}>
        <TextField
          type="email"
          autoComplete="username"
          label={t('auth:login.email')}
          placeholder={t('auth:login.emailPlaceholder')}
          {...form.getInputProps('email')}
        />
        <PasswordField
          autoComplete="current-password"
          label={t('auth:login.password')}
          placeholder={t('auth:login.passwordPlaceholder')}
          toggleLabel={t('auth:login.showPassword')}
          {...form.getInputProps('password')}
        />
        <div className={classes.row}>
          <CheckboxField
            label={t('auth:login.remember')}
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          <Link to="/forgot-password" className={classes.link}>
            {t('auth:login.forgot')}
          </Link>
        </div>
        <SubmitButton pending={form.submitting}>{t('auth:login.submit')}</SubmitButton>
      </form>
      <p className={classes.footer}>
        {t('auth:login.noAccount')}{' '}
        <Link to="/register" className={classes.link}>
          {t('auth:login.createAccount')}
        </Link>
      </p>
    </>
  );
}
