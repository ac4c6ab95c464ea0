/**
 * Shares PGlite's one backend session among several wire connections. Each connection's batches
 * (a whole extended query up to Sync, a simple query, see wire-messages.ts) run one at a time and
 * whole, in arrival order, so no statement lands between another connection's Parse and Sync. A
 * connection whose answer leaves the session inside a transaction (ReadyForQuery 'T' or 'E'), or
 * mid-exchange (after Flush, during authentication), owns the session: only its batches run until
 * an answer ends with ReadyForQuery 'I'. The others wait here, in the worker, so the queries of
 * several pooled connections run back to back without a round trip to the main thread between them.
 */
import { finalTransactionStatus } from './wire-messages.js';

export type RunBatch = (batch: Uint8Array) => Promise<Uint8Array>;
/** Ends what a closed connection left open on the session (its statements, a transaction). */
export type CleanUp = (run: RunBatch) => Promise<void>;

type Job = { owner: object; reject: (error: unknown) => void } & (
  { batch: Uint8Array; resolve: (answer: Uint8Array) => void } | { cleanUp: CleanUp; resolve: () => void }
);

export class PgliteSessionQueue {
  private readonly jobs: Job[] = [];
  /** The connection that has the session inside a transaction or mid-exchange, if any. */
  private owner: object | null = null;
  private draining = false;
  private idleWaiters: Array<() => void> = [];
  private failure: unknown = null;

  /** `onFatal` hears of PGlite itself failing (SQL errors are answers, not exceptions). */
  constructor(
    private readonly runBatch: RunBatch,
    private readonly onFatal: (error: unknown) => void,
  ) {}

  /** Runs `batch` for connection `owner` when the session is free for it; resolves with the answer. */
  run(owner: object, batch: Uint8Array): Promise<Uint8Array> {
    return new Promise((resolve, reject) => this.enqueue({ owner, batch, resolve, reject }));
  }

  /**
   * A connection has gone: drops its waiting batches, then runs `cleanUp` as its last batch (at
   * once if it holds the session), after which the session is free for the others.
   */
  forget(owner: object, cleanUp: CleanUp): Promise<void> {
    for (let i = this.jobs.length - 1; i >= 0; i -= 1) {
      if (this.jobs[i]!.owner === owner) this.jobs.splice(i, 1)[0]!.reject(new Error('connection closed'));
    }
    return new Promise((resolve, reject) => this.enqueue({ owner, cleanUp, resolve, reject }, this.owner === owner));
  }

  /** Batches waiting for the session. */
  get waiting(): number {
    return this.jobs.length;
  }

  /** Resolves once nothing runs (what still waits, waits for an owner that is gone or quiet). */
  idle(): Promise<void> {
    if (!this.draining) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private enqueue(job: Job, first = false): void {
    if (this.failure) return job.reject(this.failure);
    if (first) this.jobs.unshift(job);
    else this.jobs.push(job);
    if (!this.draining) {
      this.draining = true;
      void this.drain();
    }
  }

  private next(): Job | undefined {
    if (this.owner === null) return this.jobs.shift();
    const index = this.jobs.findIndex((job) => job.owner === this.owner);
    return index === -1 ? undefined : this.jobs.splice(index, 1)[0];
  }

  private async drain(): Promise<void> {
    for (let job = this.next(); job; job = this.next()) {
      try {
        if ('cleanUp' in job) {
          await job.cleanUp(this.runBatch);
          if (this.owner === job.owner) this.owner = null;
          job.resolve();
        } else {
          const answer = await this.runBatch(job.batch);
          this.owner = finalTransactionStatus(answer) === 'I' ? null : job.owner;
          job.resolve(answer);
        }
      } catch (error) {
        this.failure = error;
        job.reject(error);
        for (const waiting of this.jobs.splice(0)) waiting.reject(error);
        this.onFatal(error);
      }
    }
    this.draining = false;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
