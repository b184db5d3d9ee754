import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './add-role-card.module.css';
import { NewRoleScene } from './new-role-scene';

/** The grid's last card: what a new role is for, and the button that opens the modal. */
export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('roles');
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap" align="center" h="100%">
        <div className={classes.scene}>
          <NewRoleScene />
        </div>
        <Stack gap={6} align="flex-start">
          <Title order={2} size="h4" id={titleId}>
            {t('addCard.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('addCard.text')}
          </Text>
          <Button
            size="compact-sm"
            leftSection={<Plus size={14} aria-hidden="true" />}
            onClick={onAdd}
            mt={4}
          >
            {t('addCard.button')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
