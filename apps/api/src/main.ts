import pino from 'pino';
import { buildApp } from './app';
import { createAppDeps } from './app-deps';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { isDatabaseEmpty, seedDemoData } from './demo/seed';
import { spaRoots } from './paths';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** One process, two listeners: the marketplace (WEB_PORT) and the back-office (BACKOFFICE_PORT). */
async function main() {
  const config = readConfig();
  // Readable lines for a person at a terminal; JSON lines for a log collector.
  const pretty = (config.DEMO || config.NODE_ENV === 'development') && process.stdout.isTTY;
  const logger = pino({
    level: config.LOG_LEVEL,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
  });
  // Normally `npm run migrate` did this already; then it only checks (see cli/migrate.ts).
  await migrateDatabase(database);
  logger.info({ database: database.kind, dataDir: config.dataDir }, 'database ready');

  const deps = createAppDeps(config, database, logger);
  if (config.DEMO && (await isDatabaseEmpty(database.db))) {
    logger.info('empty database: loading the demo marketplace');
    const started = Date.now();
    const demo = await seedDemoData(database.db, deps.storage);
    logger.info(
      { professionals: demo.professionals, customers: demo.customers, ms: Date.now() - started },
      `demo data loaded; back-office owner: ${demo.ownerEmail} / ${demo.ownerPassword}`,
    );
  }

  const web = await buildApp(deps, {
    spaRoot: spaRoots.web,
    publicPages: true,
    logger: logger.child({ listener: 'web' }),
  });
  const backoffice = await buildApp(deps, {
    spaRoot: spaRoots.backoffice,
    logger: logger.child({ listener: 'backoffice' }),
  });
  await web.listen({ host: config.HOST, port: config.WEB_PORT });
  await backoffice.listen({ host: config.HOST, port: config.BACKOFFICE_PORT });
  await deps.jobs.start();
  logger.info(
    `marketplace on ${config.webUrl}, back-office on ${config.backofficeUrl}, API docs on ${config.webUrl}/docs`,
  );

  // Stop taking connections, let running requests finish, then release the database.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await Promise.allSettled([web.close(), backoffice.close(), deps.jobs.stop()]);
    await deps.pubsub.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
