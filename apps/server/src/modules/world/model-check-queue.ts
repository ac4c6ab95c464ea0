/**
 * Admission and ordering of avatar model checks (docs/security.md, "Model uploads"):
 * - a place is taken when an upload's headers arrive, before its body is read, and given back
 *   when its answer is sent or its connection closes: at most `workers + maxWaiting` bodies are
 *   held at once, and an upload beyond that is refused at once (503, 50301, Retry-After);
 * - one upload in flight per account (40950): a second one waits for nothing;
 * - every check is answered within `deadlineMs` of its body's arrival: a queued one is dropped,
 *   a running one aborted (its worker ended), and the client hears 50350, well before the idle
 *   sweep (CONNECTION_TIMEOUT_MS) would close a silent connection;
 * - a check whose client left is dropped from the queue, or aborted when it is running.
 */
import { ApiError } from '../../lib/api-error.js';
import type { ModelCheck } from './model-check.js';

export interface ModelCheckQueueOptions {
  /** Checks that run at once (worker threads); 0 runs none (tests hold uploads in the queue). */
  workers: number;
  /** Uploads that may wait for a worker (their bodies held meanwhile) beyond those running. */
  maxWaiting: number;
  /** From a body's arrival to its answer. */
  deadlineMs: number;
  /** Runs one check; ends early (its worker ended) when `signal` aborts. */
  run: (bytes: Uint8Array, signal: AbortSignal) => Promise<ModelCheck>;
  /** Retry-After of a refusal when full: about one check's time. */
  retryAfterSeconds?: number;
}

/** One admitted upload: check its body once, and release its place when its request ends. */
export interface UploadTicket {
  /** Rejects with 50350 on the deadline, or when `clientGone` aborts first (nobody hears that). */
  check(bytes: Uint8Array, clientGone: AbortSignal): Promise<ModelCheck>;
  release(): void;
}

interface Job {
  bytes: Uint8Array;
  controller: AbortController;
  settle: (outcome: ModelCheck | ApiError) => void;
}

export function createModelCheckQueue({ workers, maxWaiting, deadlineMs, run, retryAfterSeconds = 20 }: ModelCheckQueueOptions) {
  const accounts = new Set<bigint>();
  const waiting: Job[] = [];
  const active = new Set<Job>();
  let held = 0;
  let running = 0;
  let started = 0;

  function pump() {
    while (running < workers && waiting.length > 0) {
      const job = waiting.shift()!;
      if (job.controller.signal.aborted) continue;
      running++;
      started++;
      active.add(job);
      run(job.bytes, job.controller.signal)
        .catch((error: unknown): ModelCheck => ({ ok: false, reason: `The model could not be checked: ${String(error)}` }))
        .then((result) => job.settle(result))
        .finally(() => {
          active.delete(job);
          running--;
          pump();
        });
    }
  }

  function enqueue(bytes: Uint8Array, clientGone: AbortSignal): Promise<ModelCheck> {
    return new Promise<ModelCheck>((resolve, reject) => {
      const controller = new AbortController();
      let done = false;
      const settle = (outcome: ModelCheck | ApiError) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        clientGone.removeEventListener('abort', leave);
        // Aborting drops a queued job (pump skips it) and ends a running one's worker.
        controller.abort();
        const index = waiting.indexOf(job);
        if (index >= 0) waiting.splice(index, 1);
        if (outcome instanceof ApiError) reject(outcome);
        else resolve(outcome);
      };
      const job: Job = { bytes, controller, settle };
      const timer = setTimeout(() => settle(new ApiError('vrModelCheckTimedOut', { retryAfterSeconds })), deadlineMs);
      const leave = () => settle(new ApiError('vrModelCheckTimedOut', { retryAfterSeconds }));
      if (clientGone.aborted) return leave();
      clientGone.addEventListener('abort', leave, { once: true });
      waiting.push(job);
      pump();
    });
  }

  return {
    /** Takes a place for `account`'s upload, or refuses: 40950 one already in flight, 50301 full. */
    admit(account: bigint): UploadTicket {
      if (accounts.has(account)) throw new ApiError('vrModelUploadInProgress');
      if (held >= workers + maxWaiting) throw new ApiError('busy', { retryAfterSeconds });
      held++;
      accounts.add(account);
      let released = false;
      let checked = false;
      return {
        check(bytes, clientGone) {
          if (checked || released) throw new Error('an upload ticket checks one body, before its release');
          checked = true;
          return enqueue(bytes, clientGone);
        },
        release() {
          if (released) return;
          released = true;
          held--;
          accounts.delete(account);
        },
      };
    },
    /** Figures for tests and logs: places held, checks waiting and running, checks ever started. */
    stats: () => ({ held, waiting: waiting.length, running, started }),
    /** Answers every waiting and running check (50350) so that shutdown does not wait on them. */
    close() {
      for (const job of [...waiting, ...active]) job.settle(new ApiError('vrModelCheckTimedOut', { retryAfterSeconds }));
    },
  };
}

export type ModelCheckQueue = ReturnType<typeof createModelCheckQueue>;
