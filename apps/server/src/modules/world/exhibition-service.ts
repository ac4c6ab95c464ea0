/**
 * Exhibition rooms: the published list and search, one exhibition with its works, the check call
 * that picks which copy of a room to join, and the operators' create / edit / publish.
 *
 * Personal rooms have no row: a member's room has their user id as its exhibition id and shows the
 * badges they hold (newest first) and the culture passes their wallets hold (as the chain index
 * knows them), one per slot of the personal template.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import {
  APP_ROUTES,
  cleanDisplayName,
  decodeListCursor,
  encodeListCursor,
  EXHIBITION_PAGE_SIZE,
  EXHIBITION_SEARCH_LIMIT,
  localize,
  vrRoomGroupName,
  type AdminExhibition,
  type Exhibition,
  type ExhibitionCheck,
  type ExhibitionCreate,
  type ExhibitionEdit,
  type ExhibitionList,
  type ExhibitionSummary,
  type ExhibitWork,
  type Locale,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import {
  badgeClaims,
  badgeEvents,
  depositWallets,
  passTokens,
  users,
  userWallets,
  vrExhibitions,
  type ExhibitWorkRow,
  type LocalizedText,
} from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { nextId } from '../../lib/ids.js';
import type { RoomAdmissions } from './room-admissions.js';
import type { WorldCatalog } from './world-catalog.js';

/** Who is in each instant group (the messaging gateway's, see modules/messaging). */
export interface RoomOccupancy {
  counts(groups: string[]): Promise<number[]>;
  members(group: string): Promise<bigint[]>;
}

/**
 * How long a visitor the check call admitted holds a place in that copy before they appear in its
 * instant group (loading the room takes a few seconds): a crowd checking at the same moment is
 * spread over copies instead of all landing in the first.
 */
export const ADMISSION_HOLD_MS = 30_000;

/** Copies of one room the check call looks through before giving up (24 × 64 visitors). */
export const MAX_ROOM_COPIES = 64;
/** Copies counted for the list's visitor figure (one round trip for the whole page). */
const LISTED_COPIES = 8;
/** How long a process keeps a published exhibition's row for the detail call. */
const PUBLISHED_CACHE_MS = 5_000;
/** The template personal rooms hang in. */
export const PERSONAL_TEMPLATE = 'hall';
const PERSONAL_COVER = '/images/pages/certificate/badge.svg';
/**
 * The order a personal room fills the hall's slots: the north wall faces a visitor who has just
 * come in (apps/web/scripts/world/hall.mjs: spawn at z 5.5 looking at -Z), its middle slots are
 * on a portrait phone's screen, so a member with two passes sees them at once; then the rest of
 * that wall, then the template's order.
 */
const PERSONAL_SLOT_PREFERENCE = ['slot-03', 'slot-04', 'slot-02', 'slot-05', 'slot-01', 'slot-06'];
export function personalSlotOrder(slots: readonly string[]): string[] {
  const first = PERSONAL_SLOT_PREFERENCE.filter((slot) => slots.includes(slot));
  return [...first, ...slots.filter((slot) => !first.includes(slot))];
}
/** The culture pass's picture: the /pass page's hero art as a square. */
export const PASS_ARTWORK = '/images/pages/pass/pass.svg';

