/**
 * Wire schemas of badges (spec §1 claimable badges, §2 /Medal /MyMedal /ClockIn /NFC, §4 badge
 * claim states). A badge event is what operators create; a badge is one person's claim of it, with
 * a serial number ("No. 37 of 500") and a public verification token that does not name the holder.
 */
import { z } from 'zod';
import { imagePath, localizedSchema } from './content.js';
import { consoleSearch, idSchema, int4IdSchema, listCursorSchema, plainText } from './primitives.js';

/** An event's slug: how pages, claim buttons and operators name it. */
export const badgeEventSlugSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1–40 lowercase letters, digits or dashes');

/** How a badge may be claimed: in the app, by the venue's rotating QR, by an NFC tag, by a printed code. */
export const BADGE_CLAIM_METHODS = ['app', 'venue', 'nfc', 'code'] as const;
export const badgeClaimMethodSchema = z.enum(BADGE_CLAIM_METHODS);
export type BadgeClaimMethod = z.infer<typeof badgeClaimMethodSchema>;

/**
 * What the claim button shows to the person looking (spec §4 "not claimed, claimed, all claimed",
 * plus the window's two ends). A guest never sees `claimed`.
 */
export const BADGE_STATES = ['notClaimed', 'claimed', 'allClaimed', 'notYetOpen', 'closed'] as const;
export type BadgeState = (typeof BADGE_STATES)[number];

/** ISO 8601 instant with an offset, years 2000–9999 (what PostgreSQL stores and Date reads back). */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((v) => /^[2-9]\d{3}-/.test(v), 'year must be 2000–9999')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'not a real instant');

/** One held badge: what /MyMedal's grid and detail show. */
export const myBadgeSchema = z.object({
  badgeId: z.string(),
  event: badgeEventSlugSchema,
  name: z.string(),
  artwork: z.string(),
  serial: z.number().int(),
  /** Null when the supply is unlimited ("No. 37"). */
  supply: z.number().int().nullable(),
  claimedAt: z.string(),
  method: badgeClaimMethodSchema,
  /** `/badge/verify/<verifyToken>` shows anyone that the badge is genuine. */
  verifyToken: z.string(),
  /** The coupon the badge came with, when its event carries one. */
  rewardCouponId: z.string().nullable(),
});
export type MyBadge = z.infer<typeof myBadgeSchema>;

/** A badge event in the reader's language, with its state for the person looking. */
export const badgeEventSchema = z.object({
  slug: badgeEventSlugSchema,
  name: z.string(),
  story: z.string(),
  benefits: z.string(),
  artwork: z.string(),
  /** The content page it belongs to (its slug, e.g. "yuanxiao"), if any. */
  page: z.string().nullable(),
  methods: z.array(badgeClaimMethodSchema),
  /** Null when unlimited. */
  supply: z.number().int().nullable(),
  claimed: z.number().int(),
  /** Null when unlimited ("limited: 63 left" otherwise). */
  remaining: z.number().int().nullable(),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  state: z.enum(BADGE_STATES),
  /** The viewer's badge of this event, when state is claimed. */
  mine: myBadgeSchema.nullable(),
});
export type BadgeEvent = z.infer<typeof badgeEventSchema>;

export const badgeEventListQuerySchema = z.object({
  /** Only the events of one content page. */
  page: badgeEventSlugSchema.optional(),
});
/** /Medal: events still to come or running, and those whose window closed. */
export const badgeEventListSchema = z.object({
  current: z.array(badgeEventSchema),
  past: z.array(badgeEventSchema),
});
export type BadgeEventList = z.infer<typeof badgeEventListSchema>;

export const badgeEventParamsSchema = z.object({ slug: badgeEventSlugSchema });

export const MY_BADGES_PAGE_SIZE = 50;
export const myBadgesQuerySchema = z.object({ cursor: listCursorSchema.optional() });
export const myBadgesSchema = z.object({
  total: z.number().int(),
  next: z.string().nullable(),
  content: z.array(myBadgeSchema),
});
export type MyBadges = z.infer<typeof myBadgesSchema>;
export const myBadgeParamsSchema = z.object({ badgeId: idSchema });

/** In-app claim during the window. */
export const badgeClaimRequestSchema = z.object({ event: badgeEventSlugSchema });

/** Venue QR: the token the kiosk draws, "v1.<event id>.<time step>.<mac>". */
export const venueTokenSchema = z.string().regex(/^v1\.\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{22}$/, 'not a venue token');
export const badgeVenueClaimSchema = z.object({ token: venueTokenSchema });

/**
 * NFC (NTAG 424 DNA "SUN" URL parameters): the tag's 7-byte UID, its 3-byte read counter as the tag
 * mirrors it (big-endian hex) and the 8-byte truncated AES-CMAC, all hex.
 */
export const badgeNfcClaimSchema = z.object({
  uid: z.string().regex(/^[0-9A-Fa-f]{14}$/, 'must be 14 hex digits'),
  ctr: z.string().regex(/^[0-9A-Fa-f]{6}$/, 'must be 6 hex digits'),
  cmac: z.string().regex(/^[0-9A-Fa-f]{16}$/, 'must be 16 hex digits'),
});

/** A printed claim code: letters and digits, dashes and spaces ignored. */
export const claimCodeSchema = z.string().regex(/^[A-Za-z0-9 -]{8,40}$/, 'not a claim code');
export const badgeCodeClaimSchema = z.object({ code: claimCodeSchema });

/** Public verification: never who holds it. */
export const badgeVerifyParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'not a verification token') });
export const badgeVerificationSchema = z.object({
  event: badgeEventSlugSchema,
  name: z.string(),
  artwork: z.string(),
  serial: z.number().int(),
  supply: z.number().int().nullable(),
  claimedAt: z.string(),
});
export type BadgeVerification = z.infer<typeof badgeVerificationSchema>;

