import { useState } from 'react';
import { Link } from 'react-router';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { authClasses as classes, FormHeading, Notice } from './auth-frame';
import { CodeField } from './fields/code-field';
import { PasswordField, SubmitButton, TextField } from './fields/fields';
import fieldClasses from './fields/fields.module.css';
import { codeSchema, forgotSchema, resetSchema } from '../types';

/*
 * The steps around a password: forgot, reset, verify the e-mail, two-step code. The
 * contract has no call for them, so they check what was typed and answer with a success.
 */

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <p className={classes.footer}>
      <Link to="/login" className={classes.link}>
        {t('forgot.back')}
      </Link>
    </p>
  );
}

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotSchema, { initialValues: { email: '' } });
  return (
    <>
      <FormHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      {sentTo ? (
        <Notice tone="success" title={t('forgot.sentTitle')}>
          {t('forgot.sent', { email: sentTo })}
        </Notice>
      ) : (
        <form
          noValidate
          className={classes.form}
          onSubmit={form.onSubmit(({ email }) => setSentTo(email))}
        >
          <TextField
            type="email"
            autoComplete="email"
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            {...form.getInputProps('email')}
          />
          <SubmitButton pending={form.submitting}>{t('forgot.submit')}</SubmitButton>
        </form>
      )}
      <BackToLogin />
    </>
  );
}

export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  const form = useZodForm(resetSchema, { initialValues: { password: '', confirm: '' } });
  return (
    <>
      <FormHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      {done ? (
        <Notice tone="success" title={t('reset.doneTitle')}>
          {t('reset.done')}
        </Notice>
      ) : (
        <form noValidate className={classes.form} onSubmit={form.onSubmit(() => setDone(true))}>
          <PasswordField
            autoComplete="new-password"
            label={t('reset.password')}
            toggleLabel={t('login.showPassword')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            autoComplete="new-password"
            label={t('reset.confirm')}
            toggleLabel={t('login.showPassword')}
            {...form.getInputProps('confirm')}
          />
          <SubmitButton pending={form.submitting}>{t('reset.submit')}</SubmitButton>
        </form>
      )}
      <BackToLogin />
    </>
  );
}

export function VerifyEmail() {
  const { t } = useTranslation('auth');
  const [resent, setResent] = useState(false);
  return (
    <>
      <FormHeading
        title={t('verify.title')}
        subtitle={t('verify.text', { email: t('verify.sampleEmail') })}
      />
      {resent && <Notice tone="success">{t('verify.resent')}</Notice>}
      <Link to="/" className={`${fieldClasses.submit} ${classes.linkButton}`}>
        {t('verify.skip')}
      </Link>
      <p className={classes.footer}>
        {t('verify.noEmail')}{' '}
        <button type="button" className={classes.textButton} onClick={() => setResent(true)}>
          {t('verify.resend')}
        </button>
      </p>
    </>
  );
}

export function TwoStepsForm() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'resent' | 'done'>('idle');
  const form = useZodForm(codeSchema, { initialValues: { code: '' } });
  return (
    <>
      <FormHeading title={t('twoSteps.title')} subtitle={t('twoSteps.text', { phone: '4821' })} />
      {state === 'done' ? (
        <Notice tone="success" title={t('twoSteps.doneTitle')}>
          {t('twoSteps.done')}
        </Notice>
      ) : (
        <>
          {state === 'resent' && <Notice tone="success">{t('twoSteps.resent')}</Notice>}
          <form
            noValidate
            className={classes.form}
            onSubmit={form.onSubmit(() => setState('done'))}
          >
            <CodeField
              label={t('twoSteps.label')}
              digitLabel={(position) => t('twoSteps.digit', { count: position })}
              {...form.getInputProps('code')}
            />
            <SubmitButton pending={form.submitting}>{t('twoSteps.submit')}</SubmitButton>
          </form>
          <p className={classes.footer}>
            {t('twoSteps.noCode')}{' '}
            <button type="button" className={classes.textButton} onClick={() => setState('resent')}>
              {t('twoSteps.resend')}
            </button>
          </p>
        </>
      )}
    </>
  );
}
