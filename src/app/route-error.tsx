import { useState } from 'react';
import { useRouteError } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { diagnoseChunkFailure, isChunkLoadError } from '@/components/query-state/chunk-failure';
import { LoadFailure } from '@/components/query-state/load-failure';
import { useTranslation } from '@/lib/i18n-react';
import classes from './route-error.module.css';
import { useLocationDrawn } from './router-busy';

/**
 * Code that did not arrive, outside any lazy route (which says so in its own place). A
 * retry reloads only once the server answers: a reload offline would land on the browser's
 * own error page.
 */
function ChunkError() {
  const [attempt, setAttempt] = useState(0);
  const retry = () =>
    void diagnoseChunkFailure().then((cause) => {
      if (cause === 'stale') window.location.reload();
      else setAttempt((count) => count + 1);
    });
  return <LoadFailure key={attempt} screen onRetry={retry} />;
}

/**
 * What a page that crashed shows instead of a blank screen. Plain elements and the
 * entry's own strings only: it must render even when no other chunk can be fetched
 * (after a deploy replaced them, or offline).
 */
export function RouteError() {
  const error = useRouteError();
  useLocationDrawn();
  const { t } = useTranslation('common', { useSuspense: false });
  if (isChunkLoadError(error)) return <ChunkError />;
  return (
    <main className={classes.root}>
      <div className={classes.box} role="alert">
        <LogoMark size={48} />
        <h1 className={classes.title}>{t('crash.title')}</h1>
        <p className={classes.text}>{t('crash.text')}</p>
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
