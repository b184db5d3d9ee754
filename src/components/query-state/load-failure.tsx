import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { LoadingScreen } from '../loading-screen/loading-screen';
import { diagnoseChunkFailure, type ChunkFailure } from './chunk-failure';
import classes from './load-failure.module.css';

interface LoadFailureProps {
  /** Loads the piece again (offline, once the connection is back). */
  onRetry: () => void;
  /** The whole screen (no frame around it) rather than a page's or a window's place. */
  screen?: boolean;
  /** Another way out, e.g. closing the compose whose code did not arrive. */
  onDismiss?: () => void;
  className?: string;
}

/** For `LazyBoundary`'s `className`: the failure as a card where a floating window would be. */
export const floatingFailure = classes.floating;

/**
 * What shows in place of a piece of the app whose code did not arrive: "no connection — try
 * again" when the server cannot be reached, "there is a new version — reload" when it
 * answers but no longer has the file. Plain elements and the entry's strings only.
 */
export function LoadFailure({ onRetry, screen = false, onDismiss, className }: LoadFailureProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const [cause, setCause] = useState<ChunkFailure | null>(null);
  useEffect(() => {
    let current = true;
    void diagnoseChunkFailure().then((found) => current && setCause(found));
    return () => {
      current = false;
    };
  }, []);

  if (!cause) return <LoadingScreen inline={!screen} />;
  const stale = cause === 'stale';
  // The whole screen's heading is the page's; in a page or a window, under the page's own.
  const Heading = screen ? 'h1' : 'h2';
  const rootClass = [classes.root, screen && classes.screen, className].filter(Boolean).join(' ');
  return (
    <div className={rootClass}>
      <div className={classes.box} role="alert">
        <Heading className={classes.title}>
          {stale ? t('crash.staleTitle') : t('offline.title')}
        </Heading>
        <p className={classes.text}>{stale ? t('crash.staleText') : t('offline.text')}</p>
        <div className={classes.actions}>
          <button
            type="button"
            className={classes.button}
            onClick={stale ? () => window.location.reload() : onRetry}
          >
            {stale ? t('crash.reload') : t('offline.retry')}
          </button>
          {onDismiss && (
            <button
              type="button"
              className={`${classes.button} ${classes.secondary}`}
              onClick={onDismiss}
            >
              {t('actions.close')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
