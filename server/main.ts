import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoUsers } from './seed';
import { openStore } from './store';

/** `npm run api`: the reference auth API on SQLite or PostgreSQL (settings in docs/reference-api.md). */
async function main() {
  const config = loadConfig();
  const { repository, where } = await openStore(config);
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
  app.log.info({ database: where, origins: config.corsOrigins }, 'reference API ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
