import { DonutChart } from '@/components/charts/lazy-charts';
import { Text } from '@mantine/core';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import type { AnalyticsCard } from '../../types';
import classes from './analytics.module.css';
import { useCardFormat, useDataLabel } from './hooks';
import {
  CenterLabel,
  ChartBox,
  SkeletonBlock,
  SkeletonList,
  SkeletonRing,
  StatIcon,
  TrendBadge,
  type AnalyticsCardProps,
} from './parts';
import { RangedCard } from './ranged-card';

const DONUT = 176;

/** Sessions by device over the period: the shares on a donut, each with its change. */
export function SessionsDeviceCard(props: AnalyticsCardProps) {
  const { t } = useTranslation('analytics');
  return (
    <RangedCard
      {...props}
      name="sessions-device"
      title={t('sessionsDevice.title')}
      skeleton={
        <SkeletonBlock>
          <SkeletonRing size={DONUT} />
          <SkeletonList />
        </SkeletonBlock>
      }
    >
      {(data) => <SessionsDevice data={data} />}
    </RangedCard>
  );
}

function SessionsDevice({ data }: { data: AnalyticsCard<'sessions-device'> }) {
  const { t } = useTranslation('analytics');
  const format = useCardFormat();
  const label = useDataLabel();
  const devices = data.chart_info;
  const [top] = [...devices].sort((a, b) => b.usage - a.usage);
  return (
    <div className={classes.body}>
      <ChartBox className={classes.rings}>
        <div className={classes.ringStack}>
          <DonutChart
            size={DONUT}
            thickness={22}
            paddingAngle={2}
            data={devices.map((device) => ({
              name: label(device.name),
              value: device.usage,
              color: `${device.iconColor}.6`,
            }))}
            valueFormatter={(value) => format.points(value)}
            accessibilityLayer={false}
            // Out of the tab order: the drawing is hidden, its table says the same.
            pieProps={{ rootTabIndex: -1 }}
          />
          {top && (
            <div className={classes.center}>
              <CenterLabel value={format.points(top.usage)} caption={label(top.name)} />
            </div>
          )}
        </div>
      </ChartBox>
      <ChartSummary
        caption={t('sessionsDevice.summary')}
        columns={[t('summary.device'), t('summary.share'), t('summary.change')]}
        rows={devices.map((device) => [
          label(device.name),
          format.points(device.usage),
          format.points(device.upDown, true),
        ])}
      />
      <ul className={classes.list}>
        {devices.map((device) => (
          <li key={device.name} className={classes.listItem}>
            <StatIcon icon={device.icon} color={device.iconColor} />
            <Text size="sm" fw={500} className={classes.listLabel}>
              {label(device.name)}
            </Text>
            <Text size="sm" fw={600} {...bidiText(classes.number)}>
              {format.points(device.usage)}
            </Text>
            <TrendBadge change={device.upDown} />
          </li>
        ))}
      </ul>
    </div>
  );
}
