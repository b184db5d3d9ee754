import '@mantine/charts/styles.css';

/**
 * The chart library of the cards, with its styles: a chunk of its own that a card asks for
 * once its figures are on screen (lazy-charts.tsx). Recharts and its helpers are most of the
 * bytes a dashboard would otherwise wait for before showing any figure.
 */
export {
  AreaChart,
  BarChart,
  DonutChart,
  GaugeChart,
  LineChart,
  PieChart,
  Sparkline,
} from '@mantine/charts';
