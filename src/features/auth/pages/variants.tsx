import type { ComponentType } from 'react';
import type { ArtKind } from '../components/art';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';
import {
  ForgotPasswordForm,
  ResetPasswordForm,
  TwoStepsForm,
  VerifyEmail,
} from '../components/recovery-forms';
import { RegisterForm } from '../components/register-form';

/** The twelve demo variants under /pages: each form in a centred card and beside a cover. */
export const namespaces = ['auth'] as const;

function variant(variant: AuthVariant, art: ArtKind, Form: ComponentType) {
  return function AuthVariantPage() {
    return (
      <AuthFrame variant={variant} art={art}>
        <Form />
      </AuthFrame>
    );
  };
}

export const LoginBasic = variant('basic', 'login', LoginForm);
export const LoginCover = variant('cover', 'login', LoginForm);
export const RegisterBasic = variant('basic', 'register', RegisterForm);
export const RegisterCover = variant('cover', 'register', RegisterForm);
export const ForgotPasswordBasic = variant('basic', 'forgot', ForgotPasswordForm);
export const ForgotPasswordCover = variant('cover', 'forgot', ForgotPasswordForm);
export const ResetPasswordBasic = variant('basic', 'reset', ResetPasswordForm);
export const ResetPasswordCover = variant('cover', 'reset', ResetPasswordForm);
export const VerifyEmailBasic = variant('basic', 'verify', VerifyEmail);
export const VerifyEmailCover = variant('cover', 'verify', VerifyEmail);
export const TwoStepsBasic = variant('basic', 'two-steps', TwoStepsForm);
export const TwoStepsCover = variant('cover', 'two-steps', TwoStepsForm);
