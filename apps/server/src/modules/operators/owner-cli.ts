/**
 * `npm run ops:owner -- --login <name>` (scripts/ops/run.mjs): creates an owner with a random
 * password and prints how to sign in. Reads DATA_DIR / DATABASE_URL like the server; with the
 * embedded database the server must be stopped (it holds DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { createFirstOwner, signInHelp } from './bootstrap.js';

async function main() {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { login: { type: 'string' } } });
  if (!values.login) throw new Error('usage: npm run ops:owner -- --login <name>');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    await database.migrate();
    const { operator, password } = await createFirstOwner(database.db, values.login);
    console.log(signInHelp(operator.login, password, config.publicOrigin));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
