import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';

interface ToastActionProps {
  text: string;
  /** The button's words; "Desfazer" in the active language when absent. */
  label?: string | undefined;
  onAction: () => void;
}

/**
 * A toast's sentence with one button beside it, at the end of the reading direction. The
 * sentence is data-like (it may name an e-mail or a card), so it keeps its own direction; the
 * undo label follows the language switches while the toast is shown.
 */
export function ToastAction({ text, label, onAction }: ToastActionProps) {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <span dir="auto">{text}</span>
      <Button size="compact-xs" variant="subtle" onClick={onAction}>
        {label ?? t('actions.undo')}
      </Button>
    </Group>
  );
}
