/**
 * The WeChat Pay the payments module talks to (docs/payments.md): the client with the merchant's
 * settings when WECHATPAY_MODE=live; in fake mode the same client, talking to the fake mounted in
 * this app. Its calls go in-process (app.inject, the same HTTP requests and answers, signatures
 * and all), so the client needs no listening address: tests never listen, and a server behind a
 * proxy need not reach itself.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { liveClientConfig } from '../integrations/wechatpay/live-config.js';
import { createWechatPayClient } from '../integrations/wechatpay/wechat-pay-client.js';
import { FAKE_PREFIX, fakeModeClientConfig, type FakeMode } from '../integrations/wechatpay/wechat-pay-fake-mount.js';
import type { WechatPay } from '../integrations/wechatpay/wechat-pay.js';

/**
 * A fetch that answers from this app's own routes without the network: the client's calls to the
 * mounted fake, and the fake's notifications to the notify route.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.rawPayload.length === 0 || answer.statusCode === 204;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/**
 * The fetch the mounted fake sends its notifications with: to this app's own notify URL
 * in-process (whatever PUBLIC_ORIGIN says, the server need not reach itself), to any other address
 * (a test's merchant endpoint) over the network, as WeChat Pay would.
 */
export function fakeNotificationFetch(app: FastifyInstance, notifyUrl: string): typeof fetch {
  const own = inProcessFetch(app);
  const ownUrl = new URL(notifyUrl);
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const isOwn = url.origin === ownUrl.origin && url.pathname === ownUrl.pathname;
    return isOwn ? own(input, init) : fetch(input, init);
  };
}

export function siteWechatPay(app: FastifyInstance, config: AppConfig, fakeMode: FakeMode | null): WechatPay {
  if (config.wechatPay.mode === 'live') return createWechatPayClient(liveClientConfig(config.wechatPay));
  // WECHATPAY_MODE is fake or live (config/payments.ts) and site.ts mounts the fake whenever it is
  // fake, so every server has a WeChat Pay; a missing fake is a wiring mistake, not a runtime state.
  if (!fakeMode) throw new Error('WECHATPAY_MODE=fake but the WeChat Pay fake is not mounted.');
  return createWechatPayClient(
    fakeModeClientConfig(fakeMode.client, `http://127.0.0.1${FAKE_PREFIX}`, config.wechatPay.notifyUrl),
    { fetch: inProcessFetch(app) },
  );
}
