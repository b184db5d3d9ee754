import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import classes from './root.module.css';
import { useLocationDrawn } from './router-busy';
import { useCurrentEntry } from './use-current-entry';

function useDocumentTitle() {
  const entry = useCurrentEntry();
  // Page titles live in `nav`, loaded after the first paint: the title follows when it arrives.
  const { t, i18n, ready } = useTranslation(['nav', 'common'], { useSuspense: false });
  useEffect(() => {
    const app = t('common:appName');
    document.title = entry && ready ? `${t(`nav:${entry.titleKey}`)} · ${app}` : app;
  }, [entry, t, ready, i18n.language]);
}

/**
 * Mantine's autosizing textarea measures text in a hidden textarea it adds to `<body>` and
 * keeps, as wide as the last one it measured: a desktop width left behind after its page is
 * gone makes a phone page scroll sideways (right to left, where it sticks out at the end).
 * It goes with the page; the next textarea to measure adds it again.
 */
function useForgetTextMeasure() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.querySelector('body > textarea[aria-hidden="true"][tabindex="-1"]')?.remove();
  }, [pathname]);
}

/** The root route: document title, scroll restoration and the navigation progress bar. */
export function Root() {
  useDocumentTitle();
  useLocationDrawn();
  useForgetTextMeasure();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <div className={classes.progress} aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
