import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useLayoutStore } from '@/features/layout';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The toasts' host, a chunk of its own. Imported through this module, not as
 * `import('@mantine/notifications')`: the package's index is also imported statically (by
 * `src/lib/toast.ts`, the one module that shows toasts), and a dynamic import of it would
 * keep the host in the static chunk.
 *
 * Toasts appear in the top corner at the reading end, mirrored in right to left like the rest
 * of the frame, and every toast's close button is named in the active language (Mantine's
 * has no name of its own).
 */
export default function NotificationsHost() {
  const { t } = useTranslation('common');
  const direction = useLayoutStore((s) => s.direction);
  const close = t('actions.close');
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      },
    }),
    [close],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position={direction === 'rtl' ? 'top-left' : 'top-right'} limit={4} />
    </MantineThemeProvider>
  );
}
