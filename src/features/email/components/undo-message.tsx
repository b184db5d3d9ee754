import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';

interface UndoMessageProps {
  text: string;
  onUndo: () => void;
}

/** A toast's text with an "Desfazer" button beside it. */
export function UndoMessage({ text, onUndo }: UndoMessageProps) {
  const { t } = useTranslation('email');
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <span dir="auto">{text}</span>
      <Button size="compact-xs" variant="subtle" onClick={onUndo}>
        {t('actions.undo')}
      </Button>
    </Group>
  );
}
