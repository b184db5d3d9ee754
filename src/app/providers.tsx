import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { colorSchemeOf, useDocumentSettings, useLayoutStore } from '@/features/layout';
import { cssVariablesResolver, theme } from './theme';

// Toasts are drawn by a component that is not needed for the first paint.
const Notifications = lazyPiece(() => import('./notifications-host'));

function DocumentSettings() {
  useDocumentSettings();
  return null;
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
      {children}
    </MantineProvider>
  );
}
