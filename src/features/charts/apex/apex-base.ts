import type { ApexOptions } from 'apexcharts';
import { apexLocale, type ChartFormat } from '../theme/chart-format';
import type { ChartTheme } from '../theme/chart-theme';

export const APEX_HEIGHT = 300;

/** Below this window width the page is one column of phone-wide cards. */
const PHONE_WIDTH = 576;

/** Options for a phone: fewer, unrotated labels along the x axis. */
export const onPhone = (tickAmount: number) => ({
  responsive: [
    {
      breakpoint: PHONE_WIDTH,
      options: { xaxis: { tickAmount, labels: { rotate: 0, hideOverlappingLabels: true } } },
    },
  ],
});

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `extra` laid over it, objects merged key by key, lists and values replaced. */
export function merge<T extends Plain>(base: T, extra: Plain): T {
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = isPlain(current) && isPlain(value) ? merge(current, value) : value;
  }
  return out as T;
}

/**
 * What every Apex chart of the page shares: the theme's colours and type, the active
 * language's month and day names, no toolbar, the value axis and legend on the reading
 * side, and no animation for those who asked for less motion.
 */
export function apexBase(theme: ChartTheme, format: ChartFormat, reducedMotion: boolean) {
  const axisLabels = { style: { colors: theme.text, fontSize: '12px' } };
  return {
    chart: {
      height: APEX_HEIGHT,
      background: 'transparent',
      foreColor: theme.text,
      fontFamily: theme.fontFamily,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !reducedMotion },
      locales: [apexLocale(format)],
      defaultLocale: format.language,
      parentHeightOffset: 0,
      redrawOnParentResize: true,
    },
    theme: { mode: theme.scheme },
    colors: theme.series,
    dataLabels: { enabled: false },
    grid: { borderColor: theme.grid, strokeDashArray: 4 },
    legend: {
      position: 'top',
      // The start of the line: the right, right to left (apex-chart.module.css).
      horizontalAlign: 'left',
      fontSize: '13px',
      labels: { colors: theme.text },
      markers: { strokeWidth: 0 },
      itemMargin: { horizontal: 8, vertical: 2 },
    },
    tooltip: { theme: theme.scheme, style: { fontFamily: theme.fontFamily } },
    xaxis: {
      axisBorder: { color: theme.grid },
      axisTicks: { color: theme.grid },
      labels: axisLabels,
      crosshairs: { stroke: { color: theme.grid } },
      tooltip: { enabled: false },
    },
    yaxis: { ...theme.axes.apex.yaxis, labels: axisLabels },
  } satisfies ApexOptions;
}

export type ApexBase = ReturnType<typeof apexBase>;

/** The HTML of a tooltip Apex asks us for (its `custom`), every text escaped. */
export function tooltipHtml(className: string, title: string, lines: readonly string[]) {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const rows = lines.map((line) => `<span>${escape(line)}</span>`).join('');
  return `<div class="${className}"><strong>${escape(title)}</strong>${rows}</div>`;
}
