import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';

export type ComposeQuestion = 'no-subject' | 'discard';

interface ComposeConfirmProps {
  question: ComposeQuestion;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question asked inside the compose (send without a subject? discard?), never a new modal. */
export function ComposeConfirm({ question, onConfirm, onCancel }: ComposeConfirmProps) {
  const { t } = useTranslation('email');
  const danger = question === 'discard';
  return (
    <Alert
      color={danger ? 'red' : 'yellow'}
      title={t(`compose.confirm.${question}.title`)}
      role="alertdialog"
    >
      <Text size="sm" mb="sm">
        {t(`compose.confirm.${question}.text`)}
      </Text>
      <Group gap="xs">
        <Button size="xs" color={danger ? 'red' : undefined} data-autofocus onClick={onConfirm}>
          {t(`compose.confirm.${question}.confirm`)}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t(`compose.confirm.${question}.cancel`)}
        </Button>
      </Group>
    </Alert>
  );
}
