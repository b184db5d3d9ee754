import type { ComponentType } from 'react';
import {
  ChartCards,
  useBoardInputs,
  type BoardItem,
  type ChartKind,
} from '../components/chart-cards';
import type { Sample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';
import { UsagePunchCard } from './punch-card';
import {
  ProfitComposite,
  RegionBars,
  StockCandles,
  TemperatureLines,
  VisitsArea,
} from './series-charts';
import { GoalRings, OrderScatter, RegionDonut, SatisfactionRadar } from './shape-charts';

/** The ten Recharts charts of the page (through Mantine's components), each in its card. */
export function RechartsBoard() {
  const { theme, series, shapes } = useBoardInputs();
  const card = <S extends Sample>(
    sample: S,
    kind: ChartKind,
    Chart: ComponentType<{ sample: S; theme: ChartTheme }>,
  ): BoardItem => ({ sample, kind, chart: <Chart sample={sample} theme={theme} /> });
  const items = [
    card(series.temperatures, 'line', TemperatureLines),
    card(series.visits, 'area', VisitsArea),
    card(series.regionSales, 'bar', RegionBars),
    card(shapes.regions, 'donut', RegionDonut),
    card(series.satisfaction, 'radar', SatisfactionRadar),
    card(shapes.orders, 'scatter', OrderScatter),
    card(series.profit, 'composite', ProfitComposite),
    card(shapes.goals, 'radialBar', GoalRings),
    card(shapes.stock, 'candlestick', StockCandles),
    card(shapes.usage, 'bubble', UsagePunchCard),
  ];
  return <ChartCards items={items} />;
}
