import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { openDatabase } from './db';
import { createSqliteRepository } from './sqlite-repository';
import { repositoryContract } from './test/repository-contract';

describe('the SQLite repository', () => {
  repositoryContract(() => {
    const folder = mkdtempSync(join(tmpdir(), 'mirante-repo-'));
    const path = join(folder, 'mirante.db');
    const opened = [createSqliteRepository(openDatabase(path))];
    return Promise.resolve({
      repository: opened[0]!,
      another: () => {
        const other = createSqliteRepository(openDatabase(path));
        opened.push(other);
        return Promise.resolve(other);
      },
      async close() {
        await Promise.all(opened.map((repository) => repository.close()));
        rmSync(folder, { recursive: true });
      },
    });
  });
});
