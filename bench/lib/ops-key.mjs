/**
 * An operator API key for the benches (docs/operator-console.md, "API keys"): production refuses
 * ADMIN_TOKEN, so a bench writes a key with every scope straight into its scratch database, as
 * the console would (SHA-256 of the key, made by a disabled `bench` operator who cannot sign in).
 * Call it once the server has migrated the database.
 */
import { createHash } from 'node:crypto';
import { repoRoot } from './server-process.mjs';

const { OPS_PERMISSIONS } = await import(`${repoRoot}/packages/protocol/dist/index.js`);

export const BENCH_API_KEY = 'ops_bench-api-key-0123456789abcdefghijklmnopqrstuv';

/** Inserts the bench operator and its key (idempotent); `db` is a connected pg client. */
export async function insertBenchApiKey(db) {
  const { rows } = await db.query(
    `insert into operators (login, display_name, password_hash, roles, disabled)
     values ('bench', 'Bench', '!', '["owner"]', true)
     on conflict (login) do update set login = excluded.login returning id`,
  );
  await db.query(
    `insert into operator_api_keys (key_hash, prefix, name, scopes, created_by)
     values ($1, $2, 'bench', $3, $4) on conflict (key_hash) do nothing`,
    [
      createHash('sha256').update(BENCH_API_KEY).digest(),
      BENCH_API_KEY.slice(0, 12),
      JSON.stringify(OPS_PERMISSIONS),
      rows[0].id,
    ],
  );
}
