/**
 * A local stand-in for WeChat's official-account API, answering as WeChat does: HTTP 200 with
 * `{ errcode, errmsg }` on errors (errmsg ending in WeChat's ` rid: …` request id), success bodies
 * with WeChat's field names. It models what the client relies on:
 *
 * - `POST /cgi-bin/stable_token`, normal mode: the same token while it is valid, with the seconds
 *   it has left; in its last five minutes a new one, the old one still valid to its end (WeChat's
 *   handover). Forced mode: the old token answers 40001 from then on, a new one is issued; a second
 *   force within 30 s changes nothing. `GET /cgi-bin/token` exists too (and is counted: the client
 *   must never call it, since it invalidates the token every other holder of the app id uses).
 * - Calls with a token: 41001 without one, 42001 once it has expired, 40001 when it was replaced.
 * - The jsapi ticket, web authorisation codes (40029 unknown, 40163 used, snapshot visitors with
 *   `is_snapshotuser: 1`), the web profile (`/sns/userinfo`: 41001 without a token, 40001 for an
 *   unknown one, 40003 for another openid, 48001 for a snsapi_base token), user info (`subscribe`), temporary QR codes, and the authorise page
 *   (`/connect/oauth2/authorize`, which redirects straight back with a code as WeChat does for
 *   snsapi_base and after the person agrees for snsapi_userinfo).
 *
 * It counts calls so tests can check caching; `clock` lets a test move WeChat's time.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface FakeVisitor {
  openid: string;
  snapshot?: boolean;
  /** The WeChat nickname /sns/userinfo answers (default 微信用户). */
  nickname?: string;
}

export interface FakeWeChat {
  url: string;
  calls: {
    token: number;
    legacyToken: number;
    ticket: number;
    oauth: number;
    userInfo: number;
    qrcode: number;
    authorize: number;
    webUserInfo: number;
  };
  /** Codes WeChat would hand the browser: code → openid (snapshot visitors flagged). */
  codes: Map<string, FakeVisitor & { scope?: string }>;
  followers: Set<string>;
  /** Who the next authorisations belong to (in order); then fresh visitors. */
  visitors: FakeVisitor[];
  /** The scopes the authorise page was asked for, in order. */
  authorizeScopes: string[];
  /** The next call of this path answers this error (once; calls queue up). */
  failNext(path: string, errcode: number, errmsg?: string): void;
  /** Expires the current access token now: calls made with it answer 42001. */
  expireToken(): void;
  currentToken(): string;
  close(): Promise<void>;
}

const TOKEN_SECONDS = 7200;
const COUNTED: Record<string, keyof FakeWeChat['calls']> = {
  '/cgi-bin/stable_token': 'token',
  '/cgi-bin/token': 'legacyToken',
  '/cgi-bin/ticket/getticket': 'ticket',
  '/sns/oauth2/access_token': 'oauth',
  '/cgi-bin/user/info': 'userInfo',
  '/cgi-bin/qrcode/create': 'qrcode',
  '/connect/oauth2/authorize': 'authorize',
  '/sns/userinfo': 'webUserInfo',
};
const HANDOVER_MS = 5 * 60_000;

