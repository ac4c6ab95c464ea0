/**
 * Long work over a file of rows (the console's CSV issue, docs/operator-console.md "Coupons") runs
 * beside members' requests: it gives them a turn every so many rows so that no single stretch holds
 * the event loop for more than a few milliseconds, and at each turn it rests as long as it worked,
 * whether the work was JavaScript over the rows (which shares the one thread with members'
 * requests) or a database statement (whose backend takes a whole core while it runs). So the work
 * leaves the cores to members' requests at least half the time in every phase (bench/ops measures
 * the members' p99 meanwhile).
 */
import { setTimeout as sleep } from 'node:timers/promises';

const eventLoopTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows handled between two turns: each step here costs a few microseconds, so a few ms a stretch. */
export const ROWS_PER_TURN = 1_000;

/** Rows per statement of bulk database work: each statement a few milliseconds of a backend's time. */
export const ROWS_PER_STATEMENT = 500;

/**
 * How long bulk work rests after a statement, as a multiple of the time the statement took: 1 keeps
 * its backend busy at most half the time. bench/ops, 100,000 coupons: 2 took 49 s, too near the 60 s
 * the console promises; 1 takes 33 s with the members' median p99 1.2–1.3× idle; without rests it
 * was 11 s at 2.4–2.6×.
 */
const REST_PER_WORK = 1;

/**
 * A pacer for one loop of bulk work: call it between two statements, or every ROWS_PER_TURN rows of
 * work in JavaScript. It gives other requests a turn, then rests in proportion to the time since
 * the previous call (or since it was made).
 */
export function bulkPacer(rest = REST_PER_WORK): () => Promise<void> {
  let since = performance.now();
  return async () => {
    const worked = performance.now() - since;
    await eventLoopTurn();
    if (rest > 0 && worked > 0) await sleep(worked * rest);
    since = performance.now();
  };
}
