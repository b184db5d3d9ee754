import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { LiveUpload } from '../components/live-upload';
import { filledColors, sizes } from '../variants';

export const namespaces = ['components-basic'] as const;

const storage = [
  { id: 'photos', value: 35, color: 'mirante' },
  { id: 'videos', value: 25, color: 'grape.8' },
  { id: 'documents', value: 15, color: 'teal.9' },
] as const;

/** A bar with its name above and its figure at the end of the line. */
function Labelled({
  label,
  value,
  color,
  striped,
  animated,
}: {
  label: string;
  value: number;
  color?: string;
  striped?: boolean;
  animated?: boolean;
}) {
  const format = useFormat();
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {format.percent(value / 100)}
        </Text>
      </Group>
      <Progress
        value={value}
        color={color}
        striped={striped}
        animated={animated}
        size="lg"
        aria-label={label}
      />
    </div>
  );
}

/** `/components/progress`: labelled, striped and animated, sizes, sections, live. */
export default function ProgressPage() {
  const { t } = useTranslation('components-basic');
  const format = useFormat();
  return (
    <CardGrid>
      <TitledCard title={t('progress.labelled.title')} text={t('progress.labelled.text')}>
        <Stack gap="md">
          <Labelled label={t('progress.labelled.upload')} value={65} />
          <Labelled label={t('progress.labelled.profile')} value={80} color="teal.9" />
        </Stack>
      </TitledCard>

      <TitledCard title={t('progress.striped.title')} text={t('progress.striped.text')}>
        <Stack gap="md">
          <Labelled label={t('progress.striped.striped')} value={45} striped />
          <Labelled
            label={t('progress.striped.animated')}
            value={70}
            color="grape.8"
            striped
            animated
          />
        </Stack>
      </TitledCard>

      <TitledCard title={t('progress.sizes.title')} text={t('progress.sizes.text')}>
        <Stack gap="md">
          {sizes.map((size, index) => (
            <Progress
              key={size}
              size={size}
              value={30 + index * 15}
              color={filledColors[index]?.color}
              aria-label={t('progress.sizes.label', { size })}
            />
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('progress.sections.title')} text={t('progress.sections.text')}>
        <Stack gap="sm">
          <Progress.Root size={24} role="group" aria-label={t('progress.sections.label')}>
            {storage.map(({ id, value, color }) => (
              <Progress.Section
                key={id}
                value={value}
                color={color}
                aria-label={t(`progress.sections.${id}`)}
              >
                <Progress.Label>{format.percent(value / 100)}</Progress.Label>
              </Progress.Section>
            ))}
          </Progress.Root>
          <Group gap="md">
            {storage.map(({ id, value, color }) => (
              <Group key={id} gap={6} wrap="nowrap">
                <Box w={12} h={12} bg={color} style={{ borderRadius: 3 }} />
                <Text size="sm">
                  {t('progress.sections.legend', {
                    name: t(`progress.sections.${id}`),
                    value: format.percent(value / 100),
                  })}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </TitledCard>

      <TitledCard title={t('progress.live.title')} text={t('progress.live.text')}>
        <LiveUpload />
      </TitledCard>
    </CardGrid>
  );
}
