import { RingProgress, Text } from '@mantine/core';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useAnalyticsCard } from '../../api';
import type { AnalyticsCard } from '../../types';
import { CardFrame } from '@/components/card-frame/card-frame';
import classes from './analytics.module.css';
import { useCardFormat } from './hooks';
import {
  CenterLabel,
  ChartBox,
  SkeletonBlock,
  SkeletonFigure,
  SkeletonRing,
  type AnalyticsCardProps,
} from './parts';

/** How far the goal is: the share completed on a ring, completed and in-progress counts. */
export function GoalOverviewCard({ order, className }: AnalyticsCardProps) {
  const { t } = useTranslation('analytics');
  const query = useAnalyticsCard('goal-overview');
  return (
    <CardFrame
      title={t('goalOverview.title')}
      order={order}
      className={className}
      query={query}
      skeleton={
        <SkeletonBlock>
          <SkeletonRing size={180} />
          <SkeletonFigure width="50%" />
        </SkeletonBlock>
      }
    >
      {(data) => <GoalOverview data={data} />}
    </CardFrame>
  );
}

function GoalOverview({ data }: { data: AnalyticsCard<'goal-overview'> }) {
  const { t } = useTranslation('analytics');
  const format = useCardFormat();
  const total = data.completed + data.inProgress;
  const share = total > 0 ? data.completed / total : 0;
  return (
    <div className={classes.body}>
      <ChartBox className={classes.gauge}>
        <RingProgress
          size={196}
          thickness={16}
          roundCaps
          sections={[{ value: share * 100, color: 'teal' }]}
          label={
            <CenterLabel large value={format.percent(share)} caption={t('goalOverview.reached')} />
          }
        />
      </ChartBox>
      <ChartSummary
        caption={t('goalOverview.summary')}
        columns={[t('summary.status'), t('summary.count'), t('summary.share')]}
        rows={[
          [t('goalOverview.completed'), format.number(data.completed), format.percent(share)],
          [
            t('goalOverview.inProgress'),
            format.number(data.inProgress),
            format.percent(total > 0 ? data.inProgress / total : 0),
          ],
        ]}
      />
      <div className={`${classes.columns} ${classes.divided}`}>
        {(['completed', 'inProgress'] as const).map((key) => (
          <div key={key}>
            <Text size="xs" c="dimmed">
              {t(`goalOverview.${key}`)}
            </Text>
            <Text fw={650} fz="lg" {...bidiText(classes.number)}>
              {format.number(data[key])}
            </Text>
          </div>
        ))}
      </div>
    </div>
  );
}
