/**
 * The WeChat official account (spec §4, §7; issue 15): the JS-SDK share config for our own pages,
 * web authorisation (code → openId and follow status), the follow check, the follow QR code, and
 * the follower table kept from WeChat's subscribe/unsubscribe events, "log in with WeChat" (the
 * account linked to the openId) and saveUser's link, proven by the code. Without WECHAT_APP_ID and
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
/** How long an exchanged code proves its openId to saveUser. */
export const CODE_PROOF_MS = 24 * 3600_000;

export interface WeChatService {
  /** getQrcode: a temporary QR code for the scene when the API is configured, else the follow link. */
  followQrcode(scene?: string): Promise<FollowQrcode>;
  /** null when WeChat is not configured (the page then shares as any page does). */
  shareConfig(
    url: string,
  ): Promise<{ appId: string; timestamp: number; nonceStr: string; signature: string; oauthBase: string } | null>;
  authorise(code: string): Promise<{ openId: string; isSubcribe: boolean }>;
  /** "Log in with WeChat": the linked account's session, or login null when none is linked. */
  login(code: string): Promise<WechatLogin>;
  /**
   * saveUser's link: the openId goes to this account (and off any other) only when `code` is a
   * code we exchanged for that openId within the last day. Answers whether it was linked.
   */
  linkAccount(userId: bigint, openId: string | null | undefined, code: string | null | undefined): Promise<boolean>;
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
  publicOrigin,
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
  publicOrigin: string;
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

  const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

  /** Exchanges a code; snapshot visitors stop here (nothing stored), others leave the code's proof. */
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
    const at = new Date(now());
    await db.delete(wechatCodes).where(lt(wechatCodes.createdAt, new Date(now() - CODE_PROOF_MS)));
    await db
      .insert(wechatCodes)
      .values({ codeHash: hashCode(code), openId: result.openid, createdAt: at })
      .onConflictDoNothing();
    return result;
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
      if (!URL.canParse(url) || new URL(url).origin !== publicOrigin) throw new ApiError('wechatUrlNotOurs');
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
      const { openid } = await exchange(code);
      const [linked] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.wechatOpenId, openid), eq(users.isGuest, false)));
      const isSubcribe = await isFollowing(openid, true);
      if (!linked) return { openId: openid, isSubcribe, login: null };
      const session = await startSession(linked.id);
      return { openId: openid, isSubcribe, login: { token: session.token, user_id: linked.id.toString() } };
    },

    async linkAccount(userId, openId, code) {
      if (!openId || !code) return false;
      const [proof] = await db
        .select({ openId: wechatCodes.openId })
        .from(wechatCodes)
        .where(and(eq(wechatCodes.codeHash, hashCode(code)), gt(wechatCodes.createdAt, new Date(now() - CODE_PROOF_MS))));
      if (proof?.openId !== openId) return false;
      try {
        await db.transaction(async (tx) => {
          // One account per openId: the newest link wins.
          await tx
            .update(users)
            .set({ wechatOpenId: null, updatedAt: new Date(now()) })
            .where(and(eq(users.wechatOpenId, openId), ne(users.id, userId)));
          await tx
            .update(users)
            .set({ wechatOpenId: openId, updatedAt: new Date(now()) })
            .where(eq(users.id, userId));
        });
      } catch (error) {
        // Two accounts linking one openId at the same instant: the other one won (unique index).
        if ((error as { code?: string }).code === '23505') return false;
        throw error;
      }
      return true;
    },

    isFollowing: (openId) => isFollowing(openId),

    async recordFollowEvent(openId, subscribed) {
      await remember(openId, subscribed);
    },
  };
}
