#!/usr/bin/env node
/**
 * `npm run start:real`: the dashboard in real mode against the reference API, on one
 * machine. Runs the API and serves the build in dist/ (the same build as demo mode) with a
 * config.json that points it at the API — written to a folder of its own, so dist/ itself
 * is left as it is. Builds dist/ first only when there is none (`npm run build` rebuilds).
 * Ctrl+C stops both; when either stops, so does the other.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const dist = join(root, 'dist');

const apiUrl =
  process.env.VITE_API_URL ??
  `http://${process.env.API_HOST ?? '127.0.0.1'}:${process.env.API_PORT ?? '3333'}`;
const port = process.env.PORT ?? '4173';

if (existsSync(join(dist, 'index.html'))) {
  const minutes = Math.round((Date.now() - statSync(join(dist, 'index.html')).mtimeMs) / 60_000);
  console.log(`Serving the build in dist/ (made ${minutes} min ago; npm run build rebuilds it)`);
} else {
  console.log('No build in dist/: building it…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

const configFile = join(mkdtempSync(join(tmpdir(), 'mirante-real-')), 'config.json');
writeFileSync(configFile, `${JSON.stringify({ apiUrl }, null, 2)}\n`);

const env = {
  ...process.env,
  MIRANTE_CONFIG: configFile,
  // The API answers this dashboard, wherever PORT puts it.
  API_CORS_ORIGINS:
    process.env.API_CORS_ORIGINS ?? `http://127.0.0.1:${port},http://localhost:${port}`,
};

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [vite, 'preview'], { cwd: root, env, stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dirname(configFile), { recursive: true, force: true });
}
for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
