/**
 * "Download my data" (PIPL Art. 45; docs/privacy.md, "A copy of your data"): a request is a row in
 * data_exports; a worker on any process claims the oldest open one with FOR UPDATE SKIP LOCKED and
 * a lease (a job whose process died is taken again when the lease ends), builds the zip with its
 * progress in the row, and keeps it 24 hours for the person who asked. Each step is audited.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DATA_EXPORT_VALID_MS, type DataExport, type Locale } from '@culture/protocol';
import { rows, type Database } from '../../db/client.js';
import { dataExports, privacyAudit } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import { ApiError } from '../../lib/api-error.js';
import { buildExport } from './export-builder.js';

/** A worker that has not finished in this time is presumed dead; the job is taken again. */
export const EXPORT_LEASE_MS = 10 * 60_000;

type Row = typeof dataExports.$inferSelect;

function present(r: Omit<Row, 'zip'>, now: () => number): DataExport {
  const expired = r.state === 'expired' || (r.state === 'ready' && r.expiresAt !== null && r.expiresAt.getTime() <= now());
  return {
    id: r.id.toString(),
    state: expired ? 'expired' : r.state,
    progress: r.progress,
    requestedAt: r.requestedAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    size: r.size,
    downloadPath: r.state === 'ready' && !expired ? `/api/v2/me/data-exports/${r.id}/download` : null,
  };
}
const columns = {
  id: dataExports.id,
  userId: dataExports.userId,
  state: dataExports.state,
  progress: dataExports.progress,
  locale: dataExports.locale,
  requestedAt: dataExports.requestedAt,
  leasedUntil: dataExports.leasedUntil,
  finishedAt: dataExports.finishedAt,
  expiresAt: dataExports.expiresAt,
  size: dataExports.size,
};

/** Claims and builds the oldest open export; false when there was none. */
async function runNext(db: Database, now: () => number): Promise<boolean> {
  const at = new Date(now());
  const claimed = await db.transaction(async (tx) => {
    const [open] = rows<{ id: string | bigint }>(
      await tx.execute(sql`select id from data_exports
        where state = 'queued' or (state = 'running' and leased_until < ${at})
        order by requested_at limit 1 for update skip locked`),
    );
    if (!open) return null;
    const [row] = await tx
      .update(dataExports)
      .set({ state: 'running', progress: 0, leasedUntil: new Date(at.getTime() + EXPORT_LEASE_MS) })
      .where(eq(dataExports.id, BigInt(open.id)))
      .returning(columns);
    return row!;
  });
  if (!claimed) return false;
  const setProgress = async (progress: number) => {
    await db.update(dataExports).set({ progress }).where(eq(dataExports.id, claimed.id));
  };
  try {
    const zip = await buildExport(db, claimed.userId, claimed.locale as Locale, at, setProgress);
    const finished = new Date(now());
    await db.transaction(async (tx) => {
      await tx
        .update(dataExports)
        .set({
          state: 'ready',
          progress: 100,
          zip: Buffer.from(zip),
          size: zip.byteLength,
          finishedAt: finished,
          expiresAt: new Date(finished.getTime() + DATA_EXPORT_VALID_MS),
          leasedUntil: null,
        })
        .where(eq(dataExports.id, claimed.id));
      await tx
        .insert(privacyAudit)
        .values({ userId: claimed.userId, action: 'export.ready', exportId: claimed.id, at: finished });
    });
  } catch (err) {
    await db.update(dataExports).set({ state: 'failed', leasedUntil: null }).where(eq(dataExports.id, claimed.id));
    throw err;
  }
  return true;
}

export function createExportJobs({ db, now }: { db: Database; now: () => number }) {
  return {
    async latest(userId: bigint): Promise<DataExport | null> {
      const [row] = await db
        .select(columns)
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
        .limit(1);
      return row ? present(row, now) : null;
    },

    /** Queues an export; one open at a time per person (40972). */
    async request(userId: bigint, locale: Locale, ip: string | null): Promise<DataExport> {
      return db.transaction(async (tx) => {
        // Serialises two requests of one person (the users row is the lock every account change takes).
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const open = await tx
          .select({ id: dataExports.id })
          .from(dataExports)
          .where(and(eq(dataExports.userId, userId), inArray(dataExports.state, ['queued', 'running'])))
          .limit(1);
        if (open.length > 0) throw new ApiError('dataExportInProgress');
        const at = new Date(now());
        const [row] = await tx
          .insert(dataExports)
          .values({ id: nextId(now), userId, state: 'queued', locale, requestedAt: at })
          .returning(columns);
        await tx.insert(privacyAudit).values({ userId, action: 'export.requested', exportId: row!.id, at, ip });
        return present(row!, now);
      });
    },

    /** Claims and builds the oldest open export; false when there was none. */
    runNext: () => runNext(db, now),

    /** Runs every open export (the sweep; tests call it by hand). */
    async runAll(): Promise<number> {
      let n = 0;
      while (await this.runNext()) n += 1;
      return n;
    },

    /**
     * The zip, for the person who asked only: anyone else (and a missing id) gets 40470, so an id
     * says nothing about whether it exists. After 24 hours: 41070.
     */
    async download(userId: bigint, id: bigint, ip: string | null): Promise<Uint8Array> {
      const [row] = await db
        .select({ userId: dataExports.userId, state: dataExports.state, expiresAt: dataExports.expiresAt, zip: dataExports.zip })
        .from(dataExports)
        .where(eq(dataExports.id, id))
        .limit(1);
      if (!row || row.userId !== userId) throw new ApiError('dataExportNotFound');
      if (row.state === 'expired' || (row.expiresAt && row.expiresAt.getTime() <= now())) throw new ApiError('dataExportExpired');
      if (row.state !== 'ready' || !row.zip) throw new ApiError('dataExportNotReady');
      await db.insert(privacyAudit).values({ userId, action: 'export.downloaded', exportId: id, at: new Date(now()), ip });
      return row.zip;
    },

    /** Drops the zips whose 24 hours have passed (the row stays, marked expired). */
    async expireDue(): Promise<number> {
      const done = await db
        .update(dataExports)
        .set({ state: 'expired', zip: null })
        .where(and(eq(dataExports.state, 'ready'), lte(dataExports.expiresAt, new Date(now()))))
        .returning({ id: dataExports.id });
      return done.length;
    },
  };
}

export type ExportJobs = ReturnType<typeof createExportJobs>;
