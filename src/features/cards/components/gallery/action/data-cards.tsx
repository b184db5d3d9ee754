import { Group, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ActionCard } from './action-card';
import { useAnalyticsCard, useStatisticsCard } from '../../../api';
import { QueryBody } from './query-body';
import type { GalleryCardProps } from './types';
import classes from './action-card.module.css';

/** Support tickets (support-tracker): refresh and remove. */
export function SupportCard(props: GalleryCardProps) {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const query = useAnalyticsCard('support-tracker');
  const title = t('action.cards.support.title');
  return (
    <ActionCard title={title} refresh={query} {...props}>
      <QueryBody query={query}>
        {(data) => (
          <>
            <Text fz={32} fw={700} lh={1.1}>
              {format.number(data.totalTicket)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('action.cards.support.total')}
            </Text>
            <SimpleGrid cols={3} mt="md" component="dl" className={classes.figures}>
              {(
                [
                  ['new', format.number(data.newTicket)],
                  ['open', format.number(data.openTicket)],
                  [
                    'response',
                    t('action.cards.support.days', {
                      count: data.responseTime,
                      value: format.number(data.responseTime),
                    }),
                  ],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className={classes.figure}>
                  <Text component="dt" size="xs" c="dimmed">
                    {t(`action.cards.support.${key}`)}
                  </Text>
                  <Text component="dd" fw={700}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </>
        )}
      </QueryBody>
    </ActionCard>
  );
}

/** The quarter's goal (goal-overview): collapse, refresh and remove. */
export function GoalCard(props: GalleryCardProps) {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const query = useAnalyticsCard('goal-overview');
  const title = t('action.cards.goal.title');
  return (
    <ActionCard title={title} refresh={query} collapsible {...props}>
      <QueryBody query={query}>
        {({ completed, inProgress }) => {
          const share = completed / Math.max(1, completed + inProgress);
          return (
            <Group wrap="nowrap" gap="lg">
              <RingProgress
                size={112}
                thickness={10}
                roundCaps
                sections={[{ value: share * 100, color: 'teal' }]}
                label={
                  <Text ta="center" fw={700}>
                    {format.percent(share)}
                  </Text>
                }
              />
              <Stack gap="sm" component="dl" className={classes.figures}>
                {(
                  [
                    ['completed', completed],
                    ['inProgress', inProgress],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className={classes.figure}>
                    <Text component="dt" size="xs" c="dimmed">
                      {t(`action.cards.goal.${key}`)}
                    </Text>
                    <Text component="dd" fw={700}>
                      {format.number(value)}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Group>
          );
        }}
      </QueryBody>
    </ActionCard>
  );
}

/** Orders of the last weeks (orders-bar-chart): a headline and small bars; refresh, remove. */
export function OrdersCard(props: GalleryCardProps) {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const query = useStatisticsCard('orders-bar-chart');
  const title = t('action.cards.orders.title');
  return (
    <ActionCard title={title} refresh={query} collapsible {...props}>
      <QueryBody query={query}>
        {(data) => {
          const days = (data.series[0]?.data ?? []).slice(-14);
          const top = Math.max(1, ...days);
          return (
            <>
              <Text fz={32} fw={700} lh={1.1}>
                {format.number(data.statistics)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('action.cards.orders.total')}
              </Text>
              <div className={classes.bars} aria-hidden="true">
                {days.map((value, index) => (
                  <span key={index} style={{ blockSize: `${(value / top) * 100}%` }} />
                ))}
              </div>
              <ChartSummary
                caption={t('action.cards.orders.caption')}
                columns={[t('action.cards.orders.day'), t('action.cards.orders.orders')]}
                rows={days.map((value, index) => [
                  t('action.cards.orders.daysAgo', { count: days.length - index }),
                  format.number(value),
                ])}
              />
            </>
          );
        }}
      </QueryBody>
    </ActionCard>
  );
}
