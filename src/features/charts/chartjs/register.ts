import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  LogarithmicScale,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
  type Plugin,
} from 'chart.js';

/**
 * A canvas has no text to read: after each draw, the x axis's labels are written on it from
 * left to right (`data-x-ticks`, one per line), so a test can tell which way the axis runs
 * (the one rule of every chart, docs/charts.md) as it does on an SVG chart's text.
 */
const axisWords: Plugin = {
  id: 'miranteAxisWords',
  afterDraw(chart) {
    const scale = chart.scales.x;
    if (!scale?.isHorizontal()) return;
    const labels = scale.ticks
      .map((tick, index) => ({ text: String(tick.label ?? ''), at: scale.getPixelForTick(index) }))
      .sort((one, other) => one.at - other.at)
      .map((tick) => tick.text);
    chart.canvas.dataset.xTicks = labels.join('\n');
  },
};

/**
 * Only the parts of Chart.js the page draws with, so the bundler leaves the rest out:
 * line, bar, doughnut, radar, polar area, bubble and scatter, their scales, the fill under
 * a line, the legend and the tooltip.
 */
Chart.register(
  LineController,
  BarController,
  DoughnutController,
  RadarController,
  PolarAreaController,
  BubbleController,
  ScatterController,
  LineElement,
  PointElement,
  BarElement,
  ArcElement,
  CategoryScale,
  LinearScale,
  LogarithmicScale,
  RadialLinearScale,
  Filler,
  Legend,
  Tooltip,
  axisWords,
);

export { Chart };
