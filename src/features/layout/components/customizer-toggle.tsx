import { ActionIcon } from '@mantine/core';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { NavbarAction } from '@/components/navbar-action/navbar-action';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { floatingFailure } from '@/components/query-state/load-failure';
import { useTranslation } from '@/lib/i18n-react';
import classes from './customizer.module.css';

// Offline, a drawer that cannot download says so where it would open, with a retry.
const CustomizerDrawer = lazyPiece(() => import('./customizer'));

/**
 * Where the button sits. Never over content: among the navbar's actions where there is a
 * navbar, else in the top corner of the page, which scrolls away with it (and where the
 * page keeps its own margin free; the shell reserves it when it hides the navbar).
 */
export type CustomizerPlacement = 'navbar' | 'corner';

/** The drawer's open state, kept apart from the button so the button can move meanwhile. */
export function useCustomizerState() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return {
    opened,
    loaded,
    open: () => {
      setLoaded(true);
      setOpened(true);
    },
    close: () => setOpened(false),
    dismiss: () => {
      setOpened(false);
      setLoaded(false);
    },
  };
}

type CustomizerState = ReturnType<typeof useCustomizerState>;

/** The button that opens the drawer; the drawer's code loads on the first click. */
export function CustomizerTrigger({
  placement,
  state,
}: {
  placement: CustomizerPlacement;
  state: CustomizerState;
}) {
  const { t } = useTranslation('common');
  const label = t('openCustomizer');
  if (placement === 'navbar') {
    return (
      <NavbarAction
        label={label}
        onClick={state.open}
        aria-expanded={state.opened}
        data-customizer-trigger="navbar"
      >
        <Settings size={20} aria-hidden="true" />
      </NavbarAction>
    );
  }
  return (
    <ActionIcon
      className={classes.corner}
      variant="default"
      size={38}
      radius="xl"
      onClick={state.open}
      aria-label={label}
      title={label}
      aria-expanded={state.opened}
      data-customizer-trigger="corner"
    >
      <Settings size={20} className={classes.gear} aria-hidden="true" />
    </ActionIcon>
  );
}

/** The drawer, mounted once it was first asked for. */
export function CustomizerHost({ state }: { state: CustomizerState }) {
  if (!state.loaded) return null;
  return (
    <LazyBoundary className={floatingFailure} onDismiss={state.dismiss}>
      <CustomizerDrawer opened={state.opened} onClose={state.close} />
    </LazyBoundary>
  );
}

/** Button and drawer together, for a page without navbar (the blank layout). */
export function Customizer() {
  const state = useCustomizerState();
  return (
    <>
      <CustomizerTrigger placement="corner" state={state} />
      <CustomizerHost state={state} />
    </>
  );
}
