import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new empty database on a PostgreSQL server, for one test file or one measured series;
 * `drop` removes it (and ends any connection still open to it). No vitest here: the
 * latency script uses it too.
 */
export async function createDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
