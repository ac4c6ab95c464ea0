/**
 * Personal rooms have no row: a member's room has their user id as its exhibition id and shows the
 * badges they hold (newest first), the culture passes their wallets hold (as the chain index
 * knows them) and the numbered collectibles they bought (docs/payments.md), one per slot of the
 * personal template.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  APP_ROUTES,
  cleanDisplayName,
  routePath,
  type ExhibitionSummary,
  type ExhibitWork,
  type Locale,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import {
  badgeClaims,
  badgeEvents,
  certificates,
  depositWallets,
  passTokens,
  shopProducts,
  users,
  userWallets,
  type LocalizedText,
} from '../../db/schema.js';
import type { ExhibitionContext } from './exhibition-context.js';

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

export const PERSONAL_TEXT = {
  name: { 'zh-CN': '{name}的展厅', 'zh-TW': '{name}的展廳', 'en-US': "{name}'s room" },
  summary: {
    'zh-CN': '{name}收藏的徽章、通行证与藏品。',
    'zh-TW': '{name}收藏的徽章、通行證與藏品。',
    'en-US': 'The badges, passes and collectibles {name} holds.',
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
  /** A collectible's number: "No. 7 of 1,000" (the web's certificates.serial.of). */
  collectibleOf: { 'zh-CN': '第 {n} 号 / 共 {of} 份', 'zh-TW': '第 {n} 號 / 共 {of} 份', 'en-US': 'No. {n} of {of}' },
} satisfies Record<string, LocalizedText>;

/**
 * The numbered collectibles the member holds (certificates of `collectible` products not
 * withdrawn by a refund), newest first: each hangs as its artwork and links to its public check.
 */
async function collectiblesOf(db: Database, userId: bigint, limit: number) {
  return db
    .select({
      code: certificates.code,
      serial: certificates.serial,
      name: shopProducts.name,
      description: shopProducts.description,
      image: shopProducts.image,
      supply: shopProducts.supply,
    })
    .from(certificates)
    .innerJoin(shopProducts, eq(shopProducts.id, certificates.productId))
    .where(and(eq(certificates.userId, userId), isNull(certificates.withdrawnAt), eq(shopProducts.kind, 'collectible')))
    .orderBy(desc(certificates.issuedAt), desc(certificates.serial))
    .limit(limit);
}

/** A collectible as a work: its artwork, "No. 7 of 1,000" and its story, linking to its public check. */
function collectibleWork(item: Awaited<ReturnType<typeof collectiblesOf>>[number], locale: Locale): Omit<ExhibitWork, 'slot'> {
  const number = new Intl.NumberFormat(locale);
  const serial = (item.supply === null ? PERSONAL_TEXT.serial[locale] : PERSONAL_TEXT.collectibleOf[locale])
    .replace('{n}', number.format(item.serial))
    .replace('{of}', number.format(item.supply ?? 0));
  return {
    kind: 'image',
    title: item.name[locale],
    body: `${serial} · ${item.description[locale]}`,
    image: item.image,
    video: null,
    link: routePath(APP_ROUTES.certificateVerify, { code: item.code }),
  };
}

/**
 * How many slots each kind of work gets: one slot per kind in turn while slots and works remain,
 * so no kind hides another (many badges leave passes and collectibles at least their share, and
 * a kind with few works leaves its share to the others).
 */
export function shareSlots(slots: number, counts: readonly number[]): number[] {
  const shares = counts.map(() => 0);
  let left = slots;
  while (left > 0 && shares.some((share, i) => share < counts[i]!)) {
    for (let i = 0; i < counts.length && left > 0; i++) {
      if (shares[i]! < counts[i]!) {
        shares[i]! += 1;
        left -= 1;
      }
    }
  }
  return shares;
}

/**
 * The culture passes the member's wallets hold (their linked wallet and their deposit wallet), as
 * the chain index last saw them, most recently moved first.
 */
async function passesOf(db: Database, userId: bigint, limit: number) {
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
export async function personalRoom(
  { db, catalog }: Pick<ExhibitionContext, 'db' | 'catalog'>,
  userId: bigint,
  locale: Locale,
  withWorks: boolean,
) {
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
  const passes = withWorks ? await passesOf(db, userId, slots.length) : [];
  const collectibles = withWorks ? await collectiblesOf(db, userId, slots.length) : [];
  const [badgeCount, passCount, collectibleCount] = shareSlots(slots.length, [
    badges.length,
    passes.length,
    collectibles.length,
  ]) as [number, number, number];
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
  const collectibleWorks = collectibles.slice(0, collectibleCount).map((item) => collectibleWork(item, locale));
  const works: ExhibitWork[] = [...badgeWorks, ...passWorks, ...collectibleWorks].map((work, i) => ({
    slot: slots[i]!,
    ...work,
  }));
  const id = userId.toString();
  const summary: ExhibitionSummary = {
    id,
    kind: 'personal',
    name: fill(PERSONAL_TEXT.name),
    summary: fill(PERSONAL_TEXT.summary),
    cover: badges[0]?.artwork ?? (passes.length > 0 ? PASS_ARTWORK : (collectibles[0]?.image ?? PERSONAL_COVER)),
    visitors: 0,
    ownerId: id,
  };
  return { summary, works };
}
