/**
 * Write-combining of in-app claims per event: while one claim (or batch) of an event is being
 * written, the claims that arrive for it wait and then go to the database together, as ONE
 * transaction of one locking read and one statement, however many they are. An idle event pays
 * nothing: a claim that finds no write in flight goes at once, alone, by the one-statement path.
 *
 * Why this holds on several server processes: the batch first takes the event row's lock
 * (SELECT … FOR UPDATE). Every claim path writes that row first (the one statement, claimIn's
 * transaction, other processes' batches), so once the lock is held no other claim of the event is
 * in progress, and the next statement — in READ COMMITTED it takes a new snapshot — sees every
 * claim committed before. Under the lock the batch numbers the people who hold no badge yet
 * (serials claimed_count+1…, at most the supply left), inserts them and adds their count to the
 * row, then commits. The unique indexes (event, user) and (event, serial) stay the backstop: if
 * the batch fails on anything, it is rolled back whole and every claim in it goes again alone.
 */
import type { Pool } from 'pg';
import type { BadgeClaimMethod } from '@culture/protocol';
import type { EventRow } from './badge-wire.js';

/** One person's claim waiting in a batch. */
export interface PendingClaim {
  userId: bigint;
  id: bigint;
  verifyToken: string;
  at: Date;
}

/** What the batch decided for one claim. */
export type BatchOutcome =
  | { kind: 'claimed'; serial: number; event: EventRow }
  | { kind: 'alreadyClaimed' }
  /** Not claimable as the locked row stands (sold out, window, method, reward): the caller explains or takes the full path. */
  | { kind: 'refused'; event: EventRow }
  | { kind: 'noEvent' };

const EVENT_COLUMNS = `id, slug, page_slug as "pageSlug", name, story, benefits, artwork, supply,
  claimed_count as "claimedCount", opens_at as "opensAt", closes_at as "closesAt", methods,
  reward_template_id as "rewardTemplateId", sort_order as "sortOrder", created_at as "createdAt"`;

const LOCK_EVENT = {
  name: 'badge_batch_lock_event',
  text: `select ${EVENT_COLUMNS} from badge_events where slug = $1 for update`,
};

/**
 * Under the lock: people without a badge of the event, numbered in arrival order, at most $7 of
 * them ($7 null: no limit), inserted with serials $6+1…; the count added to the row. Answers the
 * inserted (user, serial) and the people who already held one (serial null).
 */
const CLAIM_BATCH = {
  name: 'badge_batch_claim',
  text: `with wanted as (
      select * from unnest($2::bigint[], $3::bigint[], $4::text[], $8::timestamptz[])
        with ordinality as w(user_id, id, verify_token, claimed_at, ord)),
    fresh as (
      select w.*, row_number() over (order by w.ord) as n from wanted w
      where not exists (select 1 from badge_claims c where c.event_id = $1 and c.user_id = w.user_id)),
    inserted as (
      insert into badge_claims (id, event_id, user_id, serial, method, claimed_at, verify_token)
      select id, $1, user_id, $6 + n, $5, claimed_at, verify_token from fresh where $7::int is null or n <= $7
      returning user_id, serial),
    counted as (
      update badge_events set claimed_count = claimed_count + (select count(*) from inserted) where id = $1
      returning claimed_count)
    select user_id::text, serial from inserted, counted
    union all
    select w.user_id::text, null from wanted w where not exists (select 1 from fresh f where f.user_id = w.user_id)`,
};

export interface ClaimBatcherOptions {
  pool: Pool;
  /** Claims in one batch at most (one statement's arrays). */
  maxBatch?: number;
  /** Whether the locked row takes a claim by this method now (window, method, supply left, no reward). */
  claimable: (event: EventRow, method: BadgeClaimMethod, at: Date) => boolean;
}

interface Waiting {
  claim: PendingClaim;
  resolve: (outcome: BatchOutcome) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  busy: boolean;
  waiting: Waiting[];
}

