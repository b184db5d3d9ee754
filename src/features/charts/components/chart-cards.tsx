import { useReducedMotion } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type charts from '@/locales/br/charts.json';
import { useSeriesSamples } from '../samples/use-series-samples';
import { useShapeSamples } from '../samples/use-shape-samples';
import type { Sample } from '../samples/types';
import { useChartFormat, useChartTheme } from '../theme/use-chart-theme';
import { ChartCard } from './chart-card';

export type ChartKind = keyof typeof charts.kinds;

/** One card of a board: its sample, the kind of chart and the drawing. */
export interface BoardItem {
  sample: Sample;
  kind: ChartKind;
  chart: ReactNode;
}

/** A board's cards, each with its kind named in the active language. */
export function ChartCards({ items }: { items: readonly BoardItem[] }) {
  const { t } = useTranslation('charts');
  return items.map(({ sample, kind, chart }) => (
    <ChartCard key={sample.title} sample={sample} kind={t(`kinds.${kind}`)}>
      {chart}
    </ChartCard>
  ));
}

/** What every board draws from: the theme, the formats, the samples, the motion wish. */
export function useBoardInputs() {
  const theme = useChartTheme();
  const format = useChartFormat();
  const reducedMotion = useReducedMotion() ?? false;
  const series = useSeriesSamples();
  const shapes = useShapeSamples();
  return { theme, format, reducedMotion, series, shapes };
}
