/**
 * `npm run api:latency`: how long the reference API takes to sign in and to renew a token,
 * on loopback, on SQLite and on PostgreSQL, one instance and two (calls sent to each in
 * turn, as a load balancer would). Starts the API processes itself, with the production
 * password cost, and prints the median and 95th percentile of each series.
 *
 * PostgreSQL is measured when API_TEST_DATABASE_URL names a server (each series gets its
 * own new database there): `bash scripts/with-postgres.sh npm run api:latency`.
 * Options: --requests 1000 (a series), --connections 1 (calls in flight at once).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../server/test/pg-database';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '1' },
  },
});
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
const SECRET = 'latency-run-secret-that-is-long-enough-0001';
const ADMIN = { email: 'admin@demo.com', password: 'admin' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API at ${url} stopped`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startInstances(count: number, store: Record<string, string>) {
  const started: { url: string; child: ChildProcess }[] = [];
  // One after the other: the first seeds the demo accounts and migrates.
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        ...store,
        API_PORT: String(port),
        API_JWT_SECRET: SECRET,
        API_LOG_LEVEL: 'warn',
        API_LOGIN_MAX_PER_IP: '100000000',
        API_LOGIN_MAX_PER_ACCOUNT: '100000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child);
    started.push({ url, child });
  }
  return started;
}

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as { refreshToken: string };
};

/** Runs `REQUESTS` calls, `CONNECTIONS` at a time; each call's time in milliseconds. */
async function series(call: (index: number, lane: number) => Promise<void>) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, lane) => {
      while (next < REQUESTS) {
        const index = next;
        next += 1;
        const start = performance.now();
        await call(index, lane);
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

async function measure(label: string, count: number, store: Record<string, string>) {
  const instances = await startInstances(count, store);
  const urls = instances.map((instance) => instance.url);
  const pick = (index: number) => urls[index % urls.length] ?? '';
  try {
    // Warm-up: the first calls compile and open connections.
    for (let index = 0; index < 20; index += 1) await post(`${pick(index)}/login`, ADMIN);
    const login = await series((index) =>
      post(`${pick(index)}/login`, ADMIN).then(() => undefined),
    );
    // One session a lane, each renewal spending the token the previous one gave.
    const tokens = await Promise.all(
      Array.from(
        { length: CONNECTIONS },
        async () => (await post(`${pick(0)}/login`, ADMIN)).refreshToken,
      ),
    );
    const refresh = await series(async (index, lane) => {
      const answer = await post(`${pick(index)}/jwt/refresh-token`, { refreshToken: tokens[lane] });
      tokens[lane] = answer.refreshToken;
    });
    const ms = (value: number) => value.toFixed(1).padStart(6);
    console.log(
      `${label.padEnd(24)} login median ${ms(login.median)} ms  p95 ${ms(login.p95)} ms   ` +
        `refresh median ${ms(refresh.median)} ms  p95 ${ms(refresh.p95)} ms`,
    );
  } finally {
    instances.forEach((instance) => instance.child.kill());
  }
}

async function withPostgresDatabase(work: (url: string) => Promise<void>) {
  const database = await createDatabase(process.env.API_TEST_DATABASE_URL ?? '', 'mirante_latency');
  try {
    await work(database.url);
  } finally {
    await database.drop();
  }
}

console.log(
  `${REQUESTS} requests a series, ${CONNECTIONS} in flight, on loopback (production scrypt cost)`,
);
for (const count of [1, 2]) {
  const folder = mkdtempSync(join(tmpdir(), 'mirante-latency-'));
  try {
    await measure(`SQLite, ${count} instance${count > 1 ? 's' : ''}`, count, {
      API_DB_PATH: join(folder, 'mirante.db'),
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
if (process.env.API_TEST_DATABASE_URL) {
  for (const count of [1, 2]) {
    await withPostgresDatabase((url) =>
      measure(`PostgreSQL, ${count} instance${count > 1 ? 's' : ''}`, count, {
        API_DATABASE_URL: url,
      }),
    );
  }
} else {
  console.log('PostgreSQL not measured: API_TEST_DATABASE_URL is not set.');
}