export function createClaimBatcher({ pool, maxBatch = 256, claimable }: ClaimBatcherOptions) {
  const queues = new Map<string, Queue>();

  /** Writes one batch (two or more people) in one transaction; throws when anything failed. */
  async function writeBatch(slug: string, method: BadgeClaimMethod, batch: PendingClaim[]): Promise<Map<bigint, BatchOutcome>> {
    const client = await pool.connect();
    // A connection whose transaction could not be rolled back is closed, not reused.
    let broken = false;
    try {
      await client.query('begin');
      const {
        rows: [event],
      } = await client.query<EventRow>({ ...LOCK_EVENT, values: [slug] });
      const outcomes = new Map<bigint, BatchOutcome>();
      // The window is judged at the newest claim's time (they arrived within one write's time).
      const at = batch[batch.length - 1]!.at;
      if (!event || !claimable(event, method, at)) {
        await client.query('rollback');
        for (const claim of batch) outcomes.set(claim.userId, event ? { kind: 'refused', event } : { kind: 'noEvent' });
        return outcomes;
      }
      const left = event.supply === null ? null : event.supply - event.claimedCount;
      const { rows } = await client.query<{ user_id: string; serial: number | null }>({
        ...CLAIM_BATCH,
        values: [
          event.id,
          batch.map((c) => c.userId.toString()),
          batch.map((c) => c.id.toString()),
          batch.map((c) => c.verifyToken),
          method,
          event.claimedCount,
          left,
          batch.map((c) => c.at),
        ],
      });
      await client.query('commit');
      const claimed = rows.filter((r) => r.serial !== null).length;
      const after = { ...event, claimedCount: event.claimedCount + claimed };
      for (const row of rows)
        outcomes.set(
          BigInt(row.user_id),
          row.serial === null ? { kind: 'alreadyClaimed' } : { kind: 'claimed', serial: row.serial, event: after },
        );
      // Neither inserted nor a holder already: the supply ran out within this batch.
      for (const claim of batch) if (!outcomes.has(claim.userId)) outcomes.set(claim.userId, { kind: 'refused', event: after });
      return outcomes;
    } catch (error) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async function drain(key: string, slug: string, method: BadgeClaimMethod, queue: Queue, single: SingleClaim) {
    while (queue.waiting.length > 0) {
      // One claim per person in a batch; a second one of the same person waits for the next batch.
      const taken: Waiting[] = [];
      const later: Waiting[] = [];
      const people = new Set<bigint>();
      for (const waiting of queue.waiting) {
        if (taken.length < maxBatch && !people.has(waiting.claim.userId)) {
          people.add(waiting.claim.userId);
          taken.push(waiting);
        } else later.push(waiting);
      }
      queue.waiting = later;
      if (taken.length === 1) {
        const [only] = taken;
        await single(only!.claim).then(only!.resolve, only!.reject);
        continue;
      }
      try {
        const outcomes = await writeBatch(
          slug,
          method,
          taken.map((w) => w.claim),
        );
        for (const waiting of taken) waiting.resolve(outcomes.get(waiting.claim.userId)!);
      } catch {
        // Rolled back whole: each claim goes again alone, where the one statement decides it.
        await Promise.all(taken.map((w) => single(w.claim).then(w.resolve, w.reject)));
      }
    }
    queue.busy = false;
    queues.delete(key);
  }

  /** The one-statement claim of one person, used when a claim finds no write in flight. */
  type SingleClaim = (claim: PendingClaim) => Promise<BatchOutcome>;

  return {
    /**
     * Claims for one person: at once and alone when no claim of this event is being written,
     * otherwise with the others that arrive meanwhile.
     */
    claim(slug: string, method: BadgeClaimMethod, claim: PendingClaim, single: SingleClaim): Promise<BatchOutcome> {
      const key = `${method}\u0000${slug}`;
      let queue = queues.get(key);
      if (!queue) queues.set(key, (queue = { busy: false, waiting: [] }));
      const outcome = new Promise<BatchOutcome>((resolve, reject) => queue.waiting.push({ claim, resolve, reject }));
      if (!queue.busy) {
        queue.busy = true;
        void drain(key, slug, method, queue, single);
      }
      return outcome;
    },
  };
}
