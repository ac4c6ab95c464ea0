/** People search by nickname (members only; guests have no public profile). */
import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import { API_PATHS, USER_SEARCH_LIMIT, cleanDisplayName, type UserSummary } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** LIKE wildcards in what someone typed are matched literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The public URL of a member's avatar, versioned so a new picture is never served stale. */
export function avatarUrl(userId: bigint, avatarVersion: string | null): string | null {
  return avatarVersion ? `${API_PATHS.userAvatar.replace(':id', userId.toString())}?v=${avatarVersion}` : null;
}

function summary(row: { id: bigint; nickname: string | null; avatarVersion: string | null }): UserSummary {
  return {
    user_id: row.id.toString(),
    im_user_id: row.id.toString(),
    nickname: cleanDisplayName(row.nickname ?? ''),
    avatar: avatarUrl(row.id, row.avatarVersion),
  };
}

export function createUsersService({ db }: { db: Database }) {
  return {
    /** One member's card (never a guest's). */
    async byId(userId: bigint): Promise<UserSummary[]> {
      const rows = await db
        .select({ id: users.id, nickname: users.nickname, avatarVersion: users.avatarVersion })
        .from(users)
        .where(and(eq(users.isGuest, false), eq(users.id, userId)));
      return rows.map(summary);
    },

    async search(viewerId: bigint, nickname: string): Promise<UserSummary[]> {
      const rows = await db
        .select({ id: users.id, nickname: users.nickname, avatarVersion: users.avatarVersion })
        .from(users)
        .where(and(eq(users.isGuest, false), ne(users.id, viewerId), ilike(users.nickname, `%${escapeLike(nickname)}%`)))
        .orderBy(asc(users.nickname), asc(users.id))
        .limit(USER_SEARCH_LIMIT);
      return rows.map(summary);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
