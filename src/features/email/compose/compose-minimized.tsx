import { Group, Paper, Portal, Text } from '@mantine/core';
import { Maximize2, X } from 'lucide-react';
import { bidiText } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import classes from './compose.module.css';

interface ComposeMinimizedProps {
  title: string;
  onRestore: () => void;
  onClose: () => void;
}

/**
 * The compose window folded into a bar at the page's foot, on the side where lines end (the
 * right, or the left in right to left): the mailbox stays usable.
 */
export function ComposeMinimized({ title, onRestore, onClose }: ComposeMinimizedProps) {
  const { t } = useTranslation('email');
  return (
    <Portal>
      <Paper
        shadow="lg"
        withBorder
        p="xs"
        className={classes.minimized}
        role="region"
        aria-label={t('compose.minimizedLabel')}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {/* The subject as typed: its own direction, cut at its end. */}
          <Text size="sm" fw={600} lineClamp={1} {...bidiText()}>
            {title}
          </Text>
          <Group gap={2} wrap="nowrap">
            <IconButton label={t('compose.restore')} icon={Maximize2} onClick={onRestore} />
            <IconButton label={t('compose.close')} icon={X} onClick={onClose} />
          </Group>
        </Group>
      </Paper>
    </Portal>
  );
}
