import pino from 'pino';
import { buildApp, servesApiDocs } from './app';
import {
  assertCanSendMail,
  assertPaymentsProvider,
  ConfigError,
  loadConfig,
  redactUrl,
} from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError, holdDataDir } from './db/data-dir-lock';
import { isDatabaseEmpty, seedDemoData } from './demo/seed';
import { buildMetricsApp } from './health/metrics-app';
import { spaRoots } from './paths';
import { jobLogFields } from './platform/log-context';
import { createWiredDeps } from './wiring';

/** Stops the start with a message for the person at the terminal, not a stack trace. */
class StartError extends Error {}

function readConfig() {
  const config = loadConfig();
  assertCanSendMail(config, 'the server (sign-up, password reset and booking mail)');
  assertPaymentsProvider(config);
  return config;
}

/** Opens the database, saying which one could not be reached (its password left out). */
async function openConfiguredDatabase(config: ReturnType<typeof loadConfig>) {
  if (!config.DATABASE_URL) process.on('exit', holdDataDir(config.dataDir));
  try {
    return await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      poolMax: { main: config.DB_POOL_MAX, search: config.SEARCH_DB_POOL_MAX },
      poolMode: config.DATABASE_POOL_MODE,
    });
  } catch (error) {
    const where = config.DATABASE_URL
      ? `PostgreSQL at ${redactUrl(config.DATABASE_URL)}`
      : `the embedded database in ${config.dataDir}`;
    throw new StartError(`Cannot open ${where}: ${(error as Error).message}`);
  }
}

/** Listens, or says which setting names the port that is taken. */
async function listen(
  app: { listen(options: object): Promise<unknown> },
  port: number,
  setting: string,
  host: string,
) {
  try {
    await app.listen({ host, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new StartError(`Port ${port} (${setting}) is already in use by another program.`);
  }
}

/** One process, two listeners: the marketplace (WEB_PORT) and the back-office (BACKOFFICE_PORT). */
async function main() {
  const config = readConfig();
  // Readable lines for a person at a terminal; JSON lines for a log collector.
  const pretty = (config.DEMO || config.NODE_ENV === 'development') && process.stdout.isTTY;
  const logger = pino({
    level: config.LOG_LEVEL,
    // A running job's name, id and the request that queued it, in each of its lines.
    mixin: jobLogFields,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });

  const database = await openConfiguredDatabase(config);
  // Migrating is the release step's (`npm run migrate`), done once before instances start or
  // roll; an instance only checks, so it starts in seconds and never on an older schema.
  const pending = await database.pendingMigrations();
  if (pending > 0) {
    await database.close();
    throw new StartError(
      `The database lacks ${pending} migration(s) of this build: run \`npm run migrate\` ` +
        '(the release step) with the same settings first.',
    );
  }
  logger.info({ database: database.kind, dataDir: config.dataDir }, 'database ready');

  const deps = createWiredDeps(config, database, logger);
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
    area: 'marketplace',
    spaRoot: spaRoots.web,
    publicPages: true,
    logger: logger.child({ listener: 'web' }),
  });
  const backoffice = await buildApp(deps, {
    area: 'backoffice',
    spaRoot: spaRoots.backoffice,
    logger: logger.child({ listener: 'backoffice' }),
  });
  await listen(web, config.WEB_PORT, 'WEB_PORT', config.HOST);
  await listen(backoffice, config.BACKOFFICE_PORT, 'BACKOFFICE_PORT', config.HOST);
  const metrics =
    config.METRICS_PORT === undefined
      ? undefined
      : await buildMetricsApp(deps, logger.child({ listener: 'metrics' }));
  if (metrics) await listen(metrics, config.METRICS_PORT ?? 0, 'METRICS_PORT', config.METRICS_HOST);
  await deps.jobs.start();
  const docs = servesApiDocs(config)
    ? `, API docs on ${config.webUrl}/docs and ${config.backofficeUrl}/docs`
    : '';
  logger.info(`marketplace on ${config.webUrl}, back-office on ${config.backofficeUrl}${docs}`);

  // Stop taking connections, let running requests finish, then release the database.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await Promise.allSettled([web.close(), backoffice.close(), metrics?.close(), deps.jobs.stop()]);
    await deps.pubsub.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  const known = [ConfigError, DataDirInUseError, StartError].some((kind) => error instanceof kind);
  console.error(known ? error.message : error);
  process.exit(1);
});
