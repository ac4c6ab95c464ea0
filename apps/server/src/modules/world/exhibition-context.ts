/** What every exhibition command and query is given. */
import type { Database } from '../../db/client.js';
import type { PublishedRows } from './published-rows.js';
import type { RoomAdmissions } from './room-admissions.js';
import type { WorldCatalog } from './world-catalog.js';

/** Who is in each instant group (the messaging gateway's, see modules/messaging). */
export interface RoomOccupancy {
  counts(groups: string[]): Promise<number[]>;
  members(group: string): Promise<bigint[]>;
}

export interface ExhibitionContext {
  db: Database;
  now: () => number;
  catalog: WorldCatalog;
  occupancy: RoomOccupancy;
  /** Places held for visitors admitted in the last ADMISSION_HOLD_MS (Redis when configured). */
  admissions: RoomAdmissions;
  visitorCap: number;
  published: PublishedRows;
}
