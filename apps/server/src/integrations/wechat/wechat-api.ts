/**
 * A client of WeChat's official-account API: the stable access token, the JS-SDK
 * ticket, web authorisation codes, follower info and temporary QR codes.
 *
 * - The access token comes from `POST /cgi-bin/stable_token`, never `/cgi-bin/token` (which
 *   invalidates the token every other holder of the app id is using). It is cached until five
 *   minutes before it expires and fetched by one caller at a time: in this process by a shared
 *   promise, across processes (with Redis) by a lock key while the others wait for the cached value.
 * - The jsapi ticket is cached the same way, so however many share configs are asked for at once,
 *   WeChat sees one ticket request per expiry.
 * - A call answered 40001 (invalid credential) or 42001 (token expired) is retried once with a
 *   new token: WeChat's normal answer when it differs from the refused one, a forced refresh only
 *   when WeChat hands the refused token back.
 */
import type { Redis } from 'ioredis';
import { outboundClient } from '../../lib/metrics/outbound.js';

export class WeChatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat API error ${errcode}: ${errmsg}`);
  }
}

/** The network or WeChat did not answer (timeout, connection refused, not JSON). */
export class WeChatUnavailable extends Error {}

export interface OAuthResult {
  openid: string;
  scope: string;
  /** WeChat's browse-only "snapshot" visitor (a virtual openid). */
  snapshot: boolean;
  unionid: string | null;
  /** The web access token of this authorisation (for /sns/userinfo with scope snsapi_userinfo). */
  accessToken: string;
}

export interface WeChatApi {
  appId: string;
  accessToken(): Promise<string>;
  jsapiTicket(): Promise<string>;
  exchangeCode(code: string): Promise<OAuthResult>;
  isFollower(openid: string): Promise<boolean>;
  /** The person's WeChat profile (snsapi_userinfo authorisations only; WeChat answers 48001 otherwise). */
  webUserInfo(accessToken: string, openid: string): Promise<{ nickname: string }>;
  temporaryQrcode(scene: string, expireSeconds?: number): Promise<string>;
}

export interface WeChatApiOptions {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com, or a fake in tests. */
  apiBase: string;
  redis?: Redis | null;
  now?: () => number;
  timeoutMs?: number;
}

const EARLY_REFRESH_MS = 5 * 60_000;
const STALE_CREDENTIAL = new Set([40001, 42001]);
const LOCK_MS = 10_000;

interface Cached {
  value: string;
  expiresAt: number;
}

export function createWeChatApi({
  appId,
  appSecret,
  apiBase,
  redis = null,
  now = Date.now,
  timeoutMs = 3_000,
}: WeChatApiOptions): WeChatApi {
  const base = apiBase.replace(/\/+$/, '');
  // Counted and timed per API path (a fixed set: the query, with its tokens, is left out).
  const counted = outboundClient<string>('wechat', []);

  function call<T extends object>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    return counted(path.split('?')[0]!, () => callOnce<T>(path, init));
  }

  async function callOnce<T extends object>(path: string, init: { method?: string; body?: unknown }): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WeChatUnavailable(`WeChat did not answer: ${(error as Error).message}`);
    }
    let json: T & { errcode?: number; errmsg?: string };
    try {
      json = (await response.json()) as typeof json;
    } catch {
      throw new WeChatUnavailable(`WeChat answered ${response.status} without JSON`);
    }
    if (json.errcode) throw new WeChatApiError(json.errcode, json.errmsg ?? '');
    return json;
  }

  /** A value cached in memory (and in Redis when there is one), fetched by one caller at a time. */
  function cachedValue(name: string, fetchValue: (force: boolean) => Promise<{ value: string; expiresIn: number }>) {
    let local: Cached | null = null;
    let inFlight: Promise<string> | null = null;
    const key = `wechat:${appId}:${name}`;
    const fresh = (c: Cached | null) => (c && c.expiresAt - EARLY_REFRESH_MS > now() ? c.value : null);

    async function fromRedis(): Promise<Cached | null> {
      if (!redis) return null;
      const raw = await redis.get(key).catch(() => null);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as Cached;
      } catch {
        return null;
      }
    }

    /**
     * Fetches a new value, one process at a time. `stale`: the value WeChat just refused; the
     * refresh then ignores a cached copy of it, and asks WeChat to force a new one only if the
     * normal call hands the same value back (a forced refresh invalidates every other holder's copy,
     * so it is the last resort, never the first).
     */
    async function refresh(stale: string | null): Promise<string> {
      const usable = (c: Cached | null) => {
        const value = fresh(c);
        return value && value !== stale ? value : null;
      };
      if (redis) {
        // One process refreshes; the others wait for what it stores (or take over after the lock).
        for (let waited = 0; ; waited += 100) {
          const shared = await fromRedis();
          if (usable(shared)) return (local = shared!).value;
          const locked = await redis.set(`${key}:lock`, '1', 'PX', LOCK_MS, 'NX').catch(() => 'OK');
          if (locked === 'OK') break;
          if (waited >= LOCK_MS) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      try {
        let next = await fetchValue(false);
        if (stale !== null && next.value === stale) next = await fetchValue(true);
        local = { value: next.value, expiresAt: now() + next.expiresIn * 1000 };
        if (redis)
          await redis
            .set(key, JSON.stringify(local), 'PX', Math.max(1, next.expiresIn * 1000 - EARLY_REFRESH_MS))
            .catch(() => undefined);
        return next.value;
      } finally {
        if (redis) await redis.del(`${key}:lock`).catch(() => undefined);
      }
    }

    return {
      async get(): Promise<string> {
        const hit = fresh(local);
        if (hit) return hit;
        inFlight ??= (async () => {
          const shared = await fromRedis();
          if (fresh(shared)) return (local = shared!).value;
          return refresh(null);
        })().finally(() => (inFlight = null));
        return inFlight;
      },
      /** The value WeChat refused: fetch a new one, unless another caller already did. */
      async renew(stale: string): Promise<string> {
        if (local && local.value !== stale && fresh(local)) return local.value;
        local = null;
        inFlight ??= refresh(stale).finally(() => (inFlight = null));
        return inFlight;
      },
    };
  }

  const token = cachedValue('access_token', async (force) => {
    const answer = await call<{ access_token: string; expires_in: number }>('/cgi-bin/stable_token', {
      method: 'POST',
      body: { grant_type: 'client_credential', appid: appId, secret: appSecret, force_refresh: force },
    });
    return { value: answer.access_token, expiresIn: answer.expires_in };
  });

  /** Calls with the access token; retried once with a new token when WeChat says it is stale. */
  async function withToken<T extends object>(path: (accessToken: string) => string, init?: { method?: string; body?: unknown }) {
    const current = await token.get();
    try {
      return await call<T>(path(current), init);
    } catch (error) {
      if (!(error instanceof WeChatApiError) || !STALE_CREDENTIAL.has(error.errcode)) throw error;
      return call<T>(path(await token.renew(current)), init);
    }
  }

  const ticket = cachedValue('jsapi_ticket', async () => {
    const answer = await withToken<{ ticket: string; expires_in: number }>(
      (t) => `/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(t)}&type=jsapi`,
    );
    return { value: answer.ticket, expiresIn: answer.expires_in };
  });

  return {
    appId,
    accessToken: () => token.get(),
    jsapiTicket: () => ticket.get(),

    async exchangeCode(code) {
      const query = new URLSearchParams({ appid: appId, secret: appSecret, code, grant_type: 'authorization_code' });
      const answer = await call<{
        access_token: string;
        openid: string;
        scope: string;
        is_snapshotuser?: number;
        unionid?: string;
      }>(`/sns/oauth2/access_token?${query}`);
      return {
        accessToken: answer.access_token,
        openid: answer.openid,
        scope: answer.scope,
        snapshot: answer.is_snapshotuser === 1,
        unionid: answer.unionid ?? null,
      };
    },

    async isFollower(openid) {
      const answer = await withToken<{ subscribe: number }>(
        (t) => `/cgi-bin/user/info?access_token=${encodeURIComponent(t)}&openid=${encodeURIComponent(openid)}&lang=zh_CN`,
      );
      return answer.subscribe === 1;
    },

    async webUserInfo(accessToken, openid) {
      const query = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' });
      const answer = await call<{ nickname?: unknown }>(`/sns/userinfo?${query}`);
      return { nickname: typeof answer.nickname === 'string' ? answer.nickname : '' };
    },

    async temporaryQrcode(scene, expireSeconds = 7 * 24 * 3600) {
      const answer = await withToken<{ url: string }>((t) => `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(t)}`, {
        method: 'POST',
        body: { expire_seconds: expireSeconds, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } } },
      });
      return answer.url;
    },
  };
}
