/**
 * Request ids (docs/operations.md, "Following a request"): every log line of a request carries its
 * `reqId`, and the response carries it back in `X-Request-Id`. Behind a trusted proxy (TRUST_PROXY
 * set) the proxy's own `X-Request-Id` is used, so the proxy's log, this process's lines and the
 * answer the person got all name the same id; otherwise, or when the header is missing or not a
 * plain token, the process makes one: a random per-process prefix and a counter (unique across
 * nodes and restarts, one short string per request).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Letters, digits and `._:-`, at most 128: nothing that could break a log line or a header. */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

export function createRequestIds(trustHeader: boolean): (req: IncomingMessage) => string {
  const prefix = randomBytes(4).toString('hex');
  let next = 0;
  return (req) => {
    if (trustHeader) {
      const given = req.headers['x-request-id'];
      if (typeof given === 'string' && PLAIN_ID.test(given)) return given;
    }
    next = next === Number.MAX_SAFE_INTEGER ? 1 : next + 1;
    return `${prefix}-${next.toString(36)}`;
  };
}
