import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

/**
 * One direction rule for every chart (docs/charts.md): the horizontal axis runs along the
 * reading direction, whatever it carries. Right to left, the first month, the earliest day,
 * the first hour and the smallest amount stand at the right, on every chart of the three
 * libraries and of the cards and dashboards; a drawing without axes (a tile's sparkline)
 * starts at the right too. Left to right, the other way round.
 *
 * What is read: an SVG chart's x tick labels where they are drawn (Recharts, ApexCharts), the
 * labels Chart.js writes on its canvas from left to right (`data-x-ticks`), or, with no axis
 * drawn, where the first and last bar or point of the first series stand.
 */
test.use({ storageState: storageFor('admin') });

const pages = [
  { path: '/charts/apex', charts: 6 },
  { path: '/charts/chartjs', charts: 5 },
  { path: '/charts/recharts', charts: 7 },
  { path: '/', charts: 5 },
  { path: '/dashboard/analytics', charts: 8 },
  { path: '/cards/analytics', charts: 4 },
  { path: '/cards/statistics', charts: 9 },
];

type Reading =
  | { name: string; labels: string[] }
  | { name: string; first: number; last: number }
  | { name: string };

/** Every drawing of the page that shows which way its x axis runs. */
const readDrawings = (page: Page) =>
  page.evaluate((): Reading[] => {
    const center = (box: DOMRect) => box.left + box.width / 2;
    const read = (root: Element) => {
      const canvas = root.querySelector<HTMLCanvasElement>('canvas[data-x-ticks]');
      if (canvas) return { labels: (canvas.dataset.xTicks ?? '').split('\n') };
      const ticks = [
        ...root.querySelectorAll(
          '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value, .apexcharts-xaxis-label',
        ),
      ]
        .map((node) => ({
          text: (node.querySelector('tspan') ?? node).textContent ?? '',
          at: center(node.getBoundingClientRect()),
        }))
        .filter((tick) => tick.text.trim() !== '');
      if (ticks.length > 1) return { labels: ticks.sort((a, b) => a.at - b.at).map((t) => t.text) };
      // No axis drawn: the first series' line, from its first point to its last.
      const curve = root.querySelector('.recharts-line-curve, .recharts-area-curve');
      if (curve instanceof SVGPathElement && curve.getTotalLength() > 0) {
        const matrix = curve.getScreenCTM() ?? undefined;
        const x = (length: number) => {
          const point = curve.getPointAtLength(length);
          return new DOMPoint(point.x, point.y).matrixTransform(matrix).x;
        };
        return { first: x(0), last: x(curve.getTotalLength()) };
      }
      // Or its bars, drawn in the data's order.
      const bars = [...root.querySelectorAll('.recharts-bar-rectangle')]
        .map((bar) => bar.getBoundingClientRect())
        .filter((box) => box.width > 0);
      const [firstBar, lastBar] = [bars[0], bars.at(-1)];
      if (bars.length > 1 && firstBar && lastBar)
        return { first: center(firstBar), last: center(lastBar) };
      return {};
    };
    return [...document.querySelectorAll('[data-chart-drawing], [data-chart]')].map((root) => ({
      name:
        root.closest('section, [data-chart-card]')?.querySelector('h2')?.textContent ??
        (root as HTMLElement).dataset.chart ??
        '',
      ...read(root),
    }));
  });

const MONTHS = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.'];
const LATER = ['jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];
const WEEKDAYS = ['seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.', 'dom.'];

/**
 * Where a Portuguese tick label stands in its series: a month, a weekday, a quarter ("2º
 * tri"), an hour ("06:00"), a day ("05/03") or an amount ("R$ 1,2 mil").
 */
function rank(label: string): number | undefined {
  const text = label.replace(/\s+/g, ' ').trim();
  const months = [...MONTHS, ...LATER];
  if (months.includes(text)) return months.indexOf(text);
  if (WEEKDAYS.includes(text)) return WEEKDAYS.indexOf(text);
  const quarter = /^(\d)º tri$/.exec(text);
  if (quarter) return Number(quarter[1]);
  const hour = /^(\d{2}):(\d{2})$/.exec(text);
  if (hour) return Number(hour[1]) * 60 + Number(hour[2]);
  const day = /^(\d{2})\/(\d{2})$/.exec(text);
  if (day) return Number(day[2]) * 100 + Number(day[1]);
  const amount = /^(?:R\$ ?)?([\d.]+(?:,\d+)?) ?(mil|mi)?$/.exec(text);
  if (amount?.[1]) {
    const value = Number(amount[1].replace(/\./g, '').replace(',', '.'));
    return value * (amount[2] === 'mil' ? 1e3 : amount[2] === 'mi' ? 1e6 : 1);
  }
  return undefined;
}

/** Which way a drawing's x axis runs, read from its labels or its marks. */
function direction(reading: Reading): string {
  if ('first' in reading) return reading.first < reading.last ? 'ltr' : 'rtl';
  if (!('labels' in reading)) return 'unread';
  let ranks = reading.labels.map(rank);
  if (ranks.some((value) => value === undefined)) return `unread: ${reading.labels.join(' ')}`;
  // Days across a new year ("28/12 … 04/01"): January comes after December.
  const days = reading.labels.every((label) => /^\d{2}\/\d{2}$/.test(label));
  if (
    days &&
    ranks.some((value) => (value ?? 0) >= 1200) &&
    ranks.some((value) => (value ?? 0) < 200)
  )
    ranks = ranks.map((value) => ((value ?? 0) < 700 ? (value ?? 0) + 1200 : (value ?? 0)));
  const steps = ranks.slice(1).map((value, index) => (value ?? 0) - (ranks[index] ?? 0));
  if (steps.every((step) => step > 0)) return 'ltr';
  if (steps.every((step) => step < 0)) return 'rtl';
  return `mixed: ${reading.labels.join(' ')}`;
}

const measured = (readings: Reading[]) =>
  readings.filter((reading) => 'first' in reading || 'labels' in reading);

for (const { path, charts } of pages) {
  for (const dir of ['rtl', 'ltr'] as const) {
    test(`${path}: every x axis runs ${dir === 'rtl' ? 'from the right' : 'from the left'} (${dir})`, async ({
      page,
    }) => {
      await seedStorage(page, { direction: JSON.stringify(dir) });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      // Generous: the first visit downloads the chart library.
      await expect
        .poll(async () => measured(await readDrawings(page)).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(charts);
      // Every drawing whose axis can be read (round charts have none) runs the same way.
      const readings = measured(await readDrawings(page));
      const ways = readings.map((reading) => `${reading.name}: ${direction(reading)}`);
      expect(ways).toEqual(readings.map((reading) => `${reading.name}: ${dir}`));
    });
  }
}
