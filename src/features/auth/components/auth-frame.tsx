import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { useTranslation } from '@/lib/i18n-react';
import type { ArtKind } from './art';
import classes from './auth-frame.module.css';

// Decorative, and hidden on phones: it arrives after the form.
const AuthArt = lazyPiece(() => import('./art'));

export type AuthVariant = 'basic' | 'cover';

interface AuthFrameProps {
  variant: AuthVariant;
  /** The cover variant's illustration, beside the form on wide screens. */
  art?: ArtKind;
  children: ReactNode;
}

function Brand() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Link to="/" className={classes.brand} aria-label={t('auth:brandHome')}>
      <LogoMark size={32} />
      <span>{t('common:appName')}</span>
    </Link>
  );
}

/** The two frames of the auth pages: a centred card (basic) or an illustration beside the form (cover). */
export function AuthFrame({ variant, art, children }: AuthFrameProps) {
  if (variant === 'cover') {
    return (
      <main className={classes.cover} id="main-content">
        <div className={classes.art} aria-hidden="true">
          {art && (
            <LazyBoundary failure="hidden">
              <AuthArt kind={art} />
            </LazyBoundary>
          )}
        </div>
        <div className={classes.panel}>
          <div className={classes.panelBody}>
            <Brand />
            {children}
          </div>
        </div>
      </main>
    );
  }
  return (
    <main className={classes.basic} id="main-content">
      <div className={classes.card}>
        <Brand />
        {children}
      </div>
    </main>
  );
}

export function FormHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <h1 className={classes.title}>{title}</h1>
      {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
    </>
  );
}

type Tone = 'info' | 'error' | 'success';

/** A message above a form: an error is announced as an alert, the rest as a status. */
export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: Tone;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.notice} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <strong className={classes.noticeTitle}>{title}</strong>}
      {children}
    </div>
  );
}

export { classes as authClasses };
