/**
 * Everyone entering a room reads the same published row (a crowd at an event's start): kept a few
 * seconds per process. An operator's change on this process drops it at once; other processes see
 * it within PUBLISHED_CACHE_MS. Only published rows are kept (unknown ids are not).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vrExhibitions } from '../../db/schema.js';

export type ExhibitionRow = typeof vrExhibitions.$inferSelect;

/** How long a process keeps a published exhibition's row for the detail call. */
const PUBLISHED_CACHE_MS = 5_000;
const MAX_KEPT = 1000;

export async function exhibitionRow(db: Database, id: bigint): Promise<ExhibitionRow | null> {
  const [row] = await db.select().from(vrExhibitions).where(eq(vrExhibitions.id, id));
  return row ?? null;
}

export interface PublishedRows {
  /** The exhibition's row (published or not), null when there is none. */
  read(id: bigint): Promise<ExhibitionRow | null>;
  /** After an operator's change. */
  forget(id: bigint): void;
}

export function createPublishedRows(db: Database, now: () => number): PublishedRows {
  const kept = new Map<bigint, { row: ExhibitionRow; until: number }>();
  return {
    async read(id) {
      const cached = kept.get(id);
      if (cached && cached.until > now()) return cached.row;
      const row = await exhibitionRow(db, id);
      if (row?.publishedAt) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(id, { row, until: now() + PUBLISHED_CACHE_MS });
      } else kept.delete(id);
      return row;
    },
    forget: (id) => void kept.delete(id),
  };
}
