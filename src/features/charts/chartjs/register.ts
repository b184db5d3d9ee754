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
} from 'chart.js';

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
);

export { Chart };
