/**
 * Calls to outside services (WeChat, SMS, NFT lists, chain RPC, WeChat Pay): every client's calls
 * go through `outboundCall`, which counts them by service, operation and outcome and times them.
 * `culture_outbound_calls_total{outcome="failed"}` is what the alerts watch (docs/operations.md).
 * An answer the provider gave but that refuses (an error code in the body) is `failed` too when the
 * client throws for it; a client that turns failures into an empty answer says so with `failed()`.
 */
import { counter, histogram } from './registry.js';

export type OutboundService = 'wechat' | 'sms' | 'nft' | 'chain' | 'wechatpay';

const calls = counter(
  'culture_outbound_calls_total',
  'Calls to outside services by service, operation and outcome (ok, failed).',
  ['service', 'operation', 'outcome'],
);
const duration = histogram(
  'culture_outbound_call_duration_seconds',
  'Time an outside service took to answer (or to fail), by service.',
  ['service'],
  [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
);

/** What a wrapped call can say about an answer it did not throw for. */
export interface OutboundCall {
  /** The answer came but is a failure (the client returns a fallback instead of throwing). */
  failed(): void;
}

/**
 * One outside client's wrapper: its operations are shown (at 0) from the client's creation, so a
 * rate of failures exists before the first call.
 */
export function outboundClient<O extends string = string>(service: OutboundService, operations: readonly O[]) {
  for (const operation of operations) for (const outcome of ['ok', 'failed']) calls.inc({ service, operation, outcome }, 0);
  return <T>(operation: O, run: (call: OutboundCall) => Promise<T>) => outboundCall(service, operation, run);
}

/** Runs one outside call, counting and timing it; its result or error is passed on unchanged. */
export async function outboundCall<T>(
  service: OutboundService,
  operation: string,
  run: (call: OutboundCall) => Promise<T>,
): Promise<T> {
  const started = process.hrtime.bigint();
  let failed = false;
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  try {
    const value = await run({ failed: () => void (failed = true) });
    calls.inc({ service, operation, outcome: failed ? 'failed' : 'ok' });
    return value;
  } catch (error) {
    calls.inc({ service, operation, outcome: 'failed' });
    throw error;
  } finally {
    duration.observe({ service }, seconds());
  }
}
