import { ActionIcon } from '@mantine/core';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { floatingFailure } from '@/components/query-state/load-failure';
import { useTranslation } from '@/lib/i18n-react';
import classes from './customizer.module.css';

// Offline, a drawer that cannot download says so where it would open, with a retry.
const CustomizerDrawer = lazyPiece(() => import('./customizer'));

/** The button on the page edge; the drawer's code loads on the first click. */
export function Customizer() {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <ActionIcon
        className={classes.toggle}
        size={42}
        radius="md"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        aria-label={t('openCustomizer')}
        title={t('openCustomizer')}
        aria-expanded={opened}
      >
        <Settings size={20} className={classes.gear} aria-hidden="true" />
      </ActionIcon>
      {loaded && (
        <LazyBoundary
          className={floatingFailure}
          onDismiss={() => {
            setOpened(false);
            setLoaded(false);
          }}
        >
          <CustomizerDrawer opened={opened} onClose={() => setOpened(false)} />
        </LazyBoundary>
      )}
    </>
  );
}
