import type { ServerConfig } from './config';
import { openDatabase } from './db';
import { createPool, describeDatabase, migratePostgres } from './pg';
import { createPostgresRepository } from './pg-repository';
import type { AuthRepository } from './repository';
import { createSqliteRepository } from './sqlite-repository';

export interface OpenedStore {
  repository: AuthRepository;
  /** Which store, for the start-up log line (never the password). */
  where: string;
}

/**
 * The store the configuration names, migrated: PostgreSQL when `API_DATABASE_URL` is set,
 * else the SQLite file at `API_DB_PATH` (the default, which needs no database server).
 */
export async function openStore(
  config: Pick<ServerConfig, 'databaseUrl' | 'databasePoolSize' | 'dbPath'>,
): Promise<OpenedStore> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, config.databasePoolSize);
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      repository: createPostgresRepository(pool),
      where: describeDatabase(config.databaseUrl),
    };
  }
  return {
    repository: createSqliteRepository(openDatabase(config.dbPath)),
    where: `sqlite ${config.dbPath}`,
  };
}
