import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { ChartCards, useBoardInputs, type BoardItem } from '../components/chart-cards';
import { apexBase } from './apex-base';
import { ApexChart, tooltipBoxClass } from './apex-chart';
import { areaOptions, columnOptions, lineOptions, scatterOptions } from './series-options';
import { candlestickOptions, donutOptions, heatmapOptions, radialOptions } from './shape-options';

/** The eight ApexCharts of the page, each in its card; recoloured and relabelled live. */
export function ApexBoard() {
  const { theme, format, reducedMotion, series, shapes } = useBoardInputs();

  const items = useMemo((): BoardItem[] => {
    const base = apexBase(theme, format, reducedMotion);
    const apex = (options: ApexOptions) => <ApexChart options={options} theme={theme} />;
    const { revenue, visits, regionSales } = series;
    const { regions, goals, orders, stock, usage } = shapes;
    return [
      { sample: revenue, kind: 'line', chart: apex(lineOptions(base, revenue, theme)) },
      { sample: visits, kind: 'area', chart: apex(areaOptions(base, visits, theme)) },
      { sample: regionSales, kind: 'column', chart: apex(columnOptions(base, regionSales, theme)) },
      { sample: regions, kind: 'donut', chart: apex(donutOptions(base, regions, theme)) },
      { sample: goals, kind: 'radialBar', chart: apex(radialOptions(base, goals, theme)) },
      { sample: orders, kind: 'scatter', chart: apex(scatterOptions(base, orders, theme)) },
      {
        sample: stock,
        kind: 'candlestick',
        chart: apex(candlestickOptions(base, stock, theme, tooltipBoxClass)),
      },
      { sample: usage, kind: 'heatmap', chart: apex(heatmapOptions(base, usage, theme)) },
    ];
  }, [theme, format, reducedMotion, series, shapes]);

  return <ChartCards items={items} />;
}
