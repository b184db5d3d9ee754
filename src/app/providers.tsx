import { MantineProvider, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { colorSchemeOf, useDocumentSettings, useLayoutStore } from '@/features/layout';
import { useTranslation } from '@/lib/i18n-react';
import { cssVariablesResolver, theme } from './theme';

// Toasts are drawn by a component that is not needed for the first paint.
const Notifications = lazyPiece(() => import('./notifications-host'));

function DocumentSettings() {
  useDocumentSettings();
  return null;
}

/**
 * Every modal's and drawer's close button is named in the active language (Mantine's has no
 * name of its own: axe's "button-name", critical); one that names itself keeps its name.
 */
function NamedCloseButtons({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const close = t('actions.close');
  const named = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      },
    }),
    [close],
  );
  return <MantineThemeProvider theme={named}>{children}</MantineThemeProvider>;
}

interface ProvidersProps {
  children: ReactNode;
  /** Tests switch transitions off. */
  env?: 'default' | 'test';
}

/**
 * What every page needs. The query client is provided by the signed-in layout (and by the
 * test helper): the login page does not pay for it.
 */
export function Providers({ children, env = 'default' }: ProvidersProps) {
  const skin = useLayoutStore((s) => s.skin);
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={colorSchemeOf(skin)}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <DocumentSettings />
      <LazyBoundary failure="hidden">
        <Notifications />
      </LazyBoundary>
      <NamedCloseButtons>{children}</NamedCloseButtons>
    </MantineProvider>
  );
}
