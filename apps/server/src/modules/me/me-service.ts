/** The current user's info and profile edits (deleting an account: modules/privacy). */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { API_PATHS, WALLET_TYPE, cleanDisplayName, type Locale, type ProfileUpdate, type UserInfo } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { avatars, depositWallets, userWallets, users, vrAvatars } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { maskPhone } from '../auth/phone.js';
import { parseAvatarDataUrl } from './avatar-image.js';
import type { ImTokens } from '../messaging/im-token.js';
import { userModelUrl } from '../world/user-model-url.js';
import type { DepositWallets } from '../wallet/deposit-wallets.js';

const DEFAULT_NAME_PREFIX: Record<Locale, { member: string; guest: string }> = {
  'en-US': { member: 'Member ', guest: 'Guest' },
  'zh-CN': { member: '会员', guest: '游客' },
  'zh-TW': { member: '會員', guest: '遊客' },
};

function avatarUrl(userId: bigint, version: string | null): string | null {
  return version ? `${API_PATHS.userAvatar.replace(':id', userId.toString())}?v=${version}` : null;
}

export function createMeService({
  db,
  now,
  imTokens,
  deposits,
}: {
  db: Database;
  now: () => number;
  /** Issues the messaging token; members only, guests cannot chat. */
  imTokens?: ImTokens;
  /** Members get a deposit wallet on first look when DEPOSIT_XPUB is set. */
  deposits?: DepositWallets;
}) {
  // The user and their wallets in one prepared statement (built once, planned once per connection).
  const userWithWallets = db
    .select({
      user: users,
      // Spec §3: sorted by wallet_type descending, so the deposit wallet (2) comes before the external one (1).
      wallets: sql<Array<{ wallet_type: number; wallet_address: string }>>`(
        select coalesce(json_agg(w order by w.wallet_type desc), '[]'::json) from (
          select ${userWallets.walletType} as wallet_type, ${userWallets.address} as wallet_address
          from ${userWallets} where ${userWallets.userId} = ${users.id}
          union all
          select 2, ${depositWallets.address} from ${depositWallets} where ${depositWallets.userId} = ${users.id}
        ) w)`,
      // The world avatar: the chosen dress and the uploaded model's version.
      vr: sql<{ dress: string | null; model: string | null } | null>`(
        select json_build_object('dress', ${vrAvatars.dressId}, 'model', ${vrAvatars.modelHash})
        from ${vrAvatars} where ${vrAvatars.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('me_user_with_wallets');

  async function loadWithWallets(userId: bigint) {
    const [row] = await userWithWallets.execute({ userId: userId.toString() });
    if (!row) throw new ApiError('tokenIllegal');
    return row;
  }

  /**
   * The nickname, else "Member 1234" from the phone's last four digits, or from the wallet
   * address's last four for a wallet account (a member, never "Guest").
   */
  function displayName(
    user: Awaited<ReturnType<typeof loadWithWallets>>['user'],
    locale: Locale,
    walletAddress?: string | null,
  ): string {
    // Cleaned on read too: names stored before nicknames were cleaned on write may hold bidi overrides.
    const nickname = user.nickname ? cleanDisplayName(user.nickname) : '';
    if (nickname) return nickname;
    const prefix = DEFAULT_NAME_PREFIX[locale];
    if (user.isGuest) return prefix.guest;
    if (user.phoneE164) return `${prefix.member}${user.phoneE164.slice(-4)}`;
    return walletAddress ? `${prefix.member}${walletAddress.slice(-4).toUpperCase()}` : prefix.member.trim();
  }

  return {
    /** `sessionId`: the login session asking; its messaging token is bound to it. */
    async info(userId: bigint, locale: Locale, sessionId: string): Promise<UserInfo> {
      const loaded = await loadWithWallets(userId);
      const { user, vr } = loaded;
      let wallets = loaded.wallets;
      if (deposits?.enabled && !user.isGuest && !wallets.some((w) => w.wallet_type === WALLET_TYPE.deposit)) {
        const deposit = await deposits.ensure(user.id);
        if (deposit) wallets = [{ wallet_type: WALLET_TYPE.deposit, wallet_address: deposit.address }, ...wallets];
      }
      // Stored lower-case; shown checksummed (EIP-55), as wallets show them.
      wallets = wallets.map((w) => ({ wallet_type: w.wallet_type, wallet_address: getAddress(w.wallet_address) }));
      return {
        user_id: user.id.toString(),
        isguest: user.isGuest,
        first_name: displayName(user, locale, wallets.find((w) => w.wallet_type === WALLET_TYPE.external)?.wallet_address),
        gender: (user.gender as UserInfo['gender'] | null) ?? 'female',
        avatar: avatarUrl(user.id, user.avatarVersion),
        telephone: user.phoneE164 ? maskPhone(user.phoneE164) : null,
        user_wallets: wallets,
        // The wallet the person signs with when linked, otherwise the deposit wallet their passes go to.
        wallet_address:
          wallets.find((w) => w.wallet_type === WALLET_TYPE.external)?.wallet_address ?? wallets[0]?.wallet_address ?? null,
        im_user_token: imTokens && !user.isGuest ? imTokens.issue(user.id, sessionId) : null,
        im_user_id: imTokens && !user.isGuest ? user.id.toString() : null,
        vr_dress_id: vr?.dress ?? null,
        vr_user_model: vr?.model ? userModelUrl(user.id, vr.model) : null,
        wechat: user.wechatOpenId ? { nickname: user.wechatNickname } : null,
      };
    },

    async updateProfile(userId: bigint, update: ProfileUpdate): Promise<void> {
      const avatar = update.avatar ? parseAvatarDataUrl(update.avatar) : null;
      await db.transaction(async (tx) => {
        const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date(now()) };
        if (update.nickname !== undefined) changes.nickname = update.nickname;
        if (update.gender !== undefined) changes.gender = update.gender;
        if (avatar) {
          changes.avatarVersion = createHash('sha256').update(avatar.bytes).digest('hex').slice(0, 16);
          await tx
            .insert(avatars)
            .values({ userId, contentType: avatar.contentType, bytes: avatar.bytes, updatedAt: new Date(now()) })
            .onConflictDoUpdate({
              target: avatars.userId,
              set: { contentType: avatar.contentType, bytes: avatar.bytes, updatedAt: new Date(now()) },
            });
        }
        await tx.update(users).set(changes).where(eq(users.id, userId));
      });
    },

    async avatar(userId: bigint) {
      const [row] = await db
        .select({ contentType: avatars.contentType, bytes: avatars.bytes, version: users.avatarVersion })
        .from(avatars)
        .innerJoin(users, eq(users.id, avatars.userId))
        .where(eq(avatars.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** saveUser's answer (the WeChat link itself is the wechat module's: it needs the code's proof). */
    async nickName(userId: bigint, locale: Locale): Promise<string> {
      const { user, wallets } = await loadWithWallets(userId);
      return displayName(user, locale, wallets.find((w) => w.wallet_type === WALLET_TYPE.external)?.wallet_address);
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
