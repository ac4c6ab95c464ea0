/**
 * A local stand-in for WeChat's official-account API, answering as WeChat does (HTTP 200 with
 * `errcode`/`errmsg` on errors): stable_token (a forced refresh replaces the token, the old one
 * then answers 40001), the jsapi ticket, web authorisation codes (40029 unknown, 40163 used,
 * snapshot visitors with `is_snapshotuser: 1`), user info (`subscribe`) and temporary QR codes.
 * It counts calls so tests can check caching.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWeChat {
  url: string;
  calls: { token: number; ticket: number; oauth: number; userInfo: number; qrcode: number };
  /** Codes WeChat would hand the browser: code → openid (snapshot visitors flagged). */
  codes: Map<string, { openid: string; snapshot?: boolean }>;
  followers: Set<string>;
  /** Who the next authorisations belong to (in order); then fresh visitors. */
  visitors: Array<{ openid: string; snapshot?: boolean }>;
  /** The next call of this path answers this error (once). */
  failNext(path: string, errcode: number, errmsg?: string): void;
  /** Expires the current access token: calls made with it answer 42001. */
  expireToken(): void;
  currentToken(): string;
  close(): Promise<void>;
}

export async function startFakeWeChat({ appId, appSecret }: { appId: string; appSecret: string }): Promise<FakeWeChat> {
  const calls = { token: 0, ticket: 0, oauth: 0, userInfo: 0, qrcode: 0 };
  const codes = new Map<string, { openid: string; snapshot?: boolean }>();
  const used = new Set<string>();
  const followers = new Set<string>();
  const visitors: Array<{ openid: string; snapshot?: boolean }> = [];
  const failures = new Map<string, { errcode: number; errmsg: string }>();
  let generation = 1;
  let token = `token-${generation}`;
  const retired = new Map<string, number>(); // token → errcode it now answers

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const answer = (payload: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const error = (errcode: number, errmsg: string) => answer({ errcode, errmsg });
      const failure = failures.get(url.pathname);
      if (failure) {
        failures.delete(url.pathname);
        return error(failure.errcode, failure.errmsg);
      }
      const checkToken = () => {
        const given = url.searchParams.get('access_token') ?? '';
        if (given === token) return true;
        error(retired.get(given) ?? 40001, retired.get(given) === 42001 ? 'access_token expired' : 'invalid credential');
        return false;
      };
      switch (`${req.method} ${url.pathname}`) {
        case 'POST /cgi-bin/stable_token': {
          calls.token++;
          let input: { grant_type?: string; appid?: string; secret?: string; force_refresh?: boolean };
          try {
            input = JSON.parse(body) as typeof input;
          } catch {
            return error(47001, 'data format error');
          }
          if (input.grant_type !== 'client_credential') return error(40002, 'invalid grant_type');
          if (input.appid !== appId) return error(40013, 'invalid appid');
          if (input.secret !== appSecret) return error(40125, 'invalid appsecret');
          if (input.force_refresh) {
            retired.set(token, 40001);
            token = `token-${++generation}`;
          }
          return answer({ access_token: token, expires_in: 7200 });
        }
        case 'GET /connect/oauth2/authorize': {
          // The page WeChat shows (or, for snsapi_base, skips) before sending the browser back
          // with a fresh code for the next visitor in line.
          const redirect = url.searchParams.get('redirect_uri') ?? '';
          if (url.searchParams.get('appid') !== appId || !/^https?:\/\//.test(redirect)) {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end('<p>参数错误</p>');
          }
          const code = `code-${codes.size + used.size + 1}-${Date.now()}`;
          codes.set(code, visitors.shift() ?? { openid: `openid-visitor-${codes.size + 1}` });
          const back = new URL(redirect);
          back.searchParams.set('code', code);
          back.searchParams.set('state', url.searchParams.get('state') ?? '');
          res.writeHead(302, { location: back.toString() });
          return res.end();
        }
        case 'GET /cgi-bin/ticket/getticket':
          calls.ticket++;
          if (!checkToken()) return;
          if (url.searchParams.get('type') !== 'jsapi') return error(40097, 'invalid args');
          return answer({ errcode: 0, errmsg: 'ok', ticket: `ticket-for-${token}`, expires_in: 7200 });
        case 'GET /sns/oauth2/access_token': {
          calls.oauth++;
          if (url.searchParams.get('appid') !== appId) return error(40013, 'invalid appid');
          if (url.searchParams.get('secret') !== appSecret) return error(40125, 'invalid appsecret');
          const code = url.searchParams.get('code') ?? '';
          if (used.has(code)) return error(40163, 'code been used');
          const who = codes.get(code);
          if (!who) return error(40029, 'invalid code');
          used.add(code);
          return answer({
            access_token: `web-${code}`,
            expires_in: 7200,
            refresh_token: `refresh-${code}`,
            openid: who.openid,
            scope: 'snsapi_base',
            ...(who.snapshot ? { is_snapshotuser: 1 } : {}),
          });
        }
        case 'GET /cgi-bin/user/info': {
          calls.userInfo++;
          if (!checkToken()) return;
          const openid = url.searchParams.get('openid') ?? '';
          if (!/^[A-Za-z0-9_-]{6,64}$/.test(openid)) return error(40003, 'invalid openid');
          return answer(followers.has(openid) ? { subscribe: 1, openid, language: 'zh_CN' } : { subscribe: 0, openid });
        }
        case 'POST /cgi-bin/qrcode/create': {
          calls.qrcode++;
          if (!checkToken()) return;
          const scene = (JSON.parse(body || '{}') as { action_info?: { scene?: { scene_str?: string } } }).action_info?.scene
            ?.scene_str;
          if (!scene) return error(40053, 'invalid action info');
          return answer({
            ticket: `qr-${scene}`,
            expire_seconds: 604800,
            url: `http://weixin.qq.com/q/fake-${encodeURIComponent(scene)}`,
          });
        }
        default:
          return error(40066, 'invalid url');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    codes,
    followers,
    visitors,
    failNext: (path, errcode, errmsg = 'fake failure') => failures.set(path, { errcode, errmsg }),
    expireToken() {
      retired.set(token, 42001);
      token = `token-${++generation}`;
    },
    currentToken: () => token,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
