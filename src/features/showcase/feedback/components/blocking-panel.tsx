import { Box, Button, Loader, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

export type BlockLook = 'dim' | 'blur';

interface BlockingPanelProps {
  blocked: boolean;
  /** Said under the spinner ("Sincronizando estoque…"). */
  message: string;
  /** Dim the content (default) or blur it. */
  look?: BlockLook;
  /** A button on the overlay that ends the block ("Desbloquear", "Cancelar"). */
  release?: { label: string; onRelease: () => void } | undefined;
  children: ReactNode;
}

/**
 * Content blocked while work runs: an overlay with a spinner and a message covers it, the
 * content is `inert` (no pointer, no Tab, hidden from screen readers) and the panel says
 * `aria-busy`. `data-blocked` is the state for tests. The focus goes to the overlay's button
 * (or to the panel) while blocked, and back where it was when released.
 */
export function BlockingPanel({
  blocked,
  message,
  look = 'dim',
  release,
  children,
}: BlockingPanelProps) {
  const root = useRef<HTMLDivElement>(null);
  const focusRelease = (button: HTMLButtonElement | null) => {
    if (button && document.activeElement === root.current) button.focus();
  };
  const before = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const panel = root.current;
    if (!panel) return;
    if (blocked) {
      const active = document.activeElement;
      before.current = active instanceof HTMLElement && panel.contains(active) ? active : null;
      // Only when the focus was inside: a block elsewhere does not steal it. The overlay's
      // button takes it from the panel as it appears (`focusRelease`).
      if (before.current) {
        (panel.querySelector<HTMLElement>('[data-release]') ?? panel).focus();
      }
      return;
    }
    const back = before.current;
    before.current = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || panel.contains(active);
    if (back?.isConnected && lost) back.focus();
  }, [blocked]);

  return (
    <Box
      ref={root}
      pos="relative"
      // Room for the spinner, the message and the button over short content.
      mih={150}
      tabIndex={-1}
      aria-busy={blocked}
      data-blocked={blocked}
      style={{ isolation: 'isolate', outline: 'none' }}
    >
      <div inert={blocked}>{children}</div>
      <LoadingOverlay
        visible={blocked}
        zIndex={2}
        overlayProps={
          look === 'blur' ? { blur: 3, backgroundOpacity: 0.15 } : { backgroundOpacity: 0.6 }
        }
        loaderProps={{
          children: (
            // A card of its own over the overlay: readable over dimmed or blurred content.
            <Paper withBorder shadow="md" radius="md" p="sm" maw={260}>
              <Stack align="center" gap="xs" ta="center">
                <Loader size="md" aria-hidden="true" />
                <Text size="sm" fw={600}>
                  {message}
                </Text>
                {release && (
                  <Button
                    ref={focusRelease}
                    data-release
                    size="xs"
                    variant="default"
                    onClick={release.onRelease}
                  >
                    {release.label}
                  </Button>
                )}
              </Stack>
            </Paper>
          ),
        }}
      />
    </Box>
  );
}
