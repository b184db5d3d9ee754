import { ColorSwatch, RingProgress, Text, type MantineColor } from '@mantine/core';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import type { AnalyticsCard } from '../../types';
import classes from './analytics.module.css';
import { useCardFormat } from './hooks';
import {
  CenterLabel,
  ChartBox,
  SkeletonBlock,
  SkeletonList,
  SkeletonRing,
  type AnalyticsCardProps,
} from './parts';
import { RangedCard } from './ranged-card';

type Status = keyof AnalyticsCard<'product-orders'>['chart_info'];
const statuses: readonly { status: Status; color: MantineColor }[] = [
  { status: 'finished', color: 'mirante' },
  { status: 'pending', color: 'yellow' },
  { status: 'rejected', color: 'red' },
];
/** The rings, outermost first: each one's size; they sit one inside the other. */
const RING = 196;
const STEP = 36;

/** Orders by status over the period: one ring each (its share of all), the total inside. */
export function ProductOrdersCard(props: AnalyticsCardProps) {
  const { t } = useTranslation('analytics');
  return (
    <RangedCard
      {...props}
      name="product-orders"
      title={t('productOrders.title')}
      skeleton={
        <SkeletonBlock>
          <SkeletonRing size={RING} />
          <SkeletonList />
        </SkeletonBlock>
      }
    >
      {(data) => <ProductOrders data={data} />}
    </RangedCard>
  );
}

function ProductOrders({ data }: { data: AnalyticsCard<'product-orders'> }) {
  const { t } = useTranslation('analytics');
  const format = useCardFormat();
  const info = data.chart_info;
  const total = info.finished + info.pending + info.rejected;
  const share = (value: number) => (total > 0 ? value / total : 0);
  return (
    <div className={classes.body}>
      <ChartBox className={classes.rings}>
        <div className={classes.ringStack} style={{ width: RING, height: RING }}>
          {statuses.map(({ status, color }, index) => (
            <RingProgress
              key={status}
              className={classes.ring}
              size={RING - index * STEP}
              thickness={12}
              roundCaps
              sections={[{ value: share(info[status]) * 100, color }]}
            />
          ))}
          <div className={classes.center}>
            <CenterLabel value={format.compact(total)} caption={t('productOrders.total')} />
          </div>
        </div>
      </ChartBox>
      <ChartSummary
        caption={t('productOrders.summary')}
        columns={[t('summary.status'), t('summary.orders'), t('summary.share')]}
        rows={statuses.map(({ status }) => [
          t(`productOrders.${status}`),
          format.number(info[status]),
          format.percent(share(info[status]), 1),
        ])}
      />
      <ul className={classes.list}>
        {statuses.map(({ status, color }) => (
          <li key={status} className={classes.listItem}>
            <ColorSwatch
              color={`var(--mantine-color-${color}-filled)`}
              size={10}
              withShadow={false}
            />
            <Text size="sm" className={classes.listLabel}>
              {t(`productOrders.${status}`)}
            </Text>
            <Text size="sm" fw={600} {...bidiText(classes.number)}>
              {format.number(info[status])}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
