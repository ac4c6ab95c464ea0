/** What every coupon command and query is given: the database and the clock. */
import type { Database } from '../../db/client.js';

export interface CouponContext {
  db: Database;
  now: () => number;
}