const PERSONAL_TEXT = {
  name: { 'zh-CN': '{name}的展厅', 'zh-TW': '{name}的展廳', 'en-US': "{name}'s room" },
  summary: {
    'zh-CN': '{name}收藏的徽章与通行证。',
    'zh-TW': '{name}收藏的徽章與通行證。',
    'en-US': 'The badges and passes {name} holds.',
  },
  /** An own room with nothing in it yet says how it fills (listed after the official halls). */
  emptySummary: {
    'zh-CN': '你的展厅还空着：在活动中领取徽章或铸造通行证，它们会挂在这里。',
    'zh-TW': '你的展廳還空著：在活動中領取徽章或鑄造通行證，它們會掛在這裡。',
    'en-US': 'Your room is empty for now: claim a badge at an event or mint a pass, and it hangs here.',
  },
  member: { 'zh-CN': '会员', 'zh-TW': '會員', 'en-US': 'Member ' },
  serial: { 'zh-CN': '第 {n} 枚', 'zh-TW': '第 {n} 枚', 'en-US': 'No. {n}' },
  passTitle: { 'zh-CN': '文化通行证 #{id}', 'zh-TW': '文化通行證 #{id}', 'en-US': 'Culture pass #{id}' },
  passHeld: {
    'zh-CN': '{name}钱包中的文化通行证 NFT，编号 {id}。',
    'zh-TW': '{name}錢包中的文化通行證 NFT，編號 {id}。',
    'en-US': 'A culture pass NFT in {name}’s wallet, token {id}.',
  },
  passStaked: {
    'zh-CN': '自 {date} 起质押中。',
    'zh-TW': '自 {date} 起質押中。',
    'en-US': ' Staked since {date}.',
  },
  passNotStaked: { 'zh-CN': '未质押。', 'zh-TW': '未質押。', 'en-US': ' Not staked.' },
} satisfies Record<string, LocalizedText>;

type Row = typeof vrExhibitions.$inferSelect;
type SummaryRow = Pick<Row, 'id' | 'name' | 'summary' | 'cover' | 'publishedAt'>;
/** What a list card needs: lists never read the works (the heavy part of a row). */
const summaryColumns = {
  id: vrExhibitions.id,
  name: vrExhibitions.name,
  summary: vrExhibitions.summary,
  cover: vrExhibitions.cover,
  publishedAt: vrExhibitions.publishedAt,
};

