import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CircleCheck, Play, RotateCcw } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { orderTourIds, OrdersPanel } from '../components/tour/orders-panel';
import { useTour } from '../components/tour/use-tour';

export const namespaces = ['extensions-interact'] as const;

/**
 * `/extensions/tour`: a guided tour over a real panel, on Mantine's popover (its theme, dark
 * skin, right to left and focus for free): five steps, each beside its element, with
 * Voltar / Próximo / Pular, Esc to leave; the focus comes back to the start button.
 */
export default function TourPage() {
  const { t } = useTranslation('extensions-interact');
  const starter = useRef<HTMLButtonElement>(null);
  const steps = useMemo(
    () =>
      orderTourIds.map((id) => ({
        id,
        title: t(`tour.steps.${id}.title`),
        text: t(`tour.steps.${id}.text`),
      })),
    [t],
  );
  const tour = useTour(steps);
  const done = tour.status === 'done';

  return (
    <Stack gap="lg">
      <TitledCard title={t('tour.start.title')} text={t('tour.start.text')}>
        <Stack gap="sm">
          {done && (
            <Alert
              variant="light"
              color="teal"
              icon={<CircleCheck size={18} aria-hidden="true" />}
              title={t('tour.done.title')}
              role="status"
            >
              {t('tour.done.text')}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              ref={starter}
              leftSection={
                done ? (
                  <RotateCcw size={16} aria-hidden="true" />
                ) : (
                  <Play size={16} aria-hidden="true" />
                )
              }
              disabled={tour.status === 'running'}
              onClick={() => tour.start(starter.current)}
            >
              {done ? t('tour.restart') : t('tour.startButton')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('tour.keys')}
            </Text>
          </Group>
        </Stack>
      </TitledCard>
      <TitledCard title={t('tour.panel.title')} text={t('tour.panel.text')}>
        <OrdersPanel tour={tour} />
      </TitledCard>
    </Stack>
  );
}
