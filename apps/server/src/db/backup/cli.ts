/**
 * The operations commands (docs/operations.md): `npm run backup`, `npm run restore` and
 * `npm run migrate-to-postgres`. Which engine a backup or restore is for follows the server's own
 * configuration: DATABASE_URL (or --database-url) for PostgreSQL, DATA_DIR (or --data-dir) for
 * the embedded database.
 *
 *   npm run backup -- --to <archive dir>
 *   npm run restore -- --from <archive dir>            (into an empty DATA_DIR or database)
 *   npm run migrate-to-postgres -- --from <DATA_DIR> --to postgres://…
 *
 * Exit codes: 0 done, 64 bad arguments, 65 the archive or target cannot be used (nothing changed), 1 other failures.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from './archive.js';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.js';
import { migrateToPostgres } from './migrate-to-postgres.js';
import { backupPostgres, restorePostgres } from './postgres-backup.js';

const USAGE = `usage:
  backup  --to <archive dir> [--data-dir <DATA_DIR> | --database-url <url>]
  restore --from <archive dir> [--data-dir <DATA_DIR> | --database-url <url>]
  migrate-to-postgres --from <DATA_DIR> --to <postgres url>
DATA_DIR and DATABASE_URL are read from the environment when not given (DATA_DIR defaults to ./data).`;

class UsageError extends Error {}

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      to: { type: 'string' },
      from: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'] ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL || undefined);
  const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
  return { ...values, databaseUrl, dataDir };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

async function main(command: string | undefined, argv: string[]): Promise<string> {
  const args = options(argv);
  if (command === 'backup') {
    const archive = path.resolve(required(args.to, 'to'));
    if (args.databaseUrl) {
      const { manifest } = await backupPostgres({ url: args.databaseUrl, archive });
      return `PostgreSQL backed up into ${archive} (${manifest.files.length} files)`;
    }
    const { manifest, online } = await backupEmbedded({ dataDir: args.dataDir, archive });
    const rows = Object.values(manifest.tables ?? {}).reduce((sum, n) => sum + n, 0);
    return `${args.dataDir} backed up into ${archive} (${rows} rows; ${online ? 'from the running server' : 'server stopped'})`;
  }
  if (command === 'restore') {
    const archive = path.resolve(required(args.from, 'from'));
    const restored = args.databaseUrl
      ? await restorePostgres({ archive, url: args.databaseUrl })
      : await restoreEmbedded({ archive, dataDir: args.dataDir });
    return `restored ${restored.tables} tables, ${restored.rows} rows from ${archive}`;
  }
  if (command === 'migrate-to-postgres') {
    const from = path.resolve(required(args.from, 'from'));
    const to = required(args.to, 'to');
    const result = await migrateToPostgres({ from, to });
    return `copied ${result.tables} tables, ${result.rows} rows from ${from}; row counts match. Set DATABASE_URL and start the server.`;
  }
  throw new UsageError(command ? `unknown command ${command}` : 'no command');
}

main(process.argv[2], process.argv.slice(3)).then(
  (message) => {
    console.log(message);
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n${USAGE}`);
      process.exit(64); // EX_USAGE
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof BackupError ? 65 : 1); // EX_DATAERR: nothing was changed
  },
);
