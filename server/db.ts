import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import * as z from 'zod/mini';

/**
 * A connection. libsql keeps better-sqlite3's synchronous API and ships its SQLite as
 * prebuilt binaries inside registry packages, so installing it compiles nothing.
 */
export type Db = Database.Database;

/**
 * The schema, one step per entry; `PRAGMA user_version` holds how many have run. Add a
 * step at the end, never edit one that has shipped.
 */
export const migrations: readonly string[] = [
  `CREATE TABLE users (
     id            INTEGER PRIMARY KEY,
     email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
     username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
     full_name     TEXT NOT NULL,
     role          TEXT NOT NULL,
     avatar        TEXT NOT NULL DEFAULT '',
     ability       TEXT NOT NULL,
     extras        TEXT NOT NULL DEFAULT '{}',
     password_hash TEXT NOT NULL,
     created_at    TEXT NOT NULL
   );
   CREATE TABLE session_logs (
     id          INTEGER PRIMARY KEY,
     user_id     INTEGER NOT NULL REFERENCES users (id),
     started_at  TEXT NOT NULL,
     ip          TEXT,
     user_agent  TEXT,
     ended_at    TEXT,
     end_reason  TEXT
   );
   CREATE INDEX session_logs_user ON session_logs (user_id, started_at);
   CREATE TABLE refresh_tokens (
     id          INTEGER PRIMARY KEY,
     session_id  INTEGER NOT NULL REFERENCES session_logs (id),
     token_hash  TEXT NOT NULL UNIQUE,
     issued_at   TEXT NOT NULL,
     expires_at  TEXT NOT NULL,
     used_at     TEXT,
     revoked_at  TEXT
   );
   CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);`,
  // The sign-in limits, shared by every process on the file: one row a counter, its window's
  // end in epoch milliseconds.
  `CREATE TABLE login_counters (
     key       TEXT PRIMARY KEY,
     hits      INTEGER NOT NULL,
     resets_at INTEGER NOT NULL
   );`,
];

/**
 * One pragma's value. libsql's `pragma(name, { simple: true })` answers the whole row, not
 * the value as better-sqlite3 does, so read the first column here.
 */
export function readPragma(db: Db, name: string): unknown {
  return db.prepare(`PRAGMA ${name}`).pluck().all()[0];
}

export function migrate(db: Db): number {
  // IMMEDIATE: two processes opening one new file migrate it one after the other.
  const run = db.transaction(() => {
    const current = z.number().parse(readPragma(db, 'user_version'));
    if (current > migrations.length) {
      throw new Error(
        `The database is at schema version ${current}, newer than this server (${migrations.length}).`,
      );
    }
    migrations.slice(current).forEach((sql, index) => {
      db.exec(sql);
      db.pragma(`user_version = ${current + index + 1}`);
    });
  });
  run.immediate();
  return migrations.length;
}

/** Opens (creating it if needed) and migrates the database; `:memory:` for tests. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL: readers never wait for the writer, and another process may read the file live.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
