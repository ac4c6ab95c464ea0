/**
 * The WeChat official account (spec §4, §7): the JS-SDK share config for our own pages,
 * web authorisation (code → openId and follow status), the follow check, the follow QR code, and
 * the follower table kept from WeChat's subscribe/unsubscribe events, "log in with WeChat" (the
 * account linked to the openId) and saveUser's link, which needs the single-use ticket that "log in
 * with WeChat" answered in the same browser (docs/decisions.md, "WeChat links"). Without WECHAT_APP_ID and
 * WECHAT_APP_SECRET every WeChat call answers "not configured" and the follow link comes from
 * WECHAT_FOLLOW_URL, so the app falls back to the browser flow.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FollowQrcode, WechatLogin } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { users, wechatCodes, wechatFollowers } from '../../db/schema.js';
import { jsSdkSignature } from '../../integrations/wechat/js-sdk-signature.js';
import { WeChatApiError, WeChatUnavailable, type WeChatApi } from '../../integrations/wechat/wechat-api.js';
import { ApiError } from '../../lib/api-error.js';

/** How long a follow status read from WeChat is trusted when no event has told us otherwise. */
const FOLLOW_CHECK_TTL_MS = 10 * 60_000;
/** A temporary follow QR code lives 7 days at WeChat; we hand out the same one for a day. */
const QRCODE_REUSE_MS = 24 * 3600_000;
/** How long a link ticket (answered by "log in with WeChat" when no account is linked) may be used. */
export const LINK_TICKET_MS = 10 * 60_000;

export interface WeChatService {
  /** getQrcode: a temporary QR code for the scene when the API is configured, else the follow link. */
  followQrcode(scene?: string): Promise<FollowQrcode>;
  /** null when WeChat is not configured (the page then shares as any page does). */
  shareConfig(
    url: string,
  ): Promise<{ appId: string; timestamp: number; nonceStr: string; signature: string; oauthBase: string } | null>;
  authorise(code: string): Promise<{ openId: string; isSubcribe: boolean }>;
  /**
   * "Log in with WeChat": the linked account's session, or login null when none is linked; then,
   * for a snsapi_userinfo code only, a link ticket for saveUser.
   */
  login(code: string): Promise<WechatLogin>;
  /**
   * saveUser's link: the ticket's openId goes to this account (and off any other), consuming the
   * ticket; `openId`, when given, must be the ticket's. Answers the linked WeChat, or null.
   */
  linkAccount(
    userId: bigint,
    openId: string | null | undefined,
    ticket: string | null | undefined,
  ): Promise<{ nickname: string | null } | null>;
  isFollowing(openId: string): Promise<boolean>;
  /** A subscribe or unsubscribe event from WeChat's message endpoint. */
  recordFollowEvent(openId: string, subscribed: boolean): Promise<void>;
}

/** WeChat's answers mapped to our catalogue; anything else is WeChat being unavailable. */
function translate(error: unknown): never {
  if (error instanceof WeChatApiError) {
    if (error.errcode === 40029 || error.errcode === 40163) throw new ApiError('wechatCodeInvalid', { cause: error });
    if (error.errcode === 48001) throw new ApiError('wechatUnauthorized', { cause: error });
  }
  if (error instanceof WeChatUnavailable || error instanceof WeChatApiError)
    throw new ApiError('wechatUnavailable', { cause: error });
  throw error;
}

const nonce = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16);

