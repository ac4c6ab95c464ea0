/**
 * API keys for automation (docs/operator-console.md, "API keys"): `ops_` and 32 random bytes,
 * shown once; the table keeps SHA-256 of the key (256 random bits need no slow hash), a prefix to
 * tell keys apart, and the scopes (permissions) the key holds.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { OpsApiKey, OpsPermission } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { operatorApiKeys } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { writeAudit, type AuditContext } from './audit.js';
import { tokenHash } from './sign-in-service.js';

export const API_KEY_PREFIX = 'ops_';

type KeyRow = typeof operatorApiKeys.$inferSelect;

function keyView(row: KeyRow): OpsApiKey {
  return {
    id: String(row.id),
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    created_by: String(row.createdBy),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
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
        await writeAudit(tx, context, { action: 'api-key.create', target: `key:${row!.id}`, after: keyView(row!) });
        return { api_key: keyView(row!), secret };
      }),

    list: async (afterId: number, limit: number) => {
      const rows = await db
        .select()
        .from(operatorApiKeys)
        .where(gt(operatorApiKeys.id, afterId))
        .orderBy(asc(operatorApiKeys.id))
        .limit(limit);
      return rows.map(keyView);
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
        await writeAudit(tx, context, {
          action: 'api-key.revoke',
          target: `key:${id}`,
          before: keyView(before),
          after: keyView(after!),
        });
        return keyView(after!);
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
