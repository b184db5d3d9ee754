import { ActionIcon } from '@mantine/core';
import { Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './customizer.module.css';

const CustomizerDrawer = lazy(() => import('./customizer'));

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
        <Suspense fallback={null}>
          <CustomizerDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
