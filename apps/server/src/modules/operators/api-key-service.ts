/**
 * API keys for automation (docs/operator-console.md, "API keys"): `ops_` and 32 random bytes,
 * shown once; the table keeps SHA-256 of the key (256 random bits need no slow hash), a prefix to
 * tell keys apart, and the scopes (permissions) the key holds.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OpsApiKey, OpsPermission } from '@culture/protocol';
import { rows, type Database, type Transaction } from '../../db/client.js';
import { operatorApiKeys, operators } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { writeAudit, type AuditContext } from './audit.js';
import { tokenHash } from './sign-in-service.js';

export const API_KEY_PREFIX = 'ops_';

type KeyRow = typeof operatorApiKeys.$inferSelect;

type LastUse = OpsApiKey['last_use'];

function keyView(row: KeyRow, makerLogin: string, lastUse: LastUse = null): OpsApiKey {
  return {
    id: String(row.id),
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    created_by: String(row.createdBy),
    created_by_login: makerLogin,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_use: lastUse,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** The maker's sign-in name (operators are never deleted, only disabled, so it always exists). */
async function makerLogin(db: Database, operatorId: number) {
  const [row] = await db.select({ login: operators.login }).from(operators).where(eq(operators.id, operatorId));
  return row?.login ?? '';
}

/**
 * Each key's latest audit row (one index range scan per key on the log's `(actor, id)` index, however
 * many rows a busy key has).
 */
async function lastUses(db: Database | Transaction, ids: number[]): Promise<Map<number, NonNullable<LastUse>>> {
  if (ids.length === 0) return new Map();
  const found = rows<{ id: number; at: Date | string; action: string; after: unknown; ip: string | null }>(
    await db.execute(sql`select k.id, a.at, a.action, a.after, a.ip
          from unnest(${`{${ids.join(',')}}`}::int[]) as k(id)
          cross join lateral (
            select at, action, after, ip from operator_audit where actor = 'key:' || k.id order by id desc limit 1
          ) a`),
  );
  return new Map(
    found.map((row) => {
      const after = (row.action === 'api-key.use' ? row.after : null) as { method?: string; route?: string } | null;
      const at = row.at instanceof Date ? row.at : new Date(row.at);
      return [
        Number(row.id),
        { at: at.toISOString(), action: row.action, method: after?.method ?? null, route: after?.route ?? null, ip: row.ip },
      ];
    }),
  );
}

export function createApiKeyService({ db, now }: { db: Database; now: () => number }) {
  return {
    create: (context: AuditContext, createdBy: number, name: string, scopes: OpsPermission[]) =>
      db.transaction(async (tx) => {
        const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
        const [row] = await tx
          .insert(operatorApiKeys)
          .values({
            keyHash: tokenHash(secret),
            prefix: secret.slice(0, 12),
            name,
            scopes: [...new Set(scopes)],
            createdBy,
            createdAt: new Date(now()),
          })
          .returning();
        const view = keyView(row!, await makerLogin(tx, createdBy));
        await writeAudit(tx, context, { action: 'api-key.create', target: `key:${row!.id}`, after: view });
        return { api_key: view, secret };
      }),

    list: async (afterId: number, limit: number) => {
      const found = await db
        .select({ key: operatorApiKeys, login: operators.login })
        .from(operatorApiKeys)
        .innerJoin(operators, eq(operators.id, operatorApiKeys.createdBy))
        .where(gt(operatorApiKeys.id, afterId))
        .orderBy(asc(operatorApiKeys.id))
        .limit(limit);
      const uses = await lastUses(
        db,
        found.map((row) => row.key.id),
      );
      return found.map((row) => keyView(row.key, row.login, uses.get(row.key.id) ?? null));
    },

    revoke: (context: AuditContext, id: number) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(operatorApiKeys).where(eq(operatorApiKeys.id, id));
        if (!before) throw new ApiError('notFound');
        const [after] = await tx
          .update(operatorApiKeys)
          .set({ revokedAt: before.revokedAt ?? new Date(now()) })
          .where(eq(operatorApiKeys.id, id))
          .returning();
        const login = await makerLogin(tx, before.createdBy);
        const lastUse = (await lastUses(tx, [id])).get(id) ?? null;
        await writeAudit(tx, context, {
          action: 'api-key.revoke',
          target: `key:${id}`,
          before: keyView(before, login, lastUse),
          after: keyView(after!, login, lastUse),
        });
        return keyView(after!, login, lastUse);
      }),

    /** The live key a bearer secret names, marked used now; null when unknown or revoked. */
    async authenticate(secret: string) {
      if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 100) return null;
      const [row] = await db
        .update(operatorApiKeys)
        .set({ lastUsedAt: new Date(now()) })
        .where(and(eq(operatorApiKeys.keyHash, tokenHash(secret)), isNull(operatorApiKeys.revokedAt)))
        .returning();
      return row ?? null;
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
