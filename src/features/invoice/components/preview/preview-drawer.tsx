import { Drawer, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyBoundary } from '@/components/query-state/lazy-piece';
import { useTranslation } from '@/lib/i18n-react';

interface PreviewDrawerProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The form, a lazy piece: its code (and the date picker's) loads when the drawer opens. */
  children: ReactNode;
}

const formSkeleton = (
  <Stack gap="md" aria-busy="true">
    {[36, 36, 36, 120, 36].map((height, index) => (
      <Skeleton key={index} height={height} radius="sm" />
    ))}
  </Stack>
);

/** A form beside the invoice, from the side where the reading direction ends. */
export function PreviewDrawer({ opened, title, onClose, children }: PreviewDrawerProps) {
  const { t } = useTranslation('invoice-preview');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors it: from the left in right-to-left.
      position="right"
      size="md"
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <LazyBoundary fallback={formSkeleton}>{children}</LazyBoundary>
    </Drawer>
  );
}
