import { PieChart } from '@/components/charts/lazy-charts';
import { Text } from '@mantine/core';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import type { AnalyticsCard } from '../../types';
import classes from './analytics.module.css';
import { useCardFormat, useDataLabel } from './hooks';
import {
  ChartBox,
  SkeletonBlock,
  SkeletonFigure,
  SkeletonList,
  SkeletonRing,
  StatIcon,
  type AnalyticsCardProps,
} from './parts';
import { RangedCard } from './ranged-card';

const PIE = 168;

/** Customers over the period: how many, and new, returning and referred on a pie. */
export function CustomersCard(props: AnalyticsCardProps) {
  const { t } = useTranslation('analytics');
  return (
    <RangedCard
      {...props}
      name="customers"
      title={t('customers.title')}
      skeleton={
        <SkeletonBlock>
          <SkeletonFigure width="35%" />
          <SkeletonRing size={PIE} />
          <SkeletonList />
        </SkeletonBlock>
      }
    >
      {(data) => <Customers data={data} />}
    </RangedCard>
  );
}

function Customers({ data }: { data: AnalyticsCard<'customers'> }) {
  const { t } = useTranslation('analytics');
  const format = useCardFormat();
  const label = useDataLabel();
  const groups = data.listData;
  const total = groups.reduce((sum, group) => sum + group.result, 0);
  const share = (value: number) => (total > 0 ? value / total : 0);
  return (
    <div className={classes.body}>
      <div className={classes.split}>
        <div>
          <Text {...bidiText(classes.bigFigure)}>{format.number(total)}</Text>
          <Text size="sm" c="dimmed">
            {t('customers.caption')}
          </Text>
        </div>
        <ChartBox className={classes.rings}>
          <PieChart
            size={PIE}
            strokeWidth={2}
            data={groups.map((group) => ({
              name: label(group.text),
              value: group.result,
              color: `${group.iconColor}.6`,
            }))}
            valueFormatter={(value) => format.number(value)}
            accessibilityLayer={false}
            // Out of the tab order: the drawing is hidden, its table says the same.
            pieProps={{ rootTabIndex: -1 }}
          />
        </ChartBox>
      </div>
      <ChartSummary
        caption={t('customers.summary')}
        columns={[t('summary.group'), t('summary.customers'), t('summary.share')]}
        rows={groups.map((group) => [
          label(group.text),
          format.number(group.result),
          format.percent(share(group.result)),
        ])}
      />
      <ul className={`${classes.list} ${classes.divided}`}>
        {groups.map((group) => (
          <li key={group.text} className={classes.listItem}>
            <StatIcon icon={group.icon} color={group.iconColor} />
            <Text size="sm" fw={500} className={classes.listLabel}>
              {label(group.text)}
            </Text>
            <Text size="sm" fw={600} {...bidiText(classes.number)}>
              {format.number(group.result)}
            </Text>
            <Text size="xs" c="dimmed" className={classes.number} w={44} ta="end">
              {format.percent(share(group.result))}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
