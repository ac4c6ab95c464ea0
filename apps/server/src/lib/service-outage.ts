/**
 * Recognises failures that mean PostgreSQL or Redis cannot be reached right now, as opposed to a
 * fault in our code: the request is answered 503 with Retry-After (50301) and the client retries,
 * while the pg pool and ioredis reconnect by themselves (docs/security.md, "Outages").
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server going away or refusing connections: class 08 (connection exception),
 * 57P01-57P03 (admin or crash shutdown, cannot connect now), 53300 (too many connections).
 */
function isOutageState(state: string): boolean {
  return state.startsWith('08') || state === '57P01' || state === '57P02' || state === '57P03' || state === '53300';
}

/** Messages of pg and ioredis for a connection lost mid-query (they carry no code). */
const LOST_CONNECTION = [
  /^Connection terminated/, // pg: the server closed the socket
  /^Client was closed and is not queryable/, // pg
  /^Connection is closed\.?$/, // ioredis
  /^Stream isn't writeable/, // ioredis without an offline queue
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

export function isServiceOutage(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isOutageState(code)))) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && LOST_CONNECTION.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a host with several addresses, all refused) keeps its reasons in `errors`.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((e) => isServiceOutage(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before retrying during an outage (the reconnect delay is at most 2 s). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
