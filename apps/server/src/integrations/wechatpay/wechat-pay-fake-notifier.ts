/**
 * The fake's notifications (docs/payments.md, "The local fake"): the documented envelope, its
 * resource encrypted with the APIv3 key, signed like every answer, POSTed to the notify_url and
 * sent again on WeChat's schedule while the merchant answers anything but 2xx (or nothing). The
 * schedule is divided by `speedUp` so tests see the whole day of retries in milliseconds.
 * WECHATPAY/SIGNTEST/ probes carry a signature nobody can verify: a merchant that accepts one is
 * recorded (`accepted: true`), as WeChat flags it.
 */
import { randomUUID } from 'node:crypto';
import { beijingTime } from './wechat-pay-fake-state.js';
import { encryptResource, nonce, signedHeaders, type FakeKeys } from './wechat-pay-fake-sign.js';

/** WeChat's documented retry intervals (seconds) after the first attempt fails. */
export const RETRY_SCHEDULE_SECONDS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600];
const ATTEMPT_TIMEOUT_MS = 5000;

export interface DeliveryAttempt {
  at: number;
  /** The merchant's HTTP status; null when no answer came (refused, reset, timed out). */
  status: number | null;
  error?: string;
}

export interface Delivery {
  /** The notification's id; the same on every retry, as WeChat keeps it. */
  id: string;
  kind: 'notification' | 'probe';
  eventType: string;
  url: string;
  body: string;
  /** The decrypted resource, for tests. */
  resource: Record<string, unknown>;
  attempts: DeliveryAttempt[];
  delivered: boolean;
  /** A probe the merchant answered with 2xx (it should have refused the signature). */
  accepted: boolean;
  /** No more retries are planned. */
  finished: boolean;
}

export interface Notifier {
  send(url: string, eventType: string, summary: string, originalType: string, resource: Record<string, unknown>): Delivery;
  /** The same notification again now (same id and body, a fresh signature), outside the schedule. */
  resend(id: string): Promise<DeliveryAttempt>;
  probe(url: string): Promise<Delivery>;
  deliveries(): Delivery[];
  /** Resolves once a delivery satisfies the predicate (checked now and after every attempt). */
  waitFor(predicate: (delivery: Delivery) => boolean): Promise<Delivery>;
  close(): void;
}

export interface NotifierOptions {
  keys: FakeKeys;
  apiV3Key: string;
  speedUp: number;
  /** Chance (0..1) that a notification is preceded by a SIGNTEST probe to the same address. */
  signTestProbability: number;
  now: () => number;
  fetch?: typeof fetch;
}

/** One POST of a notification (or a probe, with a signature nobody can verify). */
async function postDelivery(
  { keys, now }: NotifierOptions,
  doFetch: typeof fetch,
  delivery: Delivery,
  probe: boolean,
): Promise<DeliveryAttempt> {
  const headers = signedHeaders(keys, delivery.body, Math.floor(now() / 1000));
  if (probe) headers['Wechatpay-Signature'] = `WECHATPAY/SIGNTEST/${nonce()}`;
  const attempt: DeliveryAttempt = { at: now(), status: null };
  try {
    const response = await doFetch(delivery.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/4.0', ...headers },
      body: delivery.body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    attempt.status = response.status;
  } catch (error) {
    attempt.error = error instanceof Error ? error.message : String(error);
  }
  delivery.attempts.push(attempt);
  const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  if (probe) delivery.accepted = ok;
  else if (ok) delivery.delivered = true;
  return attempt;
}

/** WeChat's notification envelope, its resource encrypted with the APIv3 key. */
export function notificationBody(
  { apiV3Key, now }: Pick<NotifierOptions, 'apiV3Key' | 'now'>,
  id: string,
  eventType: string,
  summary: string,
  originalType: string,
  resource: Record<string, unknown>,
): string {
  return JSON.stringify({
    id,
    create_time: beijingTime(now()),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary,
    resource: encryptResource(apiV3Key, JSON.stringify(resource), originalType),
  });
}

interface DeliveryEvent {
  eventType: string;
  summary: string;
  originalType: string;
}

/** A probe looks like a payment notification; only its signature gives it away. */
const PROBE_EVENT: DeliveryEvent = { eventType: 'TRANSACTION.SUCCESS', summary: '支付成功', originalType: 'transaction' };

/** A new delivery (a notification, or a probe of the same shape), its body encrypted and fixed for every retry. */
function newDelivery(
  options: NotifierOptions,
  kind: Delivery['kind'],
  url: string,
  event: DeliveryEvent,
  resource: Record<string, unknown>,
): Delivery {
  const id = randomUUID();
  const { eventType, summary, originalType } = event;
  return {
    id,
    kind,
    eventType,
    url,
    body: notificationBody(options, id, eventType, summary, originalType, resource),
    resource,
    attempts: [],
    delivered: false,
    accepted: false,
    finished: false,
  };
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { speedUp } = options;
  const doFetch = options.fetch ?? fetch;
  const all = new Map<string, Delivery>();
  const timers = new Set<NodeJS.Timeout>();
  const waiters = new Set<{ predicate: (delivery: Delivery) => boolean; resolve: (delivery: Delivery) => void }>();
  let closed = false;

  const notify = (delivery: Delivery) => {
    for (const waiter of waiters) {
      if (waiter.predicate(delivery)) {
        waiters.delete(waiter);
        waiter.resolve(delivery);
      }
    }
  };

  /**
   * One POST, for every kind of sending: `retry` is the attempt's place in WeChat's schedule (a
   * notification not yet answered 2xx is sent again after the next interval; a probe never is), or
   * null for a resend outside the schedule. Waiters see the delivery after each attempt.
   */
  const deliver = async (delivery: Delivery, retry: number | null): Promise<DeliveryAttempt> => {
    const result = await postDelivery(options, doFetch, delivery, delivery.kind === 'probe');
    if (retry !== null) {
      const delaySeconds = delivery.kind === 'notification' ? RETRY_SCHEDULE_SECONDS[retry] : undefined;
      if (delivery.delivered || delaySeconds === undefined || closed) {
        delivery.finished = true;
      } else {
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            if (!closed) void deliver(delivery, retry + 1);
          },
          (delaySeconds * 1000) / speedUp,
        );
        timers.add(timer);
      }
    }
    notify(delivery);
    return result;
  };

  const create = (kind: Delivery['kind'], url: string, event: DeliveryEvent, resource: Record<string, unknown>) => {
    const delivery = newDelivery(options, kind, url, event, resource);
    all.set(delivery.id, delivery);
    return delivery;
  };

  const probe = async (url: string) => {
    const delivery = create('probe', url, PROBE_EVENT, { probe: true });
    await deliver(delivery, 0);
    return delivery;
  };

  return {
    send(url, eventType, summary, originalType, resource) {
      if (Math.random() < options.signTestProbability) void probe(url);
      const delivery = create('notification', url, { eventType, summary, originalType }, resource);
      if (!closed) void deliver(delivery, 0);
      return delivery;
    },
    async resend(id) {
      const delivery = all.get(id);
      if (!delivery) throw new Error(`No notification ${id}.`);
      return deliver(delivery, null);
    },
    probe,
    deliveries: () => [...all.values()],
    waitFor(predicate) {
      const found = [...all.values()].find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.add({ predicate, resolve }));
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