export function createWeChatService({
  db,
  api,
  oauthBase = 'https://open.weixin.qq.com',
  followUrl,
  ownOrigins,
  startSession,
  now = Date.now,
}: {
  db: Database;
  api: WeChatApi | null;
  /** A logged-in session for the account (the auth module's, kind 'wechat'). */
  startSession: (userId: bigint) => Promise<{ token: string }>;
  /** Where web authorisation starts (https://open.weixin.qq.com). */
  oauthBase?: string;
  followUrl: string | undefined;
  /** The origins whose pages we sign for (config.ownOrigins). */
  ownOrigins: readonly string[];
  now?: () => number;
}): WeChatService {
  const qrcodes = new Map<string, { url: string; until: number }>();

  function requireApi(): WeChatApi {
    if (!api) throw new ApiError('wechatNotConfigured');
    return api;
  }

  async function stored(openId: string) {
    const [row] = await db.select().from(wechatFollowers).where(eq(wechatFollowers.openId, openId));
    return row ?? null;
  }

  async function remember(openId: string, subscribed: boolean) {
    await db
      .insert(wechatFollowers)
      .values({ openId, subscribed, updatedAt: new Date(now()) })
      .onConflictDoUpdate({ target: wechatFollowers.openId, set: { subscribed, updatedAt: sql`excluded.updated_at` } });
  }

  /**
   * `exchanged`: the openId came from a code we exchanged. Any other openId (isSubcribe takes any
   * string) gets a row only when it follows us, so unknown openIds cannot fill the table.
   */
  async function isFollowing(openId: string, exchanged = false): Promise<boolean> {
    const known = await stored(openId);
    // A follow event keeps the row current; a row from a check is trusted for a while.
    if (known && (known.subscribed || now() - known.updatedAt.getTime() < FOLLOW_CHECK_TTL_MS)) return known.subscribed;
    let following: boolean;
    try {
      following = await requireApi().isFollower(openId);
    } catch (error) {
      // WeChat down: what we knew is better than an error in a follow prompt.
      if (known && !(error instanceof ApiError)) return known.subscribed;
      return translate(error);
    }
    if (following || known || exchanged) await remember(openId, following);
    return following;
  }

  const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

  /** Exchanges a code; snapshot visitors stop here (nothing stored). */
  async function exchange(code: string) {
    const wechat = requireApi();
    let result;
    try {
      result = await wechat.exchangeCode(code);
    } catch (error) {
      return translate(error);
    }
    // A snapshot visitor's openid is virtual: store nothing, answer non-200, the page stays a guest's.
    if (result.snapshot) throw new ApiError('wechatSnapshotUser');
    return result;
  }

  /**
   * A link ticket for the browser that just authorised "log in with WeChat": 256 random bits,
   * answered once, kept only as a hash, with the nickname WeChat gives (null when it says nothing).
   */
  async function linkTicket(openId: string, webAccessToken: string): Promise<{ ticket: string; nickname: string | null }> {
    const nickname = await requireApi()
      .webUserInfo(webAccessToken, openId)
      .then(({ nickname }) => nickname || null)
      // The nickname only names the WeChat in a message; without it the message says "your WeChat".
      .catch(() => null);
    const ticket = randomBytes(32).toString('base64url');
    await db.delete(wechatCodes).where(lt(wechatCodes.createdAt, new Date(now() - LINK_TICKET_MS)));
    await db.insert(wechatCodes).values({ codeHash: hashTicket(ticket), openId, nickname, createdAt: new Date(now()) });
    return { ticket, nickname };
  }

  return {
    async followQrcode(scene = 'app') {
      if (api) {
        const cached = qrcodes.get(scene);
        if (cached && cached.until > now()) return { url: cached.url };
        try {
          const url = await api.temporaryQrcode(scene);
          if (qrcodes.size > 1000) qrcodes.clear();
          qrcodes.set(scene, { url, until: now() + QRCODE_REUSE_MS });
          return { url };
        } catch {
          // WeChat's QR API failed: the plain follow link still lets people follow.
        }
      }
      return { url: followUrl ?? null };
    },

    async shareConfig(url) {
      // Only our own pages: a signature is a statement by our account about that URL.
      if (!URL.canParse(url) || !ownOrigins.includes(new URL(url).origin)) throw new ApiError('wechatUrlNotOurs');
      if (!api) return null;
      const wechat = api;
      let ticket: string;
      try {
        ticket = await wechat.jsapiTicket();
      } catch (error) {
        return translate(error);
      }
      const timestamp = Math.floor(now() / 1000);
      const nonceStr = nonce();
      const signature = jsSdkSignature({ ticket, nonceStr, timestamp, url });
      return { appId: wechat.appId, timestamp, nonceStr, signature, oauthBase: oauthBase.replace(/\/+$/, '') };
    },

    async authorise(code) {
      const { openid } = await exchange(code);
      return { openId: openid, isSubcribe: await isFollowing(openid, true) };
    },

    async login(code) {
      const { openid, scope, accessToken } = await exchange(code);
      const [linked] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.wechatOpenId, openid), eq(users.isGuest, false)));
      const isSubcribe = await isFollowing(openid, true);
      if (!linked) {
        // Only the person's own tap ("log in with WeChat", snsapi_userinfo) may lead to a link.
        if (scope !== 'snsapi_userinfo') return { openId: openid, isSubcribe, login: null, linkTicket: null, nickname: null };
        const { ticket, nickname } = await linkTicket(openid, accessToken);
        return { openId: openid, isSubcribe, login: null, linkTicket: ticket, nickname };
      }
      const session = await startSession(linked.id);
      return {
        openId: openid,
        isSubcribe,
        login: { token: session.token, user_id: linked.id.toString() },
        linkTicket: null,
        nickname: null,
      };
    },

    async linkAccount(userId, openId, ticket) {
      if (!ticket) return null;
      // Taken in one statement: of two saveUser calls with one ticket, one links.
      const [proof] = await db
        .delete(wechatCodes)
        .where(and(eq(wechatCodes.codeHash, hashTicket(ticket)), gt(wechatCodes.createdAt, new Date(now() - LINK_TICKET_MS))))
        .returning({ openId: wechatCodes.openId, nickname: wechatCodes.nickname });
      if (!proof || (openId && openId !== proof.openId)) return null;
      const linkedId = proof.openId;
      const nickname = proof.nickname;
      try {
        await db.transaction(async (tx) => {
          // One account per openId: the newest link wins.
          await tx
            .update(users)
            .set({ wechatOpenId: null, wechatNickname: null, updatedAt: new Date(now()) })
            .where(and(eq(users.wechatOpenId, linkedId), ne(users.id, userId)));
          await tx
            .update(users)
            .set({ wechatOpenId: linkedId, wechatNickname: nickname, updatedAt: new Date(now()) })
            .where(eq(users.id, userId));
        });
      } catch (error) {
        // Two accounts linking one openId at the same instant: the other one won (unique index).
        if ((error as { code?: string }).code === '23505') return null;
        throw error;
      }
      return { nickname };
    },

    isFollowing: (openId) => isFollowing(openId),

    async recordFollowEvent(openId, subscribed) {
      await remember(openId, subscribed);
    },
  };
}
