import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { Copy, ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './api-keys.module.css';
import { useCopyKey } from './use-copy-key';

interface RevealedKeyProps {
  name: string;
  secret: string;
  onHide: () => void;
}

/** A key just created, whole, with its copy button (focused, so it is found at once). */
export function RevealedKey({ name, secret, onHide }: RevealedKeyProps) {
  const { t } = useTranslation('api-keys');
  const copy = useCopyKey();
  const shown = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<ShieldAlert size={18} aria-hidden="true" />}
      title={t('reveal.title')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('reveal.text')}</Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <Code ref={shown} className={classes.secret} dir="ltr" data-testid="revealed-key">
            {secret}
          </Code>
          <Button
            ref={button}
            size="xs"
            variant="filled"
            leftSection={<Copy size={14} aria-hidden="true" />}
            aria-label={t('copy.label', { name })}
            onClick={() => void copy(secret, shown.current)}
          >
            {t('copy.action')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" onClick={onHide}>
            {t('reveal.hide')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
