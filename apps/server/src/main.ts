/**
 * Process entry: validate config, open and migrate the database, seed demo content, listen, and
 * shut down gracefully on SIGINT/SIGTERM (stop accepting, close idle keep-alive connections, answer
 * 503 to requests that still arrive on busy ones, finish in-flight requests, close messaging sockets
 * with "service restart" so clients reconnect to another node, close the database), with a hard
 * deadline so a stuck request cannot keep the process alive (docs/operations.md "When a part fails"). A DATA_DIR that
 * cannot be used, or that another server holds, stops start-up with exit code 78 like bad config.
 */
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { DataDirError } from './db/data-dir-lock.js';
import { seedDemoContent } from './db/seed/seed.js';
import { bootstrapDevelopmentOwner } from './modules/operators/bootstrap.js';

async function start() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      onFatal: (reason) => {
        // The embedded engine is gone: exit so a supervisor restarts us on a clean open.
        console.error(`embedded database failed: ${reason}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DataDirError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG, like a bad variable: the operator has to fix DATA_DIR
    }
    throw error;
  }
  await database.migrate();
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, database, expirySweepMs: 10 * 60_000, chainIndexer: true });
  } catch (error) {
    // Files named by the configuration (the whitelist proofs) are checked as the app is built.
    if (error instanceof ConfigError) {
      console.error(error.message);
      await database.close();
      process.exit(78);
    }
    throw error;
  }
  if (database.upgrade) {
    const { fromMajor, toMajor, backupDir, tables, rows } = database.upgrade;
    app.log.warn(
      { fromMajor, toMajor, backupDir, tables, rows },
      `embedded database carried over from PostgreSQL ${fromMajor} to ${toMajor}; the old copy is kept at ${backupDir} and can be deleted`,
    );
  }
  if (config.seedDemo) {
    const seeded = await seedDemoContent(database.db);
    app.log.info({ seeded }, 'demo content checked');
  }
  // Development only: the first start with no operator creates `owner` (docs/operator-console.md).
  if (config.env === 'development') {
    await bootstrapDevelopmentOwner(database.db, config.publicOrigin, (message) => app.log.warn(message));
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind, url: `http://localhost:${config.port}` }, 'culture app ready');
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