/** The kiosk page: the QR to draw now and when to fetch the next. */
export const kioskQrSchema = z.object({
  event: badgeEventSlugSchema,
  name: z.string(),
  token: z.string(),
  /** What the QR encodes: the /ClockIn page with the token. */
  claimPath: z.string(),
  rotatesInSeconds: z.number().int(),
});
export type KioskQr = z.infer<typeof kioskQrSchema>;

// ------------------------------------------------------------------------------------ operators

export const MAX_BADGE_SUPPLY = 10_000_000;

const badgeEventFields = {
  name: localizedSchema,
  story: localizedSchema,
  benefits: localizedSchema,
  artwork: imagePath,
  /** Null: unlimited. */
  supply: z.number().int().min(1).max(MAX_BADGE_SUPPLY).nullable(),
  opensAt: instantSchema,
  closesAt: instantSchema.nullable(),
  page: badgeEventSlugSchema.nullable(),
  methods: z.array(badgeClaimMethodSchema).min(1).max(BADGE_CLAIM_METHODS.length),
  /** A coupon template issued with each badge, all or nothing. */
  rewardTemplateId: int4IdSchema.nullable(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
};
export const badgeEventCreateSchema = z.object({
  slug: badgeEventSlugSchema,
  ...badgeEventFields,
  closesAt: badgeEventFields.closesAt.default(null),
  page: badgeEventFields.page.default(null),
  rewardTemplateId: badgeEventFields.rewardTemplateId.default(null),
  sortOrder: badgeEventFields.sortOrder.default(0),
});
export type BadgeEventCreate = z.infer<typeof badgeEventCreateSchema>;
/** Edit: the fields given change, the rest stay. */
export const badgeEventEditSchema = z
  .object({ slug: badgeEventSlugSchema, ...badgeEventFields })
  .partial()
  .required({ slug: true });
export type BadgeEventEdit = z.infer<typeof badgeEventEditSchema>;
export const badgeEventRefSchema = z.object({ event: badgeEventSlugSchema });

export const claimCodesCreateSchema = z.object({ event: badgeEventSlugSchema, count: z.number().int().min(1).max(10_000) });
/** Shown once: only their hashes are kept. */
export const claimCodesSchema = z.object({ codes: z.array(z.string()) });

export const nfcTagRegisterSchema = z.object({
  event: badgeEventSlugSchema,
  uid: badgeNfcClaimSchema.shape.uid,
  /** The tag's SDM MAC key (AES-128, 32 hex digits); generated when absent. */
  key: z
    .string()
    .regex(/^[0-9A-Fa-f]{32}$/, 'must be 32 hex digits')
    .optional(),
});
export const nfcTagSchema = z.object({ uid: z.string(), key: z.string() });

export const kioskTokenCreateSchema = z.object({ event: badgeEventSlugSchema, label: plainText().trim().max(64).default('') });
/** Shown once: only its hash is kept. */
export const kioskTokenSchema = z.object({ token: z.string() });

export const badgeCountsSchema = z.array(
  z.object({
    event: badgeEventSlugSchema,
    supply: z.number().int().nullable(),
    claimed: z.number().int(),
    byMethod: z.record(badgeClaimMethodSchema, z.number().int()),
    codesIssued: z.number().int(),
    codesUsed: z.number().int(),
  }),
);

/** The console's list of badge events (docs/operator-console.md, "Badges and events"), newest first. */
export const BADGE_ADMIN_PAGE_SIZE = 50;
export const badgeAdminListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be an event id')
    .refine((v) => Number(v) <= 2 ** 31 - 1, 'must be an event id')
    .optional(),
  /** Part of the slug or of the name in any language (case-insensitive). */
  q: consoleSearch(),
});
/** What an operator reads of an event's window and supply now: not the member's claim button. */
export const BADGE_ADMIN_STATES = ['scheduled', 'open', 'soldOut', 'closed'] as const;
export type BadgeAdminState = (typeof BADGE_ADMIN_STATES)[number];
export const badgeAdminEventSchema = z.object({
  id: z.number().int(),
  slug: badgeEventSlugSchema,
  /** In the reader's language (simplified Chinese where no translation was given). */
  name: z.string(),
  methods: z.array(badgeClaimMethodSchema),
  supply: z.number().int().nullable(),
  claimed: z.number().int(),
  remaining: z.number().int().nullable(),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  state: z.enum(BADGE_ADMIN_STATES),
  codesIssued: z.number().int(),
  codesUsed: z.number().int(),
});
export type BadgeAdminEvent = z.infer<typeof badgeAdminEventSchema>;
export const badgeAdminListSchema = z.object({
  total: z.number().int(),
  next: z.string().nullable(),
  content: z.array(badgeAdminEventSchema),
});
export type BadgeAdminList = z.infer<typeof badgeAdminListSchema>;

/** One event's whole document as stored, for the console's edit form to start from. */
const storedText = z.record(z.string(), z.string());
export const badgeAdminEventDetailSchema = z.object({
  slug: badgeEventSlugSchema,
  name: storedText,
  story: storedText,
  benefits: storedText,
  artwork: z.string(),
  supply: z.number().int().nullable(),
  claimed: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  page: z.string().nullable(),
  methods: z.array(badgeClaimMethodSchema),
  rewardTemplateId: z.number().int().nullable(),
  sortOrder: z.number().int(),
});
export type BadgeAdminEventDetail = z.infer<typeof badgeAdminEventDetailSchema>;
export const badgeAdminEventParamsSchema = z.object({ slug: badgeEventSlugSchema });
