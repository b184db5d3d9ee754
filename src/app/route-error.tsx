import { useRouteError } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { useTranslation } from '@/lib/i18n-react';
import classes from './route-error.module.css';

/**
 * What a page that crashed shows instead of a blank screen. Plain elements and the
 * entry's own strings only: it must render even when no other chunk can be fetched
 * (after a deploy replaced them, or offline).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common', { useSuspense: false });
  const message = error instanceof Error ? error.message : String(error);
  const staleChunk = /dynamically imported module|Importing a module script failed/i.test(message);
  return (
    <main className={classes.root}>
      <div className={classes.box} role="alert">
        <LogoMark size={48} />
        <h1 className={classes.title}>{staleChunk ? t('crash.staleTitle') : t('crash.title')}</h1>
        <p className={classes.text}>{staleChunk ? t('crash.staleText') : t('crash.text')}</p>
        <button type="button" className={classes.button} onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </button>
        <a href="/" className={classes.link}>
          {t('actions.goHome')}
        </a>
      </div>
    </main>
  );
}
