import { Badge, Code, Group, Paper, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { ApiKey, ApiKeyPermission } from '../types';
import classes from './api-keys.module.css';
import { RevealedKey } from './revealed-key';

const permissionColor: Record<ApiKeyPermission, MantineColor> = {
  full: 'red',
  'read-write': 'orange',
  'read-only': 'teal',
};

interface ApiKeyItemProps {
  apiKey: ApiKey;
  /** The whole key, shown this once after it was created. */
  revealed: string | undefined;
  onHide: () => void;
  onDelete: (apiKey: ApiKey) => void;
}

/** One key: its name, permission, the start of the key (or all of it, once), its date. */
export function ApiKeyItem({ apiKey, revealed, onHide, onDelete }: ApiKeyItemProps) {
  const { t } = useTranslation('api-keys');
  const format = useFormat();
  const titleId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={titleId} {...bidiText()}>
              {apiKey.name}
            </Title>
            <Badge variant="light" radius="sm" color={permissionColor[apiKey.permission]}>
              {t(`permissions.${apiKey.permission}`)}
            </Badge>
          </Group>
          <IconButton
            label={t('delete.label', { name: apiKey.name })}
            icon={Trash2}
            color="red"
            onClick={() => onDelete(apiKey)}
          />
        </Group>
        {revealed ? (
          <RevealedKey name={apiKey.name} secret={revealed} onHide={onHide} />
        ) : (
          <Code className={classes.key} dir="ltr">
            {apiKey.key}
          </Code>
        )}
        <Text size="sm" c="dimmed">
          <time dateTime={apiKey.createdAt}>
            {t('list.created', { date: format.date(apiKey.createdAt) })}
          </time>
        </Text>
      </Stack>
    </Paper>
  );
}
