import { Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  ActiveUsersTile,
  NewsletterTile,
  OrdersBarChartTile,
  OrdersTile,
  ProfitLineChartTile,
  RevenueTile,
  SalesTile,
  SiteTrafficTile,
  StatisticsGrid,
  StatisticsSummary,
  SubscribersTile,
  type StatisticsTileProps,
} from '../components/statistics';

export const namespaces = ['cards'] as const;

/** The tiles in page order (those with a range menu are two tiles wide on their own). */
const tiles: [string, ComponentType<StatisticsTileProps>][] = [
  ['orders-bar-chart', OrdersBarChartTile],
  ['profit-line-chart', ProfitLineChartTile],
  ['subscribers', SubscribersTile],
  ['revenue', RevenueTile],
  ['sales', SalesTile],
  ['orders', OrdersTile],
  ['site-traffic', SiteTrafficTile],
  ['active-users', ActiveUsersTile],
  ['newsletter', NewsletterTile],
];

/** `/cards/statistics`: the summary, then every statistics tile with its chart and compact. */
export default function StatisticsCardsPage() {
  const { t } = useTranslation('cards');
  return (
    <Stack gap="xl">
      <StatisticsSummary />
      <Stack gap="md" component="section" aria-labelledby="statistics-charts">
        <Title order={2} size="h4" id="statistics-charts">
          {t('statistics.gallery.charts')}
        </Title>
        <StatisticsGrid>
          {tiles.map(([name, Tile]) => (
            <Tile key={name} />
          ))}
        </StatisticsGrid>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="statistics-compact">
        <Title order={2} size="h4" id="statistics-compact">
          {t('statistics.gallery.compact')}
        </Title>
        <StatisticsGrid compact>
          {tiles.map(([name, Tile]) => (
            <Tile key={name} variant="compact" />
          ))}
        </StatisticsGrid>
      </Stack>
    </Stack>
  );
}
