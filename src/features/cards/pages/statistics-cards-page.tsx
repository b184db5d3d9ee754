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
  WideCell,
  type StatisticsTileProps,
} from '../components/statistics';

export const namespaces = ['cards'] as const;

/** The tiles in page order; those with a range menu take two columns. */
const tiles: [string, ComponentType<StatisticsTileProps>, wide?: boolean][] = [
  ['orders-bar-chart', OrdersBarChartTile, true],
  ['profit-line-chart', ProfitLineChartTile, true],
  ['subscribers', SubscribersTile],
  ['revenue', RevenueTile],
  ['sales', SalesTile],
  ['orders', OrdersTile],
  ['site-traffic', SiteTrafficTile, true],
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
          {tiles.map(([name, Tile, wide]) =>
            wide ? (
              <WideCell key={name}>
                <Tile />
              </WideCell>
            ) : (
              <Tile key={name} />
            ),
          )}
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
