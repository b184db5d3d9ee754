import { Modal, type MantineSize } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LazyFields } from '@/components/query-state/lazy-fields';

interface ExampleModalProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's name. */
  title: string;
  size: MantineSize;
  /** The heights of the fields sketched while the body's code downloads. */
  skeleton: readonly number[];
  children: ReactNode;
}

/**
 * One example's modal: named by its title, focus kept inside and given back to the button
 * that opened it, Escape and the close button (named in the active language by the theme)
 * close it, the whole screen below `sm`. Its body is a lazy piece: sketched fields stand in
 * while it downloads, a failed download says so in place with a retry.
 */
export function ExampleModal({
  opened,
  onClose,
  title,
  size,
  skeleton,
  children,
}: ExampleModalProps) {
  // Below Mantine's `sm` (48em): a phone or a narrow window gets the whole screen.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={phone} centered>
      <LazyFields skeleton={skeleton}>{children}</LazyFields>
    </Modal>
  );
}
