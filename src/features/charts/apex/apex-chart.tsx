import type ApexCharts from 'apexcharts';
import type { ApexOptions } from 'apexcharts';
import { useEffect, useRef, type CSSProperties } from 'react';
import type { ChartTheme } from '../theme/chart-theme';
import { useApexLibrary } from './apex-library';
import classes from './apex-chart.module.css';

interface ApexChartProps {
  options: ApexOptions;
  theme: ChartTheme;
}

/**
 * ApexCharts in React without a wrapper package: the chart is made once on its element,
 * given new options whenever they change (skin, language, direction) and destroyed when the
 * component goes. Apex redraws itself when its parent's width changes.
 */
export function ApexChart({ options, theme }: ApexChartProps) {
  const ApexChartsClass = useApexLibrary();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ApexCharts | null>(null);
  const first = useRef(options);

  useEffect(() => {
    if (!host.current) return;
    const instance = new ApexChartsClass(host.current, first.current);
    chart.current = instance;
    void instance.render();
    return () => {
      chart.current = null;
      instance.destroy();
    };
  }, [ApexChartsClass]);

  useEffect(() => {
    if (chart.current && options !== first.current) void chart.current.updateOptions(options);
  }, [options]);

  const style = {
    '--chart-tooltip-background': theme.tooltip.background,
    '--chart-tooltip-text': theme.tooltip.text,
    '--chart-tooltip-border': theme.tooltip.border,
  } as CSSProperties;
  return <div ref={host} className={classes.chart} style={style} />;
}

export const tooltipBoxClass = classes.box ?? '';
