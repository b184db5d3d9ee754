import { describe } from 'vitest';
import { createDatabase } from './pg-database';

/**
 * The PostgreSQL server of the tests: `API_TEST_DATABASE_URL`, which `.ci/run` sets to a
 * throwaway cluster (`scripts/with-postgres.sh`). Without it the PostgreSQL suites are
 * skipped, and say so.
 */
export const postgresUrl = process.env.API_TEST_DATABASE_URL ?? null;

/** `describe` when a PostgreSQL server is given, else a skipped suite and a line saying why. */
export function describePostgres(name: string, suite: () => void) {
  if (!postgresUrl) {
    console.warn(
      `PostgreSQL suite "${name}" skipped: API_TEST_DATABASE_URL is not set ` +
        '(run it with: bash scripts/with-postgres.sh npm run test:unit -- --project server).',
    );
  }
  return (postgresUrl ? describe : describe.skip)(name, suite);
}

/** A new empty database on the test server for one suite; `drop` removes it. */
export function createTestDatabase() {
  if (!postgresUrl) throw new Error('API_TEST_DATABASE_URL is not set');
  return createDatabase(postgresUrl, 'mirante_test');
}
