/** From what a page measured to the budget's numbers: bytes and order, per load and per scenario. */
import { WORKER_FILE } from './demo-set.mjs';

export const KIB = 1024;
const LOGIN_JS_BUDGET = 150 * KIB;

const isJs = (url) => new URL(url).pathname.endsWith('.js');
const sumBytes = (entries) => entries.reduce((total, entry) => total + entry.encodedBodySize, 0);

export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One load's numbers; `raw` holds what `readPaint` and `readResources` resolved with. */
export function analyseLoad(raw, demoSet, scenario) {
  const { lcp } = raw;
  const resources = raw.resources.map((entry) => ({ ...entry, file: demoSet.fileOf(entry.name) }));
  const js = resources.filter((entry) => isJs(entry.name));
  const demo = [
    ...resources.filter((entry) => entry.file !== null && demoSet.demo.has(entry.file)),
    // The worker's script fetch is the browser's, not the page's: its registration stands for it.
    ...raw.workers
      .filter((worker) => demoSet.fileOf(worker.url) === WORKER_FILE)
      .map((worker) => ({ file: WORKER_FILE, startTime: worker.at, encodedBodySize: 0 })),
  ];
  const demoFiles = [...new Set(demo.map((entry) => entry.file))].sort();
  const own = scenario.features ?? [];
  const foreignDemo = scenario.features
    ? demoFiles.filter((file) => {
        const owners = demoSet.demo.get(file) ?? [];
        return owners.length > 0 && !owners.some((owner) => own.includes(owner));
      })
    : [];
  return {
    lcp,
    lcpElement: raw.lcpElement,
    shown: raw.shown,
    jsBeforeLcp: lcp === null ? null : sumBytes(js.filter((entry) => entry.responseEnd <= lcp)),
    jsTotal: sumBytes(js),
    requests: resources.length,
    demoStart: demo.length > 0 ? Math.min(...demo.map((entry) => entry.startTime)) : null,
    demoEarly: [
      ...new Set(
        demo.filter((entry) => lcp !== null && entry.startTime < lcp).map((entry) => entry.file),
      ),
    ].sort(),
    demoFiles,
    demoBytes: sumBytes(demo),
    foreignDemo,
  };
}

/** The medians and ranges of one build's loads of one scenario. */
export function summarise(loads) {
  const done = loads.filter((load) => !load.error);
  const pick = (key) => done.map((load) => load[key]).filter((value) => value !== null);
  const lcps = pick('lcp');
  const demoStarts = pick('demoStart');
  return {
    runs: loads.length,
    reached: done.length,
    errors: loads.filter((load) => load.error).map((load) => `run ${load.run}: ${load.error}`),
    lcpMedian: median(lcps),
    lcpMin: lcps.length > 0 ? Math.min(...lcps) : null,
    lcpMax: lcps.length > 0 ? Math.max(...lcps) : null,
    shownMedian: median(pick('shown')),
    jsBeforeLcpMedian: median(pick('jsBeforeLcp')),
    jsTotalMedian: median(pick('jsTotal')),
    requestsMedian: median(pick('requests')),
    demoStartMedian: median(demoStarts),
    demoLoadedRuns: demoStarts.length,
    demoBeforeLcpRuns: done.filter((load) => load.demoEarly.length > 0).length,
    demoBytesMedian: median(pick('demoBytes')),
    foreignDemo: [...new Set(done.flatMap((load) => load.foreignDemo))].sort(),
  };
}

/** The budget's failures for the build under test: bytes and order, never times. */
export function failuresOf(label, loadsByScenario) {
  const failures = [];
  for (const [scenario, loads] of Object.entries(loadsByScenario)) {
    for (const load of loads) {
      const where = `${label} ${scenario} run ${load.run}`;
      if (load.error) {
        failures.push(`${where}: did not reach its wait state (${load.error})`);
        continue;
      }
      if (load.lcp === null) failures.push(`${where}: no largest contentful paint was reported`);
      if (scenario === 'login' && load.jsBeforeLcp > LOGIN_JS_BUDGET) {
        failures.push(
          `${where}: ${(load.jsBeforeLcp / KIB).toFixed(1)} KiB of JavaScript before the ` +
            `largest paint, budget ${LOGIN_JS_BUDGET / KIB} KiB`,
        );
      }
      if (scenario === 'login' && load.demoEarly.length > 0) {
        failures.push(
          `${where}: demo code requested before the largest paint ` +
            `(${load.demoStart.toFixed(0)} ms < ${load.lcp.toFixed(0)} ms): ` +
            load.demoEarly.join(', '),
        );
      }
      if (load.foreignDemo.length > 0) {
        failures.push(
          `${where}: another feature's demo data loaded: ${load.foreignDemo.join(', ')}`,
        );
      }
    }
  }
  return failures;
}
