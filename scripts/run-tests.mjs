#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails — and, at the end (or at
 * the failure), how long each phase took, so every run (CI's included) reports the figures
 * the projection in docs/tests.md is kept with.
 *
 *   node scripts/run-tests.mjs              every phase
 *   node scripts/run-tests.mjs unit e2e     only the phases named (in this file's order)
 */
import { spawn } from 'node:child_process';

/** Each phase is an npm script; cheap checks first, so a slip fails in seconds. */
const PHASES = [
  { name: 'static', script: 'check:static', what: 'types and ESLint' },
  { name: 'format', script: 'format:check', what: 'Prettier' },
  { name: 'catalogue', script: 'catalogue', what: 'built and planned pages' },
  { name: 'unit', script: 'test:unit', what: 'Vitest' },
  { name: 'size', script: 'check:size', what: 'production build and bundle budget' },
  { name: 'paint', script: 'check:paint', what: 'paint budget on slow 4G' },
  { name: 'e2e', script: 'test:e2e:demo', what: 'browser tests, demo mode' },
  { name: 'e2e-real', script: 'test:e2e:real', what: 'browser tests, real mode' },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PHASES.some((phase) => phase.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown phase ${unknown.join(', ')}; phases: ${PHASES.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const phases = wanted.length > 0 ? PHASES.filter((phase) => wanted.includes(phase.name)) : PHASES;

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const done = [];
const started = performance.now();
let failed = null;
for (const phase of phases) {
  const start = performance.now();
  console.log(`\n▶ ${phase.name}: ${phase.what} (npm run ${phase.script})`);
  const code = await run(phase.script);
  done.push({ ...phase, ms: performance.now() - start, code });
  if (code !== 0) {
    failed = phase;
    break;
  }
}

const total = performance.now() - started;
console.log('\nPhase times (m:ss):');
for (const phase of done) {
  const share = Math.round((phase.ms / total) * 100);
  const mark = phase.code === 0 ? '' : `  ← failed (exit ${phase.code})`;
  console.log(
    `  ${phase.name.padEnd(10)} ${minutes(phase.ms).padStart(6)}  ${String(share).padStart(3)} %${mark}`,
  );
}
console.log(`  ${'total'.padEnd(10)} ${minutes(total).padStart(6)}`);
if (failed) process.exit(done.at(-1).code);
