import type { ChartConfiguration, ChartType } from 'chart.js';
import { useMemo } from 'react';
import { ChartCards, useBoardInputs, type BoardItem } from '../components/chart-cards';
import { barConfig, bubbleConfig, lineConfig, scatterConfig } from './cartesian-configs';
import { chartjsBase } from './chartjs-base';
import { ChartJsChart } from './chartjs-chart';
import { doughnutConfig, polarAreaConfig, radarConfig } from './round-configs';

const draw = <T extends ChartType>(config: ChartConfiguration<T>) => (
  <ChartJsChart config={config} />
);

/** The eight Chart.js charts of the page, each in its card; recoloured and relabelled live. */
export function ChartJsBoard() {
  const { theme, format, reducedMotion, series, shapes } = useBoardInputs();

  const items = useMemo((): BoardItem[] => {
    const base = chartjsBase(theme, format, reducedMotion);
    const { temperatures, visits, revenue, satisfaction } = series;
    const { regions, tickets, products, orders } = shapes;
    return [
      { sample: temperatures, kind: 'line', chart: draw(lineConfig(base, temperatures, theme)) },
      { sample: visits, kind: 'area', chart: draw(lineConfig(base, visits, theme, true)) },
      { sample: revenue, kind: 'bar', chart: draw(barConfig(base, revenue, theme)) },
      { sample: regions, kind: 'donut', chart: draw(doughnutConfig(base, regions, theme)) },
      { sample: satisfaction, kind: 'radar', chart: draw(radarConfig(base, satisfaction)) },
      { sample: tickets, kind: 'polarArea', chart: draw(polarAreaConfig(base, tickets, theme)) },
      { sample: products, kind: 'bubble', chart: draw(bubbleConfig(base, products, theme)) },
      { sample: orders, kind: 'scatter', chart: draw(scatterConfig(base, orders, theme)) },
    ];
  }, [theme, format, reducedMotion, series, shapes]);

  return <ChartCards items={items} />;
}
