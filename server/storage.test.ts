import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedUsers, verifyPassword as matchesDemoDigest } from '../src/features/auth/demo/data';
import { DEFAULT_CORS_ORIGINS, loadConfig } from './config';
import { migrations, openDatabase, readPragma } from './db';
import { verifyPassword } from './passwords';
import { seedDemoUsers } from './seed';
import { createSqliteRepository } from './sqlite-repository';
import { TEST_COST } from './test/harness';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));
const tempFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'mirante-api-'));
  folders.push(folder);
  return join(folder, 'nested', 'mirante.db');
};

describe('database', () => {
  it('creates the file, runs every migration once and uses WAL', () => {
    const path = tempFile();
    const db = openDatabase(path);
    expect(readPragma(db, 'user_version')).toBe(migrations.length);
    expect(readPragma(db, 'journal_mode')).toBe('wal');
    expect(readPragma(db, 'foreign_keys')).toBe(1);
    db.close();
    const again = openDatabase(path);
    expect(readPragma(again, 'user_version')).toBe(migrations.length);
    again.pragma(`user_version = ${migrations.length + 1}`);
    again.close();
    expect(() => openDatabase(path)).toThrow(/newer than this server/);
  });

  it('checks and creates a user under the write lock, so two sign-ups never both pass', async () => {
    const path = tempFile();
    const db = openDatabase(path);
    const repository = createSqliteRepository(db);
    await seedDemoUsers(repository, TEST_COST);
    const admin = await repository.findUserByEmail('admin@demo.com');
    if (!admin) throw new Error('no seeded admin');
    const { id: _id, ...again } = admin;

    // Another process holds the write lock, and this one will not wait for it.
    const other = openDatabase(path);
    other.exec('BEGIN IMMEDIATE');
    db.pragma('busy_timeout = 0');
    // Even for a taken e-mail, which needs no write, the check waits for the lock: the
    // check and the insert are one step, so two registrations never both pass the check.
    await expect(repository.createUser(again)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    other.exec('ROLLBACK');
    other.close();
    await expect(repository.createUser(again)).resolves.toEqual({
      taken: { email: true, username: true },
    });
    await repository.close();
  });

  it('seeds the demo accounts once, with the demo passwords', async () => {
    const repository = createSqliteRepository(openDatabase(':memory:'));
    expect(await seedDemoUsers(repository, TEST_COST)).toBe(2);
    expect(await seedDemoUsers(repository, TEST_COST)).toBe(0);
    for (const demo of seedUsers()) {
      const stored = await repository.findUserByEmail(demo.email);
      const password = demo.email.split('@')[0] ?? '';
      // The same password as the browser demo, whose digest the demo keeps.
      expect(await matchesDemoDigest(password, demo.passwordHash)).toBe(true);
      expect(await verifyPassword(password, stored?.passwordHash ?? '')).toBe(true);
      expect(stored).toMatchObject({ id: demo.id, ability: demo.ability, extras: demo.extras });
    }
  });
});

describe('configuration', () => {
  it('has defaults for a local run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3333,
      dbPath: './data/mirante.db',
      accessTtlSeconds: 600,
      refreshTtlSeconds: 604_800,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      seedDemoUsers: true,
    });
    expect(config.warnings.join()).toMatch(/API_JWT_SECRET is not set/);
  });

  it('refuses a missing or short secret in production, and bad values anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/API_JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', API_JWT_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
    const production = loadConfig({ NODE_ENV: 'production', API_JWT_SECRET: 'k'.repeat(32) });
    expect(production).toMatchObject({ seedDemoUsers: false, warnings: [] });
    expect(() => loadConfig({ API_PORT: 'http' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ API_ACCESS_TTL: '-1' })).toThrow(/API_ACCESS_TTL/);
  });
});
