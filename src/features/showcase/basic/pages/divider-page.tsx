import { Divider, Group, Stack, Text } from '@mantine/core';
import { Search } from 'lucide-react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

export const namespaces = ['components-basic'] as const;

const lines = [
  { variant: 'solid', size: 'xs', color: undefined },
  { variant: 'dashed', size: 'sm', color: 'mirante' },
  { variant: 'dotted', size: 'md', color: 'teal' },
] as const;

const figures = [
  { id: 'orders', value: 1284 },
  { id: 'customers', value: 932 },
  { id: 'reviews', value: 417 },
] as const;

/** `/components/divider`: line styles, labels at each end, vertical dividers. */
export default function DividerPage() {
  const { t } = useTranslation('components-basic');
  const format = useFormat();
  return (
    <CardGrid>
      <TitledCard title={t('divider.lines.title')} text={t('divider.lines.text')}>
        <Stack gap="sm">
          {lines.map(({ variant, size, color }) => (
            <div key={variant}>
              <Text size="sm">{t('divider.lines.before')}</Text>
              <Divider my="sm" variant={variant} size={size} color={color} />
              <Text size="sm">{t('divider.lines.after')}</Text>
            </div>
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('divider.labels.title')} text={t('divider.labels.text')}>
        <Stack gap="md">
          <Divider label={t('divider.labels.start')} labelPosition="left" />
          <Divider label={t('divider.labels.center')} labelPosition="center" />
          <Divider label={t('divider.labels.end')} labelPosition="right" variant="dashed" />
          <Divider
            labelPosition="center"
            label={
              <Group component="span" gap={4} wrap="nowrap">
                <Search size={12} aria-hidden="true" />
                {t('divider.labels.icon')}
              </Group>
            }
          />
        </Stack>
      </TitledCard>

      <TitledCard title={t('divider.vertical.title')} text={t('divider.vertical.text')}>
        <Group gap="md" wrap="nowrap" align="stretch">
          {figures.map(({ id, value }, index) => (
            <Group key={id} gap="md" wrap="nowrap" align="stretch">
              {index > 0 && <Divider orientation="vertical" />}
              <div>
                <Text fz="xl" fw={700}>
                  {format.number(value)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`divider.vertical.${id}`)}
                </Text>
              </div>
            </Group>
          ))}
        </Group>
      </TitledCard>
    </CardGrid>
  );
}
