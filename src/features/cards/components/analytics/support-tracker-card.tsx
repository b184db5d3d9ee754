import { GaugeChart } from '@/components/charts/lazy-charts';
import { Text } from '@mantine/core';
import { Clock, Ticket, TicketPlus } from 'lucide-react';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { AnalyticsCard } from '../../types';
import classes from './analytics.module.css';
import { useDirection } from '@/lib/document-settings';
import { useDataLabel } from './hooks';
import {
  CenterLabel,
  ChartBox,
  SkeletonBlock,
  SkeletonFigure,
  SkeletonRing,
  StatItem,
  type AnalyticsCardProps,
} from './parts';
import { RangedCard } from './ranged-card';

/** Tickets in the period: the total, the share closed on a gauge, new and open ones, response time. */
export function SupportTrackerCard(props: AnalyticsCardProps) {
  const label = useDataLabel();
  return (
    <RangedCard
      {...props}
      name="support-tracker"
      title={(data) => label(data?.title ?? 'support-tracker')}
      options={(data) => data.last_days}
      skeleton={
        <SkeletonBlock>
          <SkeletonFigure width="30%" />
          <SkeletonRing size={150} />
        </SkeletonBlock>
      }
    >
      {(data) => <SupportTracker data={data} />}
    </RangedCard>
  );
}

function SupportTracker({ data }: { data: AnalyticsCard<'support-tracker'> }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const rtl = useDirection() === 'rtl';
  const closed = Math.max(0, data.totalTicket - data.openTicket);
  const share = data.totalTicket > 0 ? closed / data.totalTicket : 0;
  const responseTime = format.number(data.responseTime, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
  return (
    <div className={classes.body}>
      <div className={classes.split}>
        <div>
          <Text {...bidiText(classes.bigFigure)}>{format.number(data.totalTicket)}</Text>
          <Text size="sm" c="dimmed">
            {t('supportTracker.tickets')}
          </Text>
        </div>
        <ChartBox className={classes.gauge}>
          <GaugeChart
            value={share * 100}
            size={208}
            thickness={14}
            roundCaps
            filledColor="mirante"
            // A right-to-left reader sees the arc fill from the right.
            startAngle={rtl ? 120 : -120}
            endAngle={rtl ? -120 : 120}
            label={
              <CenterLabel value={format.percent(share)} caption={t('supportTracker.completed')} />
            }
          />
        </ChartBox>
      </div>
      <ChartSummary
        caption={t('supportTracker.summary')}
        columns={[t('summary.status'), t('summary.tickets'), t('summary.share')]}
        rows={[
          [t('supportTracker.completed'), format.number(closed), format.percent(share)],
          [
            t('supportTracker.open'),
            format.number(data.openTicket),
            format.percent(data.totalTicket > 0 ? data.openTicket / data.totalTicket : 0),
          ],
        ]}
      />
      <div className={`${classes.columns} ${classes.divided}`}>
        <StatItem
          stacked
          icon={TicketPlus}
          label={t('supportTracker.new')}
          value={format.number(data.newTicket)}
        />
        <StatItem
          stacked
          icon={Ticket}
          color="yellow"
          label={t('supportTracker.open')}
          value={format.number(data.openTicket)}
        />
        <StatItem
          stacked
          icon={Clock}
          color="cyan"
          label={t('supportTracker.responseTime')}
          value={responseTime}
        />
      </div>
    </div>
  );
}
