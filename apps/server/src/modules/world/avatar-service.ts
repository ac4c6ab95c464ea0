/**
 * A member's world avatar: official dresses and the chosen one, the upload link, the uploaded model
 * (checked by model-check.ts, stored in the database so every server process can serve it).
 *
 * The upload link carries an HMAC-signed token "<user id>.<expiry, epoch seconds>.<mac>": it works
 * without a session header, like an object store's presigned URL, for ten minutes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { API_PATHS, WORLD_BUDGET, type Dress, type Locale, type ModelUploadResult, type UploadLink } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { dressPurchases, shopProducts, vrAvatars, vrDresses } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import type { ModelCheckQueue, UploadTicket } from './model-check-queue.js';
import { userModelUrl } from './user-model-url.js';
import type { WorldCatalog } from './world-catalog.js';

export const UPLOAD_LINK_TTL_S = 10 * 60;
/** Uploads one member may make per hour: each costs a validator run of up to 16 MiB. */
export const UPLOADS_PER_HOUR = 20;

/** Whether the member may wear an official dress: one without a shop product, or one they bought and still own. */
async function mayWearDress(db: Database, userId: bigint, dressId: string): Promise<boolean> {
  const [row] = await db
    .select({
      priced: sql<boolean>`exists (select 1 from ${shopProducts} where ${shopProducts.dressId} = ${dressId})`,
      owned: sql<boolean>`exists (select 1 from ${dressPurchases} where ${and(
        eq(dressPurchases.userId, userId),
        eq(dressPurchases.dressId, dressId),
        isNull(dressPurchases.withdrawnAt),
      )})`,
    })
    .from(sql`(select 1) as one`);
  return !row!.priced || row!.owned;
}
export function createAvatarService({
  db,
  now,
  serverSecret,
  catalog,
  uploads,
  counters,
}: {
  db: Database;
  now: () => number;
  serverSecret: string;
  catalog: WorldCatalog;
  uploads: ModelCheckQueue;
  counters: CounterStore;
}) {
  const key = createHmac('sha256', serverSecret).update('world:model-upload').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);

  /** The member a live upload token belongs to; 40051 when forged or expired. */
  function uploader(token: string): bigint {
    const match = /^([1-9]\d{0,18})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
    const expected = match ? Buffer.from(mac(`${match[1]}.${match[2]}`)) : null;
    if (!match || !expected || !timingSafeEqual(expected, Buffer.from(match[3]!)) || Number(match[2]) * 1000 < now()) {
      throw new ApiError('vrUploadLinkInvalid');
    }
    return BigInt(match[1]!);
  }

  return {
    async officialDresses(locale: Locale): Promise<Dress[]> {
      const rows = await db.select().from(vrDresses).orderBy(asc(vrDresses.sortOrder), asc(vrDresses.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name[locale],
        thumbnail: catalog.current(row.thumbnail),
        colors: {
          skin: row.colors.skin!,
          body: row.colors.body!,
          trim: row.colors.trim!,
          legs: row.colors.legs!,
          hat: row.colors.hat ?? null,
        },
      }));
    },

    /** An official dress, or `null`: the member's own uploaded model (which must exist). */
    async chooseDress(userId: bigint, dressId: string | null): Promise<void> {
      const updatedAt = new Date(now());
      if (dressId === null) {
        const worn = await db
          .update(vrAvatars)
          .set({ dressId: null, updatedAt })
          .where(and(eq(vrAvatars.userId, userId), isNotNull(vrAvatars.modelHash)))
          .returning({ userId: vrAvatars.userId });
        if (worn.length === 0) throw new ApiError('vrModelNotFound');
        return;
      }
      const [dress] = await db.select({ id: vrDresses.id }).from(vrDresses).where(eq(vrDresses.id, dressId));
      if (!dress) throw new ApiError('dressNotFound');
      // A dress with a price (a shop product) is worn once bought (docs/payments.md, "Products and prices").
      if (!(await mayWearDress(db, userId, dressId))) throw new ApiError('dressNotOwned');
      await db
        .insert(vrAvatars)
        .values({ userId, dressId, updatedAt })
        .onConflictDoUpdate({ target: vrAvatars.userId, set: { dressId, updatedAt } });
    },

    /** `{id}` must be the caller's own id: a link uploads to the account that asked for it. */
    uploadLink(userId: bigint, requestedId: bigint): UploadLink {
      if (userId !== requestedId) throw new ApiError('forbidden');
      const expires = Math.floor(now() / 1000) + UPLOAD_LINK_TTL_S;
      const payload = `${userId}.${expires}`;
      return {
        uploadUrl: API_PATHS.vrModelUpload.replace(':token', `${payload}.${mac(payload)}`),
        method: 'PUT',
        contentType: 'model/gltf-binary',
        expiresAt: new Date(expires * 1000).toISOString(),
        maxBytes: WORLD_BUDGET.maxFileBytes - 1,
      };
    },

    uploader,

    /**
     * Lets an upload in before its body is read: a live link (40051), no other upload of this
     * member in flight (40950) and a place in the check queue (50301). The ticket must be
     * released when the request ends, whatever happens to it.
     */
    admitUpload(token: string): { userId: bigint; ticket: UploadTicket } {
      const userId = uploader(token);
      return { userId, ticket: uploads.admit(userId) };
    },

    /** Checks an admitted upload's body (abandoned when `clientGone` aborts) and stores it. */
    async storeModel(userId: bigint, bytes: Buffer, ticket: UploadTicket, clientGone: AbortSignal): Promise<ModelUploadResult> {
      const { count, resetInMs } = await counters.hit(`world:model-upload:${userId}`, 3_600_000);
      if (count > UPLOADS_PER_HOUR) throw new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
      const result = await ticket.check(bytes, clientGone);
      if (!result.ok) {
        // Error details are strings on the wire (the error envelope's `details`).
        const { budget } = result;
        const details: Record<string, string> = { model: result.reason };
        if (budget) Object.assign(details, { budget: budget.kind, found: String(budget.found), limit: String(budget.limit) });
        throw new ApiError('vrModelInvalid', { details });
      }
      const modelHash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const updatedAt = new Date(now());
      // The member may have been deleted since the link was issued: the foreign key refuses (400).
      // The new model is worn at once (no dress); choosing a dress later keeps it stored.
      await db
        .insert(vrAvatars)
        .values({ userId, modelHash, model: bytes, dressId: null, updatedAt })
        .onConflictDoUpdate({ target: vrAvatars.userId, set: { modelHash, model: bytes, dressId: null, updatedAt } });
      return { url: userModelUrl(userId, modelHash), ...result.figures };
    },

    async model(userId: bigint): Promise<{ bytes: Buffer; hash: string }> {
      const [row] = await db
        .select({ model: vrAvatars.model, hash: vrAvatars.modelHash })
        .from(vrAvatars)
        .where(eq(vrAvatars.userId, userId));
      if (!row?.model || !row.hash) throw new ApiError('vrModelNotFound');
      return { bytes: row.model, hash: row.hash };
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