export async function startFakeWeChat({
  appId,
  appSecret,
  clock = Date.now,
}: {
  appId: string;
  appSecret: string;
  clock?: () => number;
}): Promise<FakeWeChat> {
  const calls = { token: 0, legacyToken: 0, ticket: 0, oauth: 0, userInfo: 0, qrcode: 0, authorize: 0, webUserInfo: 0 };
  /** Web access tokens handed out by code exchanges: whose, and for which scope. */
  const webTokens = new Map<string, FakeVisitor & { scope: string }>();
  const codes = new Map<string, FakeVisitor & { scope?: string }>();
  const used = new Set<string>();
  const followers = new Set<string>();
  const visitors: FakeVisitor[] = [];
  const authorizeScopes: string[] = [];
  const failures = new Map<string, Array<{ errcode: number; errmsg: string }>>();
  let generation = 0;
  /** Every stable token issued: until when it works, and what it answers once it does not. */
  const tokens = new Map<string, { expiresAt: number; revoked: boolean }>();
  let current = '';
  let lastForced = -Infinity;
  const issue = () => {
    current = `token-${++generation}-${randomBytes(4).toString('hex')}`;
    tokens.set(current, { expiresAt: clock() + TOKEN_SECONDS * 1000, revoked: false });
    return current;
  };
  issue();

  const rid = () => `${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const answer = (payload: object) => {
        res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
        res.end(JSON.stringify(payload));
      };
      // WeChat answers errors with HTTP 200 and a request id in errmsg.
      const error = (errcode: number, errmsg: string) => answer({ errcode, errmsg: `${errmsg} rid: ${rid()}` });
      const counter = COUNTED[url.pathname];
      if (counter) calls[counter]++;
      const failure = failures.get(url.pathname)?.shift();
      if (failure) return error(failure.errcode, failure.errmsg);
      const checkToken = () => {
        const given = url.searchParams.get('access_token');
        if (!given) {
          error(41001, 'access_token missing');
          return false;
        }
        const known = tokens.get(given);
        if (!known || known.revoked) {
          error(40001, 'invalid credential, access_token is invalid or not latest');
          return false;
        }
        if (known.expiresAt <= clock()) {
          error(42001, 'access_token expired');
          return false;
        }
        return true;
      };
      switch (`${req.method} ${url.pathname}`) {
        case 'POST /cgi-bin/stable_token': {
          let input: { grant_type?: string; appid?: string; secret?: string; force_refresh?: boolean };
          try {
            input = JSON.parse(body) as typeof input;
          } catch {
            return error(47001, 'data format error');
          }
          if (input.grant_type !== 'client_credential') return error(40002, 'invalid grant_type');
          if (input.appid !== appId) return error(40013, 'invalid appid');
          if (input.secret !== appSecret) return error(40125, 'invalid appsecret');
          if (input.force_refresh && clock() - lastForced >= 30_000) {
            lastForced = clock();
            tokens.get(current)!.revoked = true;
            issue();
          } else if (tokens.get(current)!.expiresAt - clock() <= HANDOVER_MS) {
            // The last five minutes: a new token; the old one keeps working until its own end.
            issue();
          }
          const left = Math.floor((tokens.get(current)!.expiresAt - clock()) / 1000);
          return answer({ access_token: current, expires_in: left });
        }
        case 'GET /cgi-bin/token': {
          if (url.searchParams.get('appid') !== appId) return error(40013, 'invalid appid');
          if (url.searchParams.get('secret') !== appSecret) return error(40125, 'invalid appsecret');
          return answer({ access_token: `legacy-${rid()}`, expires_in: TOKEN_SECONDS });
        }
        case 'GET /connect/oauth2/authorize': {
          // The page WeChat shows (or, for snsapi_base, skips) before sending the browser back
          // with a fresh code for the next visitor in line.
          const redirect = url.searchParams.get('redirect_uri') ?? '';
          const scope = url.searchParams.get('scope') ?? '';
          if (
            url.searchParams.get('appid') !== appId ||
            url.searchParams.get('response_type') !== 'code' ||
            !['snsapi_base', 'snsapi_userinfo'].includes(scope) ||
            !/^https?:\/\//.test(redirect)
          ) {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end('<p>参数错误</p>');
          }
          // Outside WeChat's browser WeChat shows this page and sends nobody back.
          if (!/MicroMessenger/i.test(req.headers['user-agent'] ?? '')) {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end('<p>请在微信客户端打开链接</p>');
          }
          authorizeScopes.push(scope);
          const code = `0${randomBytes(15).toString('hex')}`;
          codes.set(code, { ...(visitors.shift() ?? { openid: `o${randomBytes(13).toString('base64url')}` }), scope });
          const back = new URL(redirect);
          back.searchParams.set('code', code);
          back.searchParams.set('state', url.searchParams.get('state') ?? '');
          res.writeHead(302, { location: back.toString() });
          return res.end();
        }
        case 'GET /cgi-bin/ticket/getticket':
          if (!checkToken()) return;
          if (url.searchParams.get('type') !== 'jsapi') return error(40097, 'invalid args');
          return answer({
            errcode: 0,
            errmsg: 'ok',
            ticket: `ticket-for-${url.searchParams.get('access_token')}`,
            expires_in: TOKEN_SECONDS,
          });
        case 'GET /sns/oauth2/access_token': {
          if (url.searchParams.get('appid') !== appId) return error(40013, 'invalid appid');
          if (url.searchParams.get('secret') !== appSecret) return error(40125, 'invalid appsecret');
          if (url.searchParams.get('grant_type') !== 'authorization_code') return error(40002, 'invalid grant_type');
          const code = url.searchParams.get('code') ?? '';
          if (used.has(code)) return error(40163, 'code been used');
          const who = codes.get(code);
          if (!who) return error(40029, 'invalid code');
          used.add(code);
          const webToken = `web-${rid()}`;
          webTokens.set(webToken, { ...who, scope: who.scope ?? 'snsapi_base' });
          return answer({
            access_token: webToken,
            expires_in: TOKEN_SECONDS,
            refresh_token: `refresh-${rid()}`,
            openid: who.openid,
            scope: who.scope ?? 'snsapi_base',
            ...(who.snapshot ? { is_snapshotuser: 1 } : {}),
          });
        }
        case 'GET /sns/userinfo': {
          const given = url.searchParams.get('access_token');
          if (!given) return error(41001, 'access_token missing');
          const holder = webTokens.get(given);
          if (!holder) return error(40001, 'invalid credential, access_token is invalid or not latest');
          if (url.searchParams.get('openid') !== holder.openid) return error(40003, 'invalid openid');
          if (holder.scope !== 'snsapi_userinfo') return error(48001, 'api unauthorized');
          return answer({
            openid: holder.openid,
            nickname: holder.nickname ?? '微信用户',
            sex: 0,
            language: '',
            city: '',
            province: '',
            country: '',
            headimgurl: 'https://thirdwx.qlogo.cn/mmopen/vi_32/fake/132',
            privilege: [],
          });
        }
        case 'GET /cgi-bin/user/info': {
          if (!checkToken()) return;
          const openid = url.searchParams.get('openid') ?? '';
          if (!/^[A-Za-z0-9_-]{6,64}$/.test(openid)) return error(40003, 'invalid openid');
          // WeChat says nothing more about someone who does not follow the account.
          return answer(
            followers.has(openid)
              ? {
                  subscribe: 1,
                  openid,
                  language: 'zh_CN',
                  subscribe_time: Math.floor(clock() / 1000),
                  remark: '',
                  groupid: 0,
                  tagid_list: [],
                  subscribe_scene: 'ADD_SCENE_QR_CODE',
                  qr_scene: 0,
                  qr_scene_str: '',
                }
              : { subscribe: 0, openid },
          );
        }
        case 'POST /cgi-bin/qrcode/create': {
          if (!checkToken()) return;
          let input: { expire_seconds?: number; action_name?: string; action_info?: { scene?: { scene_str?: string } } };
          try {
            input = JSON.parse(body || '{}') as typeof input;
          } catch {
            return error(47001, 'data format error');
          }
          const scene = input.action_info?.scene?.scene_str;
          if (input.action_name !== 'QR_STR_SCENE' || !scene || scene.length > 64) return error(40053, 'invalid action info');
          return answer({
            ticket: `gQ${Buffer.from(scene).toString('base64url')}`,
            expire_seconds: Math.min(input.expire_seconds ?? 60, 2_592_000),
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
    authorizeScopes,
    failNext: (path, errcode, errmsg = 'fake failure') =>
      void failures.set(path, [...(failures.get(path) ?? []), { errcode, errmsg }]),
    expireToken() {
      tokens.get(current)!.expiresAt = clock();
    },
    currentToken: () => current,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
