import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, migratePostgres, pgMigrations } from './pg';
import { createPostgresRepository } from './pg-repository';
import { createTestDatabase, describePostgres } from './test/postgres';
import { repositoryContract } from './test/repository-contract';

describePostgres('the PostgreSQL repository', () => {
  // One database for the file; every test empties it first.
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  repositoryContract(async () => {
    const pools = [createPool(database.url, 4)];
    const [pool] = pools;
    if (!pool) throw new Error('no pool');
    await migratePostgres(pool);
    await pool.query(
      'TRUNCATE users, session_logs, refresh_tokens, login_counters RESTART IDENTITY CASCADE',
    );
    return {
      repository: createPostgresRepository(pool),
      another: async () => {
        const other = createPool(database.url, 4);
        pools.push(other);
        await migratePostgres(other);
        return createPostgresRepository(other);
      },
      close: async () => void (await Promise.all(pools.map((each) => each.end()))),
    };
  });

  it('migrates once, records each step, and refuses a newer schema', async () => {
    const pools = [createPool(database.url, 2), createPool(database.url, 2)];
    try {
      // Two instances starting together: the advisory lock runs them one after the other.
      expect(await Promise.all(pools.map((pool) => migratePostgres(pool)))).toEqual([
        pgMigrations.length,
        pgMigrations.length,
      ]);
      const [pool] = pools;
      const { rows } = await pool!.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows).toEqual(pgMigrations.map((_, index) => ({ version: index + 1 })));
      const indexes = await pool!.query(
        `SELECT indexdef FROM pg_indexes WHERE tablename = 'users' AND indexdef LIKE '%lower%'`,
      );
      expect(indexes.rows.map((row: { indexdef: string }) => row.indexdef).join('\n')).toMatch(
        /UNIQUE INDEX users_email_key .*lower\(email\)[\s\S]*lower\(username\)/,
      );
      await expect(migratePostgres(pool!, pgMigrations.slice(0, 1))).rejects.toThrow(
        /newer than this server/,
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});
