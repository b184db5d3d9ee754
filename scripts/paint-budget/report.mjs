/** The printed tables: one per build, one row per scenario. */
import { KIB } from './analyse.mjs';

const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
const kib = (value) => (value === null ? '–' : `${(value / KIB).toFixed(1)} KiB`);

function demoStart(summary) {
  if (summary.demoLoadedRuns === 0) return 'none';
  const early = summary.demoBeforeLcpRuns;
  if (early === 0) return `not before LCP (${ms(summary.demoStartMedian)})`;
  const of = early === summary.reached ? '' : ` (${early}/${summary.reached} runs before LCP)`;
  return `${ms(summary.demoStartMedian)}${of}`;
}

function row(scenario, summary) {
  return {
    scenario,
    runs: `${summary.reached}/${summary.runs}`,
    'LCP median': ms(summary.lcpMedian),
    'LCP range':
      summary.lcpMin === null ? '–' : `${Math.round(summary.lcpMin)}–${ms(summary.lcpMax)}`,
    // When the page's content (the wait state) first appeared, whatever the LCP entry picked.
    'shown median': ms(summary.shownMedian),
    'JS before LCP': kib(summary.jsBeforeLcpMedian),
    'JS total': kib(summary.jsTotalMedian),
    requests: summary.requestsMedian === null ? '–' : String(summary.requestsMedian),
    'demo start': demoStart(summary),
    'demo loaded': kib(summary.demoBytesMedian),
  };
}

function printRows(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((item) => item[column].length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const item of rows) console.log(line(columns.map((column) => item[column])));
}

/** Prints one build's table; `summaries` maps scenario → `summarise()` result. */
export function printBuild(label, dir, summaries) {
  console.log(`\n${label} (${dir}), medians, slow 4G, cold cache:`);
  printRows(Object.entries(summaries).map(([scenario, summary]) => row(scenario, summary)));
  for (const [scenario, summary] of Object.entries(summaries)) {
    if (summary.foreignDemo.length > 0) {
      console.log(`  ${scenario}: other features' demo files: ${summary.foreignDemo.join(', ')}`);
    }
    for (const error of summary.errors) console.log(`  ${scenario}: ${error}`);
  }
}
