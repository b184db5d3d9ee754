#!/usr/bin/env node
/**
 * `npm run start:real`: the dashboard in real mode against the reference API, on one
 * machine. Builds the dashboard for the API's address (`npm run build:real`, into
 * dist-real/), then runs the API and `vite preview` side by side. Ctrl+C stops both; when
 * either stops, so does the other.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

const apiUrl =
  process.env.VITE_API_URL ??
  `http://${process.env.API_HOST ?? '127.0.0.1'}:${process.env.API_PORT ?? '3333'}`;
const port = process.env.PORT ?? '4173';
const env = {
  ...process.env,
  VITE_API_URL: apiUrl,
  // The API answers this dashboard, wherever PORT puts it.
  API_CORS_ORIGINS:
    process.env.API_CORS_ORIGINS ?? `http://127.0.0.1:${port},http://localhost:${port}`,
};

console.log(`Building the dashboard for the API at ${apiUrl}…`);
const build = spawnSync('npm', ['run', '--silent', 'build:real'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [vite, 'preview', '--outDir', 'dist-real'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
