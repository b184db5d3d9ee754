import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { seedDemoUsers } from './seed';
import { createSqliteRepository } from './sqlite-repository';

/** `npm run api`: the reference auth API on SQLite (settings in the README). */
async function main() {
  const config = loadConfig();
  const repository = createSqliteRepository(openDatabase(config.dbPath));
  const app = await buildApp({ config, repository });
  config.warnings.forEach((warning) => app.log.warn(warning));
  if (config.seedDemoUsers) {
    const added = await seedDemoUsers(repository);
    if (added > 0) app.log.info({ added }, 'demo accounts added');
  }

  const stop = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'stopping');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: config.dbPath, origins: config.corsOrigins }, 'reference API ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
