/**
 * Whether a call of the official account's message endpoint really comes from WeChat, now: the
 * sha1 signature of our Token, the timestamp and the nonce (WeChat's "接入指南"), a timestamp
 * within five minutes of our clock, and a nonce not seen in that window (WeChat's security guidance
 * for message endpoints; docs/decisions.md "WeChat message endpoint"). Nonces are remembered in the
 * rate-limit counter store, so with REDIS_URL every server process refuses a replay another one saw.
 */
import { messageSignatureValid } from '../../integrations/wechat/js-sdk-signature.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';

/** How far a message's timestamp may be from our clock, either way. */
export const MESSAGE_MAX_AGE_MS = 5 * 60_000;

export function createMessageCheck({
  token,
  counters,
  now,
}: {
  token: string | null;
  counters: CounterStore;
  now: () => number;
}) {
  return async function fromWeChatNow(query: { signature: string; timestamp: string; nonce: string }): Promise<boolean> {
    if (token === null || !messageSignatureValid({ token, ...query })) return false;
    if (!/^\d{1,12}$/.test(query.timestamp)) return false;
    if (Math.abs(now() - Number(query.timestamp) * 1000) > MESSAGE_MAX_AGE_MS) return false;
    // Remembered for as long as its timestamp is acceptable (five minutes either side of it).
    const taken = await counters.claim(`wechat:message-nonce:${query.timestamp}:${query.nonce}`, 2 * MESSAGE_MAX_AGE_MS);
    return taken === 0;
  };
}