export function createExhibitionService({
  db,
  now,
  catalog,
  occupancy,
  admissions,
  visitorCap,
}: {
  db: Database;
  now: () => number;
  catalog: WorldCatalog;
  occupancy: RoomOccupancy;
  /** Places held for visitors admitted in the last ADMISSION_HOLD_MS (Redis when configured). */
  admissions: RoomAdmissions;
  visitorCap: number;
}) {
  const publishedRows = isNotNull(vrExhibitions.publishedAt);

  /** People in each room, over its first `copies` copies, in one round trip. */
  async function visitorsOf(ids: string[], copies: number): Promise<number[]> {
    const groups = ids.flatMap((id) => Array.from({ length: copies }, (_, i) => vrRoomGroupName(id, i + 1)));
    const counts = groups.length ? await occupancy.counts(groups) : [];
    return ids.map((_, i) => counts.slice(i * copies, (i + 1) * copies).reduce((a, b) => a + b, 0));
  }

  function summaryOf(row: SummaryRow, locale: Locale, visitors: number): ExhibitionSummary {
    return {
      id: row.id.toString(),
      kind: 'official',
      name: row.name[locale],
      summary: row.summary[locale],
      cover: catalog.current(row.cover),
      visitors,
      ownerId: null,
    };
  }

  function workOf(work: ExhibitWorkRow, locale: Locale): ExhibitWork {
    return {
      ...localize(work, locale),
      image: work.image && catalog.current(work.image),
      video: work.video && catalog.current(work.video),
    };
  }

  /**
   * The culture passes the member's wallets hold (their linked wallet and their deposit wallet), as
   * the chain index last saw them, most recently moved first.
   */
  async function passesOf(userId: bigint, limit: number) {
    const [linked, deposit] = await Promise.all([
      db.select({ address: userWallets.address }).from(userWallets).where(eq(userWallets.userId, userId)),
      db.select({ address: depositWallets.address }).from(depositWallets).where(eq(depositWallets.userId, userId)),
    ]);
    const addresses = [...new Set([...linked, ...deposit].map((w) => w.address.toLowerCase()))];
    if (addresses.length === 0) return [];
    return db
      .select({ tokenId: passTokens.tokenId, staked: passTokens.staked, stakedAt: passTokens.stakedAt })
      .from(passTokens)
      .where(inArray(passTokens.owner, addresses))
      .orderBy(desc(passTokens.changedBlock), asc(passTokens.tokenId))
      .limit(limit);
  }

  /** A member's personal room, or null when the id is not a member's. */
  async function personalRoom(userId: bigint, locale: Locale, withWorks: boolean) {
    const [owner] = await db
      .select({ nickname: users.nickname, phone: users.phoneE164, isGuest: users.isGuest })
      .from(users)
      .where(eq(users.id, userId));
    if (!owner || owner.isGuest) return null;
    const nickname =
      (owner.nickname && cleanDisplayName(owner.nickname)) ||
      `${PERSONAL_TEXT.member[locale]}${owner.phone?.slice(-4) ?? ''}`.trim();
    const fill = (text: LocalizedText) => text[locale].replace('{name}', nickname);
    const slots = personalSlotOrder(catalog.template(PERSONAL_TEMPLATE).slots);
    const badges = withWorks
      ? await db
          .select({
            name: badgeEvents.name,
            story: badgeEvents.story,
            artwork: badgeEvents.artwork,
            serial: badgeClaims.serial,
            verifyToken: badgeClaims.verifyToken,
          })
          .from(badgeClaims)
          .innerJoin(badgeEvents, eq(badgeEvents.id, badgeClaims.eventId))
          .where(eq(badgeClaims.userId, userId))
          .orderBy(desc(badgeClaims.claimedAt), desc(badgeClaims.id))
          .limit(slots.length)
      : [];
    const passes = withWorks ? await passesOf(userId, slots.length) : [];
    // Many badges must not hide every pass (nor the reverse): passes get at least half the slots
    // when there are enough of them, badges the rest.
    const passCount = Math.min(passes.length, Math.max(slots.length - badges.length, Math.floor(slots.length / 2)));
    const badgeCount = Math.min(badges.length, slots.length - passCount);
    const badgeWorks = badges.slice(0, badgeCount).map((badge): Omit<ExhibitWork, 'slot'> => ({
      kind: 'image',
      title: badge.name[locale],
      body: `${PERSONAL_TEXT.serial[locale].replace('{n}', String(badge.serial))} · ${badge.story[locale]}`,
      image: badge.artwork,
      video: null,
      link: `/badge/verify/${badge.verifyToken}`,
    }));
    const passWorks = passes.slice(0, passCount).map((pass): Omit<ExhibitWork, 'slot'> => ({
      kind: 'image',
      title: PERSONAL_TEXT.passTitle[locale].replace('{id}', pass.tokenId),
      body:
        fill(PERSONAL_TEXT.passHeld).replace('{id}', pass.tokenId) +
        (pass.staked && pass.stakedAt
          ? PERSONAL_TEXT.passStaked[locale].replace('{date}', new Date(pass.stakedAt * 1000).toISOString().slice(0, 10))
          : PERSONAL_TEXT.passNotStaked[locale]),
      image: PASS_ARTWORK,
      video: null,
      link: APP_ROUTES.pass,
    }));
    const works: ExhibitWork[] = [...badgeWorks, ...passWorks].map((work, i) => ({ slot: slots[i]!, ...work }));
    const id = userId.toString();
    const summary: ExhibitionSummary = {
      id,
      kind: 'personal',
      name: fill(PERSONAL_TEXT.name),
      summary: fill(PERSONAL_TEXT.summary),
      cover: badges[0]?.artwork ?? (passes.length > 0 ? PASS_ARTWORK : PERSONAL_COVER),
      visitors: 0,
      ownerId: id,
    };
    return { summary, works };
  }

  async function rowOf(id: bigint): Promise<Row | null> {
    const [row] = await db.select().from(vrExhibitions).where(eq(vrExhibitions.id, id));
    return row ?? null;
  }

  // Everyone entering a room reads the same published row (a crowd at an event's start): kept a
  // few seconds per process. An operator's change on this process drops it at once; other
  // processes see it within PUBLISHED_CACHE_MS. Only published rows are kept (unknown ids are not).
  const publishedCache = new Map<bigint, { row: Row; until: number }>();
  async function publishedRow(id: bigint): Promise<Row | null> {
    const cached = publishedCache.get(id);
    if (cached && cached.until > now()) return cached.row;
    const row = await rowOf(id);
    if (row?.publishedAt) {
      if (publishedCache.size >= 1000) publishedCache.clear();
      publishedCache.set(id, { row, until: now() + PUBLISHED_CACHE_MS });
    } else publishedCache.delete(id);
    return row;
  }

  function checkTemplate(templateId: string, works: ExhibitWorkRow[]) {
    if (!catalog.hasTemplate(templateId)) throw new ApiError('validation', { details: { templateId: 'no such room template' } });
    const slots = new Set(catalog.template(templateId).slots);
    const missing = works.find((w) => !slots.has(w.slot));
    if (missing) throw new ApiError('validation', { details: { works: `${templateId} has no slot ${missing.slot}` } });
  }

  function adminView(row: Row): AdminExhibition {
    return {
      id: row.id.toString(),
      name: row.name,
      summary: row.summary,
      cover: row.cover,
      templateId: row.templateId,
      works: row.works,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    };
  }

  return {
    /**
     * Published official exhibitions, newest published first, except that page one leads with the
     * halls where people are (most visitors first): two friends who tap the first card meet. A
     * member's own room closes page one; an empty one says how it fills.
     */
    async list(viewer: bigint | null, cursor: string | undefined, locale: Locale): Promise<ExhibitionList> {
      const position = cursor ? decodeListCursor(cursor) : null;
      const rows = await db
        .select(summaryColumns)
        .from(vrExhibitions)
        .where(
          position
            ? and(
                publishedRows,
                or(
                  lt(vrExhibitions.publishedAt, position.at),
                  and(eq(vrExhibitions.publishedAt, position.at), lt(vrExhibitions.id, position.id)),
                ),
              )
            : publishedRows,
        )
        .orderBy(desc(vrExhibitions.publishedAt), desc(vrExhibitions.id))
        .limit(EXHIBITION_PAGE_SIZE + 1);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(vrExhibitions).where(publishedRows);
      const page = rows.slice(0, EXHIBITION_PAGE_SIZE);
      const last = page.at(-1);
      const next = rows.length > EXHIBITION_PAGE_SIZE && last ? encodeListCursor({ at: last.publishedAt!, id: last.id }) : null;
      const own = viewer !== null && !cursor ? await personalRoom(viewer, locale, true) : null;
      const ids = [...page.map((row) => row.id.toString()), ...(own ? [own.summary.id] : [])];
      const visitors = await visitorsOf(ids, LISTED_COPIES);
      const content = page.map((row, i) => summaryOf(row, locale, visitors[i]!));
      // Stable: halls with the same number of visitors keep their published order.
      if (!cursor) content.sort((a, b) => b.visitors - a.visitors);
      if (own) {
        const summary = own.works.length > 0 ? own.summary.summary : PERSONAL_TEXT.emptySummary[locale];
        content.push({ ...own.summary, summary, visitors: visitors[page.length]! });
      }
      return { total: total + (own ? 1 : 0), next, content };
    },

    /** Published official exhibitions whose name in any language contains `name` (case-insensitive). */
    async search(name: string, locale: Locale): Promise<ExhibitionSummary[]> {
      const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select(summaryColumns)
        .from(vrExhibitions)
        .where(
          and(
            publishedRows,
            or(
              sql`${vrExhibitions.name}->>'zh-CN' ilike ${pattern}`,
              sql`${vrExhibitions.name}->>'zh-TW' ilike ${pattern}`,
              sql`${vrExhibitions.name}->>'en-US' ilike ${pattern}`,
            ),
          ),
        )
        .orderBy(desc(vrExhibitions.publishedAt), desc(vrExhibitions.id))
        .limit(EXHIBITION_SEARCH_LIMIT);
      const visitors = await visitorsOf(
        rows.map((row) => row.id.toString()),
        LISTED_COPIES,
      );
      return rows.map((row, i) => summaryOf(row, locale, visitors[i]!));
    },

    /** One exhibition with its template and works; unpublished ones do not exist for visitors. */
    async get(id: bigint, locale: Locale): Promise<Exhibition> {
      const row = await publishedRow(id);
      if (row?.publishedAt) {
        const [visitors] = await visitorsOf([row.id.toString()], LISTED_COPIES);
        return {
          ...summaryOf(row, locale, visitors!),
          template: catalog.template(row.templateId),
          works: row.works.map((work) => workOf(work, locale)),
          visitorCap,
        };
      }
      const personal = row ? null : await personalRoom(id, locale, true);
      if (!personal) throw new ApiError('exhibitionNotFound');
      const [visitors] = await visitorsOf([personal.summary.id], LISTED_COPIES);
      return {
        ...personal.summary,
        visitors: visitors!,
        template: catalog.template(PERSONAL_TEMPLATE),
        works: personal.works,
        visitorCap,
      };
    },

    /**
     * Whether the room can be entered and which copy to join: the lowest copy whose members and
     * the visitors admitted to it in the last ADMISSION_HOLD_MS (who may still be loading) number
     * fewer than the cap. A visitor already there or holding a place keeps it (a reload is not a
     * second visitor). Taking a place is atomic (RoomAdmissions.tryHold), and the place is what
     * admits the visitor to the copy's instant group, so a copy never exceeds the cap.
     */
    async check(id: bigint, visitorId: bigint): Promise<ExhibitionCheck> {
      const [row] = await db
        .select({ publishedAt: vrExhibitions.publishedAt })
        .from(vrExhibitions)
        .where(eq(vrExhibitions.id, id));
      if (row && !row.publishedAt) {
        return { canEnter: false, reason: 'notPublished', group: null, copy: null, visitors: 0, visitorCap };
      }
      if (!row && !(await personalRoom(id, 'en-US', false))) throw new ApiError('exhibitionNotFound');
      const groups = Array.from({ length: MAX_ROOM_COPIES }, (_, i) => vrRoomGroupName(id.toString(), i + 1));
      const counts = await occupancy.counts(groups);
      const admit = (index: number): ExhibitionCheck => ({
        canEnter: true,
        reason: null,
        group: groups[index]!,
        copy: index + 1,
        visitors: counts[index]!,
        visitorCap,
      });
      for (const [index, group] of groups.entries()) {
        // Members alone fill it: no need to look closer.
        if (counts[index]! >= visitorCap) continue;
        // In it already, or holding a place (a reload): the same copy, not a second place.
        const members = await occupancy.members(group);
        if (await admissions.tryHold(group, visitorId, ADMISSION_HOLD_MS, visitorCap, members)) return admit(index);
      }
      // Every copy full (more than cap × 64 people): the last copy takes them, over the cap.
      await admissions.hold(groups[MAX_ROOM_COPIES - 1]!, visitorId, ADMISSION_HOLD_MS);
      return admit(MAX_ROOM_COPIES - 1);
    },

    // ---------------------------------------------------------------------------------- operators

    async adminList(): Promise<AdminExhibition[]> {
      const rows = await db.select().from(vrExhibitions).orderBy(desc(vrExhibitions.createdAt), desc(vrExhibitions.id));
      return rows.map(adminView);
    },

    async create(input: ExhibitionCreate): Promise<AdminExhibition> {
      checkTemplate(input.templateId, input.works);
      const [row] = await db
        .insert(vrExhibitions)
        .values({ id: nextId(now), ...input, createdAt: new Date(now()), updatedAt: new Date(now()) })
        .returning();
      return adminView(row!);
    },

    async edit({ id, ...changes }: ExhibitionEdit): Promise<AdminExhibition> {
      const current = await rowOf(BigInt(id));
      if (!current) throw new ApiError('exhibitionNotFound');
      checkTemplate(changes.templateId ?? current.templateId, changes.works ?? current.works);
      const [row] = await db
        .update(vrExhibitions)
        .set({ ...changes, updatedAt: new Date(now()) })
        .where(eq(vrExhibitions.id, current.id))
        .returning();
      publishedCache.delete(current.id);
      return adminView(row!);
    },

    /** Publishing again keeps the first publication time (the list's order does not jump). */
    async setPublished(id: bigint, published: boolean): Promise<AdminExhibition> {
      const [row] = await db
        .update(vrExhibitions)
        .set({
          publishedAt: published
            ? sql`coalesce(${vrExhibitions.publishedAt}, ${new Date(now()).toISOString()}::timestamptz)`
            : null,
          updatedAt: new Date(now()),
        })
        .where(eq(vrExhibitions.id, id))
        .returning();
      if (!row) throw new ApiError('exhibitionNotFound');
      publishedCache.delete(id);
      return adminView(row);
    },
  };
}

export type ExhibitionService = ReturnType<typeof createExhibitionService>;
