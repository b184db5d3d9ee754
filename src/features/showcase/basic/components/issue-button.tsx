import { Button, Group, Text } from '@mantine/core';
import { Barcode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/** How long the demo "generates" the boleto: long enough to see the button load. */
export const issueDelay = 1200;

/** A button that loads while a boleto is generated, then says it is ready. */
export function IssueButton() {
  const { t } = useTranslation('components-basic');
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const issue = () => {
    setState('loading');
    timer.current = window.setTimeout(() => setState('done'), issueDelay);
  };
  return (
    <Group gap="sm">
      <Button
        loading={state === 'loading'}
        aria-busy={state === 'loading'}
        loaderProps={{ type: 'dots' }}
        leftSection={<Barcode size={16} aria-hidden="true" />}
        onClick={issue}
      >
        {t('buttons.states.issue')}
      </Button>
      <Text size="sm" role="status">
        {state === 'done' ? t('buttons.states.issued') : ''}
      </Text>
    </Group>
  );
}
