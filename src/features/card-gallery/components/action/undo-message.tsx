import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';

/** The toast of a removed card: what happened, and "Desfazer". */
export function UndoMessage({ text, onUndo }: { text: string; onUndo: () => void }) {
  const { t } = useTranslation('card-gallery');
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <span>{text}</span>
      <Button size="compact-sm" variant="subtle" onClick={onUndo}>
        {t('action.undo')}
      </Button>
    </Group>
  );
}
