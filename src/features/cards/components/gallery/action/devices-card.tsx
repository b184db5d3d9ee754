import { Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  Monitor,
  Repeat,
  Share2,
  Smartphone,
  Tablet,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ActionCard } from './action-card';
import { useAnalyticsCard } from '../../../api';
import { QueryBody } from './query-body';
import type { GalleryCardProps } from './types';

type SessionsByDevice = NonNullable<ReturnType<typeof useAnalyticsCard<'sessions-device'>>['data']>;
type Device = SessionsByDevice['chart_info'][number];

const icons: Record<Device['icon'], LucideIcon> = {
  Monitor,
  Smartphone,
  Tablet,
  UserPlus,
  Repeat,
  Share2,
};
const deviceKeys = ['desktop', 'mobile', 'tablet'] as const;
const isDevice = (name: string): name is (typeof deviceKeys)[number] =>
  (deviceKeys as readonly string[]).includes(name);

function DeviceRows({ devices, large }: { devices: readonly Device[]; large: boolean }) {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const nameOf = (device: Device) =>
    isDevice(device.name) ? t(`action.cards.devices.${device.name}`) : device.name;
  if (!large) {
    return (
      <Stack gap="md">
        {devices.map((device) => (
          <div key={device.name}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {nameOf(device)}
              </Text>
              <Text size="sm">{format.percent(device.usage / 100, 1)}</Text>
            </Group>
            <Progress
              value={device.usage}
              color={device.iconColor}
              mt={6}
              aria-label={nameOf(device)}
            />
          </div>
        ))}
      </Stack>
    );
  }
  // Full screen: a tile per device, its share large and its trend beside it.
  return (
    <SimpleGrid cols={{ base: 1, sm: devices.length }} spacing="lg">
      {devices.map((device) => {
        const Icon = icons[device.icon];
        return (
          <Paper key={device.name} withBorder p="xl">
            <ThemeIcon variant="light" color={device.iconColor} size={48} radius="md">
              <Icon size={26} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={600} mt="md">
              {nameOf(device)}
            </Text>
            <Text fz={40} fw={700} lh={1.2}>
              {format.percent(device.usage / 100, 1)}
            </Text>
            <Text size="sm" c="dimmed" {...bidiText()}>
              {t('action.cards.devices.trend', {
                value: format.number(device.upDown, {
                  signDisplay: 'exceptZero',
                  maximumFractionDigits: 1,
                }),
              })}
            </Text>
            <Progress
              value={device.usage}
              color={device.iconColor}
              size="lg"
              mt="lg"
              aria-label={nameOf(device)}
            />
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** Sessions by device (sessions-device): full screen and refresh. */
export function DevicesCard(props: GalleryCardProps) {
  const { t } = useTranslation('card-gallery');
  const query = useAnalyticsCard('sessions-device');
  return (
    <ActionCard title={t('action.cards.devices.title')} refresh={query} expandable {...props}>
      {(large) => (
        <QueryBody query={query}>
          {(data) => <DeviceRows devices={data.chart_info} large={large} />}
        </QueryBody>
      )}
    </ActionCard>
  );
}
