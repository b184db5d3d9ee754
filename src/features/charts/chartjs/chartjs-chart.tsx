import type { ChartConfiguration, ChartType } from 'chart.js';
import { useEffect, useRef } from 'react';
import { Chart } from './register';
import classes from './chartjs-chart.module.css';

export const CHARTJS_HEIGHT = 300;

/**
 * Chart.js in React without a wrapper package: the chart is made once on its canvas, given
 * the new data and options whenever they change (skin, language, direction) and destroyed
 * when the component goes. Chart.js redraws when its box changes size.
 */
export function ChartJsChart<T extends ChartType>({ config }: { config: ChartConfiguration<T> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<T> | null>(null);
  const first = useRef(config);

  useEffect(() => {
    if (!canvas.current) return;
    const instance = new Chart<T>(canvas.current, first.current);
    chart.current = instance;
    return () => {
      chart.current = null;
      instance.destroy();
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || config === first.current) return;
    instance.data = config.data;
    if (config.options) instance.options = config.options;
    instance.update();
  }, [config]);

  return (
    <div className={classes.box} style={{ height: CHARTJS_HEIGHT }}>
      <canvas ref={canvas} />
    </div>
  );
}
