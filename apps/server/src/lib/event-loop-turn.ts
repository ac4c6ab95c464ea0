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
 * How long bulk work rests, as a multiple of the time it last worked: 2 leaves the cores to members
 * two thirds of the time. bench/ops, 100,000 coupons on a quiet machine, with the rows held compactly
 * (member-csv.ts): 2 takes 17–22 s with members' p99 1.5–1.7× idle in every window; 1 took 10–15 s
 * at up to 2.2× (docs/benchmarks.md). Before the compact rows, 1 took 33 s on a loaded machine and 2
 * took 49 s, too near the 60 s the console promises; a loaded machine stays the budget's test.
 */
const REST_PER_WORK = 2;

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
