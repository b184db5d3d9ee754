import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
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

/** The root route: document title, scroll restoration and the navigation progress bar. */
export function Root() {
  useDocumentTitle();
  useLocationDrawn();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <div className={classes.progress} aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
