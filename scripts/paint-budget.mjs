#!/usr/bin/env node
/**
 * The paint budget, in a browser: each built app served gzip from memory, Chromium on an
 * emulated slow-4G link with a cold cache, `/login` signed out, and `/apps/email`, the
 * dashboard (`/`) and the shop with a stored session. Prints largest paint, JavaScript before it and when the demo layer started; fails
 * (for the last build given, the one under test) on bytes and order, never on times:
 *  - more than 150 KiB of JavaScript before the login page's largest paint;
 *  - any demo code (or the mock service worker) requested before the login page's largest paint;
 *  - a signed-in page loading another feature's demo data (the email page loads only the
 *    email handlers, the dashboard only the cards' and the invoices');
 *  - a page that never reaches its wait state.
 *
 *   node scripts/paint-budget.mjs [--dist [label=]DIR]... [--runs N] [--json FILE]
 *
 * Several builds are measured interleaved (run 1 of each, then run 2 of each…), so that a
 * before/after comparison shares the machine's load. It never builds.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { analyseLoad, failuresOf, KIB, summarise } from './paint-budget/analyse.mjs';
import { launchBrowser, measureLoad, SCENARIOS, storedSession } from './paint-budget/browser.mjs';
import { readDemoSet } from './paint-budget/demo-set.mjs';
import { printBuild } from './paint-budget/report.mjs';
import { serveDir } from './paint-budget/server.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive integer, not ${options.runs}`);
  process.exit(2);
}

const builds = (options.dist ?? ['dist']).map((spec) => {
  const at = spec.indexOf('=');
  const dir = resolve(at > 0 ? spec.slice(at + 1) : spec);
  const label = at > 0 ? spec.slice(0, at) : basename(dir);
  for (const file of ['.vite/manifest.json', 'index.html']) {
    if (!existsSync(join(dir, file))) {
      console.error(`${dir}/${file} is missing: build first (this script never builds).`);
      process.exit(2);
    }
  }
  return { label, dir, demoSet: readDemoSet(dir), loads: {}, server: null, session: null };
});

const errorText = (error) => (error instanceof Error ? error.message.split('\n')[0] : `${error}`);
const fmtMs = (value) => (value === null ? '–' : `${Math.round(value)} ms`);

async function measure(browser, build, scenario, run) {
  const tag = `${scenario.name} run ${run}/${runs}${builds.length > 1 ? ` [${build.label}]` : ''}`;
  let load;
  try {
    if (scenario.session && !build.session?.state) {
      throw new Error(`no stored session (${build.session?.error ?? 'sign-in not attempted'})`);
    }
    const state = scenario.session ? build.session?.state : undefined;
    const raw = await measureLoad(browser, build.server.origin, scenario, state);
    const { resources, workers, unsettled } = raw;
    load = { run, ...analyseLoad(raw, build.demoSet, scenario), unsettled, resources, workers };
    const demo = load.demoStart === null ? 'no demo' : `demo from ${fmtMs(load.demoStart)}`;
    console.log(
      `${tag}: lcp ${fmtMs(load.lcp)}, js ${(load.jsBeforeLcp / KIB).toFixed(1)} KiB ` +
        `(of ${(load.jsTotal / KIB).toFixed(1)} KiB), ${demo}` +
        (unsettled > 0 ? `, ${unsettled} requests still open` : ''),
    );
  } catch (error) {
    load = { run, error: errorText(error) };
    console.log(`${tag}: FAILED, ${load.error}`);
  }
  (build.loads[scenario.name] ??= []).push(load);
}

let browser = null;
try {
  for (const build of builds) {
    build.server = await serveDir(build.dir);
    const owned = [...build.demoSet.demo.values()].filter((owners) => owners.length > 0).length;
    console.log(
      `${build.label}: ${build.dir} at ${build.server.origin}; ${build.demoSet.demo.size} demo ` +
        `files (${owned} owned by a feature) from ${build.demoSet.demoKeys.length} demo sources`,
    );
  }
  browser = await launchBrowser();
  for (const build of builds) {
    try {
      build.session = { state: await storedSession(browser, build.server.origin) };
    } catch (error) {
      build.session = { error: errorText(error) };
      console.log(`${build.label}: signing in failed, ${build.session.error}`);
    }
  }
  for (let run = 1; run <= runs; run += 1) {
    for (const scenario of SCENARIOS) {
      for (const build of builds) await measure(browser, build, scenario, run);
    }
  }

  const report = builds.map((build) => {
    const summaries = Object.fromEntries(
      Object.entries(build.loads).map(([name, loads]) => [name, summarise(loads)]),
    );
    printBuild(build.label, build.dir, summaries);
    return {
      label: build.label,
      dir: build.dir,
      origin: build.server.origin,
      demoFiles: Object.fromEntries(build.demoSet.demo),
      loads: build.loads,
      summaries,
    };
  });
  if (options.json) {
    const network = { latencyMs: 150, downKbps: 1600, upKbps: 750 };
    writeFileSync(options.json, `${JSON.stringify({ runs, network, builds: report }, null, 2)}\n`);
    console.log(`\nRaw loads and summaries: ${options.json}`);
  }

  const underTest = builds.at(-1);
  const failures = failuresOf(underTest.label, underTest.loads);
  if (failures.length > 0) {
    console.error(`\nPaint budget exceeded (${underTest.label}):`);
    for (const failure of failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  } else {
    console.log(`\nPaint budget holds (${underTest.label}).`);
  }
} catch (error) {
  console.error(`\nPaint budget could not run: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  await Promise.all(builds.map((build) => build.server?.close()));
}
