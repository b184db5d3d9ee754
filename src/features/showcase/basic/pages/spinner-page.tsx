import { Box, Button, Group, Loader, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { RefreshCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { filledColors, sizes } from '../variants';

export const namespaces = ['components-basic'] as const;

const types = ['oval', 'bars', 'dots'] as const;
const refreshDelay = 1500;

/** A store's stock card covered by a loader while it refreshes. */
function StockRefresh() {
  const { t } = useTranslation('components-basic');
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const refresh = () => {
    setState('loading');
    timer.current = window.setTimeout(() => setState('done'), refreshDelay);
  };
  const loading = state === 'loading';
  return (
    <Stack gap="sm">
      <Box pos="relative">
        <LoadingOverlay
          visible={loading}
          zIndex={1}
          overlayProps={{ blur: 1 }}
          loaderProps={{ role: 'status', 'aria-label': t('spinner.loading') }}
        />
        <Paper withBorder p="md" aria-busy={loading}>
          <Text fw={600}>{t('spinner.overlay.heading')}</Text>
          <Text size="sm" c="dimmed">
            {t('spinner.overlay.items')}
          </Text>
        </Paper>
      </Box>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<RefreshCcw size={16} aria-hidden="true" />}
          onClick={refresh}
          disabled={loading}
        >
          {t('spinner.overlay.refresh')}
        </Button>
        <Text size="sm" role="status">
          {state === 'done' ? t('spinner.overlay.refreshed') : ''}
        </Text>
      </Group>
    </Stack>
  );
}

/** `/components/spinner`: the loader's kinds, sizes and colours, and one over a card. */
export default function SpinnerPage() {
  const { t } = useTranslation('components-basic');
  return (
    <CardGrid>
      <TitledCard title={t('spinner.types.title')} text={t('spinner.types.text')}>
        <Group gap="xl">
          {types.map((type) => (
            <Stack key={type} gap="xs" align="center">
              <Loader type={type} role="img" aria-label={t(`spinner.types.${type}`)} />
              <Text size="sm" aria-hidden="true">
                {t(`spinner.types.${type}`)}
              </Text>
            </Stack>
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('spinner.sizes.title')} text={t('spinner.sizes.text')}>
        <Group gap="lg" align="center">
          {sizes.map((size) => (
            <Loader key={size} size={size} role="img" aria-label={t('common.size', { size })} />
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('spinner.colors.title')} text={t('spinner.colors.text')}>
        <Group gap="lg">
          {filledColors.map(({ name, color }) => (
            <Loader
              key={name}
              color={color}
              type="dots"
              role="img"
              aria-label={t(`common.colors.${name}`)}
            />
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('spinner.overlay.title')} text={t('spinner.overlay.text')}>
        <StockRefresh />
      </TitledCard>
    </CardGrid>
  );
}
