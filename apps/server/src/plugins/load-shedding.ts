/**
 * Load shedding: when the process cannot finish more work soon, answer at once with 503, code
 * 50301 and Retry-After in the usual envelope, instead of queueing requests until clients time
 * out. Two signals:
 * - the event loop lags (`@fastify/under-pressure`, every route but the exempt ones);
 * - the database queue (queries waiting for a pooled connection) is at DATABASE_QUEUE_MAX: new
 *   API requests are refused before they add to it. The bound is soft (a request already let in
 *   may still add its next query), which is what keeps the wait of an admitted request short.
 * /healthz is not shed: it answers from a cached probe and must keep answering under load, so
 * app.ts registers it before this plugin, in a scope this hook does not reach.
 */
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.js';
import { counter } from '../lib/metrics/registry.js';

const shed = counter('culture_requests_shed_total', 'Requests refused with 503 50301 by load shedding, by reason.', ['reason']);
const shedForLag = shed.labels('event_loop');
const shedForQueue = shed.labels('database_queue');
shedForLag.inc(0);
shedForQueue.inc(0);

export interface LoadSheddingOptions {
  /** Queries waiting for a database connection right now. */
  waitingQueries: () => number;
  queueMax: number;
  maxEventLoopDelayMs: number;
  retryAfterSeconds?: number;
}

export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, { waitingQueries, queueMax, maxEventLoopDelayMs, retryAfterSeconds = 2 }) => {
    class BusyError extends ApiError {
      constructor() {
        super('busy', { retryAfterSeconds });
      }
    }
    // @fastify/under-pressure measures (event-loop delay, sampled) and its isUnderPressure()
    // answers; it is registered in a scope of its own so that its per-request hook, which reads
    // request.routeOptions (a getter building a dozen-field object on every call), applies to no
    // route. The one hook below does the refusing.
    let isUnderPressure: () => boolean = () => false;
    // 0 turns this signal off. Test servers need that rather than a high threshold: the sampler
    // counts a second with no sample (the loop held for all of it, as a synchronous RSA key
    // generation does on a loaded 2-core machine) as an infinite delay, whatever the threshold.
    if (maxEventLoopDelayMs > 0)
      await app.register(async (scope) => {
        await scope.register(underPressure, {
          maxEventLoopDelay: maxEventLoopDelayMs,
          retryAfter: retryAfterSeconds,
          customError: BusyError,
        });
        isUnderPressure = scope.isUnderPressure.bind(scope);
      });
    app.decorate('isUnderPressure', isUnderPressure);
    app.addHook('onRequest', (request, _reply, done) => {
      if (isUnderPressure()) {
        shedForLag.inc();
        done(new BusyError());
      } else if (request.url.startsWith('/api/') && waitingQueries() >= queueMax) {
        shedForQueue.inc();
        done(new BusyError());
      } else done();
    });
  },
  { name: 'load-shedding', dependencies: ['errors'] },
);
