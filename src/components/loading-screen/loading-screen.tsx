import { useBusyWhileMounted } from '@/lib/busy';
import { useTranslation } from '@/lib/i18n-react';
import { LogoMark } from '../brand/logo';
import classes from './loading-screen.module.css';

interface LoadingScreenProps {
  /** Inside the page frame (a lazy page loading) instead of the whole screen. */
  inline?: boolean;
}

/** The logo with three dots: at boot, while a session is restored, and while a page loads. */
export function LoadingScreen({ inline = false }: LoadingScreenProps) {
  // It is itself the fallback of suspended translations, so it must never suspend.
  const { t } = useTranslation('common', { useSuspense: false });
  // Shown while something loads: the page is not drawn yet (`<html data-busy>`).
  useBusyWhileMounted();
  return (
    <div
      className={inline ? `${classes.root} ${classes.inline}` : classes.root}
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      data-testid="loading-screen"
    >
      <LogoMark size={48} />
      <div className={classes.dots} aria-hidden="true">
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.dot} />
      </div>
    </div>
  );
}
