import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

/** Each tick of the demo upload adds this much, every `tick` ms. */
const step = 10;
const tick = 250;

/** A spreadsheet "sent" in steps: the bar moves, striped and animated, until it is done. */
export function LiveUpload() {
  const { t } = useTranslation('components-basic');
  const format = useFormat();
  const [value, setValue] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);
  const start = () => {
    window.clearInterval(timer.current);
    setValue(0);
    timer.current = window.setInterval(() => {
      setValue((current) => {
        const next = Math.min(100, (current ?? 0) + step);
        if (next === 100) window.clearInterval(timer.current);
        return next;
      });
    }, tick);
  };
  const running = value !== null && value < 100;
  const done = value === 100;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('progress.live.label')}</Text>
        <Text size="sm" fw={600}>
          {format.percent((value ?? 0) / 100)}
        </Text>
      </Group>
      <Progress
        value={value ?? 0}
        size="lg"
        color={done ? 'teal.9' : 'mirante'}
        striped={running}
        animated={running}
        aria-label={t('progress.live.label')}
      />
      <Group gap="sm">
        <Button
          leftSection={<Upload size={16} aria-hidden="true" />}
          onClick={start}
          loading={running}
        >
          {done ? t('progress.live.again') : t('progress.live.start')}
        </Button>
        <Text size="sm" role="status">
          {running ? t('progress.live.sending') : done ? t('progress.live.done') : ''}
        </Text>
      </Group>
    </Stack>
  );
}
