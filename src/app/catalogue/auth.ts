import type * as AuthVariantPages from '@/features/auth/pages/variants';
import { blankPublic, group, inGroup, inSection, page } from './define';
import type { CatalogueSection, GroupId, PageId } from './types';

type AuthVariant = Exclude<keyof typeof AuthVariantPages, 'namespaces'>;

/** A demo variant of an auth page, under /pages: every variant shares one module. */
const authDemo = (id: PageId, menuGroup: GroupId, variant: AuthVariant) =>
  page(id, `/pages/${id}`, 'Circle', inGroup(menuGroup), 'Page', {
    ...blankPublic,
    load: () =>
      import('@/features/auth/pages/variants').then((m) => ({
        default: m[variant],
        namespaces: m.namespaces,
      })),
  });

const auth = inGroup('auth');
const guestBlank = { access: 'guest', layout: 'blank' } as const;

/** Authentication: the app's own sign-in pages (out of the menu), then the demo variants. */
export const authSection: CatalogueSection = {
  groups: [
    group('auth', 'Lock', inSection('apps')),
    group('auth-login', 'Circle', auth),
    group('auth-register', 'Circle', auth),
    group('auth-forgot-password', 'Circle', auth),
    group('auth-reset-password', 'Circle', auth),
    group('auth-verify-email', 'Circle', auth),
    group('auth-two-steps', 'Circle', auth),
  ],
  pages: [
    page('login', '/login', 'Lock', null, 'Auth', {
      ...guestBlank,
      load: () => import('@/features/auth/pages/login-page'),
    }),
    page('register', '/register', 'Lock', null, 'Auth', {
      ...guestBlank,
      load: () => import('@/features/auth/pages/register-page'),
    }),
    page('forgot-password', '/forgot-password', 'Lock', null, 'Auth', {
      ...guestBlank,
      load: () => import('@/features/auth/pages/forgot-password-page'),
    }),
    authDemo('login-basic', 'auth-login', 'LoginBasic'),
    authDemo('login-cover', 'auth-login', 'LoginCover'),
    authDemo('register-basic', 'auth-register', 'RegisterBasic'),
    authDemo('register-cover', 'auth-register', 'RegisterCover'),
    authDemo('forgot-password-basic', 'auth-forgot-password', 'ForgotPasswordBasic'),
    authDemo('forgot-password-cover', 'auth-forgot-password', 'ForgotPasswordCover'),
    authDemo('reset-password-basic', 'auth-reset-password', 'ResetPasswordBasic'),
    authDemo('reset-password-cover', 'auth-reset-password', 'ResetPasswordCover'),
    authDemo('verify-email-basic', 'auth-verify-email', 'VerifyEmailBasic'),
    authDemo('verify-email-cover', 'auth-verify-email', 'VerifyEmailCover'),
    authDemo('two-steps-basic', 'auth-two-steps', 'TwoStepsBasic'),
    authDemo('two-steps-cover', 'auth-two-steps', 'TwoStepsCover'),
  ],
};
