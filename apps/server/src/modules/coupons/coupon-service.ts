/**
 * Coupons: templates, issuing and claiming within stock, the holder's wallet, operator voiding,
 * merchant redemption, expiry. Status rules (ours; the spec leaves them open):
 *   unused → used     by a merchant of the coupon's brand
 *   unused → voided   by an operator, or by expiry (void_reason 'expired')
 *   used, voided      final
 * Every change writes a coupon_events row (who, when). Anything that could double-spend or
 * oversell is one conditional UPDATE or a transaction holding the template's row lock.
 */
import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Coupon, CouponListFilter, CouponList, Locale, TemplateTextInput } from '@culture/protocol';
import { COUPON_LIST_FILTERS, COUPON_PAGE_SIZE, MAX_ID } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import type { CachedSession } from '../../lib/session-cache.js';
import { selectSessionRow, sessionFromRaw, type RawSessionRow } from '../../lib/session-row.js';
import { couponEvents, couponTemplates, customerCoupons, merchants, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { nextId } from '../../lib/ids.js';
import { generateCouponCode, normaliseCouponCode } from './coupon-code.js';
import { dottedToIso, isPastValidity, isRealDate, todayInChina } from './coupon-dates.js';
import { couponsToWire, couponToWire, splitTemplateTexts, type WireCouponRow, type WireTemplateRow } from './coupon-localise.js';
import { parseE164 } from '../auth/phone.js';

type Tx = Database;
type CouponRow = typeof customerCoupons.$inferSelect;
type TemplateRow = typeof couponTemplates.$inferSelect;

export interface TemplateInput {
  /** Generated when absent. */
  slug?: string;
  /** Each text: simplified Chinese, or the three languages (coupon-localise.ts). */
  brandName: TemplateTextInput;
  couponName: TemplateTextInput;
  type: TemplateRow['type'];
  discordValue: TemplateTextInput;
  useCondition: TemplateTextInput;
  validDate: string;
  useRule: TemplateTextInput;
  stock: number;
  perUserLimit: number;
  claimable: boolean;
}

const couponColumns = {
  coupon: customerCoupons,
  template: couponTemplates,
};

/**
 * What a wallet page reads: the columns of the wire coupon and no more, and the template's id to
 * localise each template once. The page is read as the driver's rows (`.all()`: keyed by column
 * name, timestamps as PostgreSQL's text, bigints as text) and mapped straight to the wire:
 * drizzle's generic row mapping cost more CPU than the rest of the request's own work.
 */
const walletCouponColumns = {
  id: customerCoupons.id,
  couponCode: customerCoupons.couponCode,
  status: customerCoupons.status,
  voidReason: customerCoupons.voidReason,
  issuedAt: customerCoupons.issuedAt,
  statusChangedAt: customerCoupons.statusChangedAt,
  templateId: customerCoupons.templateId,
};

/** A template's columns on a wallet page (sent once per template and page, see walletStatements). */
const walletTemplateColumns = {
  brandName: couponTemplates.brandName,
  couponName: couponTemplates.couponName,
  type: couponTemplates.type,
  discordValue: couponTemplates.discordValue,
  useCondition: couponTemplates.useCondition,
  validUntil: couponTemplates.validUntil,
  useRule: couponTemplates.useRule,
  translations: couponTemplates.translations,
};

/**
 * A wallet page's row as the driver hands it over (see walletStatements): the template's columns
 * are null on every row but the page's first of that template.
 */
interface WalletPageRow {
  id: string;
  coupon_code: string;
  status: CouponRow['status'];
  void_reason: CouponRow['voidReason'];
  issued_at: string;
  status_changed_at: string;
  template_id: number;
  brand_name: string;
  coupon_name: string;
  type: TemplateRow['type'];
  discord_value: string;
  use_condition: string;
  valid_until: string;
  use_rule: string;
  translations: TemplateRow['translations'];
  /** The filter's total, a count (bigint, as text). */
  total: string;
}

function templateOf(row: WalletPageRow): WireTemplateRow {
  return {
    brandName: row.brand_name,
    couponName: row.coupon_name,
    type: row.type,
    discordValue: row.discord_value,
    useCondition: row.use_condition,
    validUntil: row.valid_until,
    useRule: row.use_rule,
    translations: row.translations,
  };
}

/**
 * node-postgres's prepared query (both engines go through it, db/client.ts) also runs as the
 * driver's rows; drizzle's PgDatabase type only names `execute`.
 */
function asRawRows(statement: { execute: unknown }): { all(values: Record<string, unknown>): Promise<unknown[]> } {
  return statement as unknown as { all(values: Record<string, unknown>): Promise<unknown[]> };
}

/**
 * A page's rows → wire coupons; each template is built and localised once, from the first row of
 * it (the only one that carries its columns).
 */
function pageToWire(rows: WalletPageRow[], nowMs: number, locale: Locale): Coupon[] {
  const toWire = couponsToWire(nowMs, locale);
  const templates = new Map<number, WireTemplateRow>();
  return rows.map((row) => {
    let template = templates.get(row.template_id);
    if (!template) templates.set(row.template_id, (template = templateOf(row)));
    const coupon: WireCouponRow = {
      id: row.id,
      couponCode: row.coupon_code,
      status: row.status,
      voidReason: row.void_reason,
      // As drizzle reads a timestamptz column.
      issuedAt: new Date(row.issued_at),
      statusChangedAt: new Date(row.status_changed_at),
    };
    return toWire(coupon, template, row.template_id);
  });
}

// The wire answer, in the reader's language, is coupon-localise.ts's couponToWire.

function encodeCursor(row: WalletPageRow): string {
  return Buffer.from(`${new Date(row.issued_at).getTime()}:${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { issuedAt: Date; id: bigint } | null {
  const match = /^(\d{1,15}):(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = BigInt(match[2]!);
  const issuedAt = new Date(Number(match[1]));
  if (id > MAX_ID || Number.isNaN(issuedAt.getTime())) return null;
  return { issuedAt, id };
}

/**
 * Which coupons a list filter shows, by what each coupon is now (an unused one past its date counts
 * as voided). Written against the given tables so the page and its count can use aliases;
 * `readsTemplate` says whether the conditions name the template (a count joins it only then).
 */
function filterConditions(
  coupon: { userId: AnyPgColumn; status: AnyPgColumn },
  template: { validUntil: AnyPgColumn },
  filter: CouponListFilter,
): { conditions: SQL[]; readsTemplate: boolean } {
  const conditions: SQL[] = [eq(coupon.userId, sql.placeholder('userId'))];
  let readsTemplate = false;
  const pastValidity = () => {
    readsTemplate = true;
    return sql`${template.validUntil} < ${sql.placeholder('today')}::date`;
  };
  if (filter === 'unused') conditions.push(eq(coupon.status, 'unused'), sql`not (${pastValidity()})`);
  if (filter === 'used') conditions.push(eq(coupon.status, 'used'));
  if (filter === 'voided') conditions.push(or(eq(coupon.status, 'voided'), and(eq(coupon.status, 'unused'), pastValidity()))!);
  return { conditions, readsTemplate };
}

/** Before the first page: later than any coupon (the cursor condition then holds for every row). */
const FIRST_PAGE = { afterAt: 'infinity', afterId: MAX_ID.toString() };

/**
 * The per-request reads of the wallet, each one prepared statement built once (drizzle does not
 * rebuild the SQL; PostgreSQL plans it once per connection). A list page is one statement: the
 * page's rows carry the filter's total (an uncorrelated subquery, evaluated once per statement),
 * and a template's texts (its rule's HTML, its translations) only on the page's first coupon of
 * that template, null on the others: a page of twenty coupons of one campaign carries them once,
 * not twenty times (fewer bytes for the database to send and the driver to decode, which on the
 * embedded engine's thread was the larger part of a page's cost).
 */
function walletStatements(db: Database) {
  const counted = alias(customerCoupons, 'counted');
  const countedTemplate = alias(couponTemplates, 'counted_template');
  const listPage = (filter: CouponListFilter) => {
    // The count joins the templates only for a filter that reads them (every coupon has one).
    const countedRows = db.select({ n: count() }).from(counted);
    const countFilter = filterConditions(counted, countedTemplate, filter);
    const total = countFilter.readsTemplate
      ? countedRows.innerJoin(countedTemplate, eq(countedTemplate.id, counted.templateId)).where(and(...countFilter.conditions))
      : countedRows.where(and(...countFilter.conditions));
    const page = db
      .select({ ...walletCouponColumns, ...walletTemplateColumns, total: sql<string>`(${total})`.as('total') })
      .from(customerCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
      .where(
        and(
          ...filterConditions(customerCoupons, couponTemplates, filter).conditions,
          // Newest first; the cursor is the (issued_at, id) of the previous page's last coupon.
          sql`(${customerCoupons.issuedAt}, ${customerCoupons.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::bigint)`,
        ),
      )
      .orderBy(desc(customerCoupons.issuedAt), desc(customerCoupons.id))
      .limit(COUPON_PAGE_SIZE + 1)
      .as('page');
    // Over the page's rows only (at most COUPON_PAGE_SIZE + 1), in the page's order.
    const firstOfTemplate = sql`row_number() over (partition by ${page.templateId} order by ${page.issuedAt} desc, ${page.id} desc) = 1`;
    const onFirst = Object.fromEntries(
      Object.entries(walletTemplateColumns).map(([key, column]) => [
        key,
        sql`case when ${firstOfTemplate} then ${page[key as keyof typeof walletTemplateColumns]} end`.as(column.name),
      ]),
    );
    return db
      .select({
        ...Object.fromEntries(
          Object.keys(walletCouponColumns).map((key) => [key, page[key as keyof typeof walletCouponColumns]]),
        ),
        ...onFirst,
        total: page.total,
      })
      .from(page)
      .orderBy(desc(page.issuedAt), desc(page.id));
  };
  // On a session-cache miss the page also reads the request's session row (plugins/auth.ts,
  // readAsUser): one round trip instead of two. One row per coupon, each carrying the session's
  // columns; a single row with the page's columns null when the page is empty; no row when the
  // session does not exist.
  const sessionRow = db.$with('session_row').as(selectSessionRow(db));
  const listPageWithSession = (filter: CouponListFilter) => {
    const rows = listPage(filter).as('page_rows');
    // The page's selection is built from the column lists (typed loosely): its fields by name.
    const field = (key: string) => (rows as unknown as Record<string, AnyPgColumn>)[key]!;
    return db
      .with(sessionRow)
      .select({
        sessionUserId: sessionRow.userId,
        sessionExpiresAt: sessionRow.expiresAt,
        sessionRevokedReason: sessionRow.revokedReason,
        sessionIsGuest: sessionRow.isGuest,
        ...Object.fromEntries(
          [...Object.keys(walletCouponColumns), ...Object.keys(walletTemplateColumns), 'total'].map((key) => [key, field(key)]),
        ),
      })
      .from(sessionRow)
      .leftJoin(rows, sql`true`)
      .orderBy(desc(field('issuedAt')), desc(field('id')))
      .prepare(`coupon_list_${filter}_with_session`);
  };
  const byFilter = <T>(build: (filter: CouponListFilter) => T) =>
    Object.fromEntries(COUPON_LIST_FILTERS.map((filter) => [filter, build(filter)])) as Record<CouponListFilter, T>;
  return {
    listPage: byFilter((filter) => listPage(filter).prepare(`coupon_list_${filter}`)),
    listPageWithSession: byFilter(listPageWithSession),
    detail: db
      .select(couponColumns)
      .from(customerCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
      .where(and(eq(customerCoupons.id, sql.placeholder('couponId')), eq(customerCoupons.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare('coupon_detail'),
  };
}

export function createCouponService({
  db,
  now,
  findOrCreateByPhone,
}: {
  db: Database;
  now: () => number;
  findOrCreateByPhone: (phone: string) => Promise<bigint>;
}) {
  const wallet = walletStatements(db);

  async function recordEvents(tx: Tx, rows: Array<{ couponId: bigint; from: string | null; to: string; actor: string }>) {
    if (rows.length === 0) return;
    const at = new Date(now());
    await tx
      .insert(couponEvents)
      .values(rows.map((r) => ({ couponId: r.couponId, fromStatus: r.from, toStatus: r.to, actor: r.actor, at })));
  }

  /** Voids unused coupons whose validity ended (for one holder, or all). */
  async function expireDue(userId?: bigint): Promise<number> {
    const today = todayInChina(now());
    const at = new Date(now());
    const expiredTemplates = db
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(lt(couponTemplates.validUntil, today));
    const conditions: SQL[] = [eq(customerCoupons.status, 'unused'), inArray(customerCoupons.templateId, expiredTemplates)];
    if (userId !== undefined) conditions.push(eq(customerCoupons.userId, userId));
    const expired = await db
      .update(customerCoupons)
      .set({ status: 'voided', voidReason: 'expired', statusChangedAt: at })
      .where(and(...conditions))
      .returning({ id: customerCoupons.id });
    await recordEvents(
      db,
      expired.map((c) => ({ couponId: c.id, from: 'unused', to: 'voided', actor: 'system' })),
    );
    return expired.length;
  }

  async function insertCoupons(tx: Tx, template: TemplateRow, owners: bigint[], actor: string): Promise<string[]> {
    const at = new Date(now());
    const rows = owners.map((userId) => ({
      id: nextId(now),
      templateId: template.id,
      userId,
      couponCode: generateCouponCode(),
      status: 'unused' as const,
      issuedAt: at,
      statusChangedAt: at,
    }));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(customerCoupons).values(rows.slice(i, i + 1000));
    await recordEvents(
      tx,
      rows.map((r) => ({ couponId: r.id, from: null, to: 'unused', actor })),
    );
    return rows.map((r) => r.id.toString());
  }

  async function findByCode(code: string) {
    const [row] = await db
      .select(couponColumns)
      .from(customerCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
      .where(eq(customerCoupons.couponCode, normaliseCouponCode(code)))
      .limit(1);
    return row ?? null;
  }

  /** Why a coupon that is not unused cannot be redeemed. */
  function finalStateError(coupon: CouponRow): ApiError {
    if (coupon.status === 'used') return new ApiError('couponAlreadyUsed');
    return new ApiError(coupon.voidReason === 'expired' ? 'couponExpired' : 'couponVoided');
  }

  /** A list call's page: after the cursor's coupon (from the newest without one) and its statement values. */
  function pageRequest(userId: bigint, cursor: string | undefined) {
    let after = FIRST_PAGE;
    if (cursor) {
      const decoded = decodeCursor(cursor);
      if (!decoded) throw new ApiError('validation', { details: { cursor: 'invalid cursor' } });
      after = { afterAt: decoded.issuedAt.toISOString(), afterId: decoded.id.toString() };
    }
    const nowMs = now();
    const params = { userId: userId.toString(), today: todayInChina(nowMs) };
    return { cursor, nowMs, params, values: { ...params, ...after } };
  }

  /** A page's rows (up to one more than a page) → the list answer. */
  async function listAnswer(
    rows: WalletPageRow[],
    filter: CouponListFilter,
    page: ReturnType<typeof pageRequest>,
    locale: Locale,
  ): Promise<CouponList> {
    // A page past the end has no row to carry the total (only a stale or hand-made cursor gets here).
    const firstPageTotal = async () =>
      ((await asRawRows(wallet.listPage[filter]).all({ ...page.params, ...FIRST_PAGE })) as WalletPageRow[])[0]?.total;
    const totalText = rows[0]?.total ?? (page.cursor ? await firstPageTotal() : undefined);
    const content = rows.slice(0, COUPON_PAGE_SIZE);
    const last = content.at(-1);
    return {
      total: Number(totalText ?? 0),
      next: rows.length > COUPON_PAGE_SIZE && last ? encodeCursor(last) : null,
      content: pageToWire(content, page.nowMs, locale),
    };
  }

  return {
    expireDue,

    async list(
      userId: bigint,
      filter: CouponListFilter,
      cursor: string | undefined,
      locale: Locale = 'zh-CN',
    ): Promise<CouponList> {
      const page = pageRequest(userId, cursor);
      const rows = (await asRawRows(wallet.listPage[filter]).all(page.values)) as WalletPageRow[];
      return listAnswer(rows, filter, page, locale);
    },

    /**
     * list() with the request's session row read by the same statement, for a session-cache miss
     * (plugins/auth.ts, readAsUser): `session` is null when the session does not exist. The page
     * is read for the token's user; `answer` builds the list from it, and the caller calls it
     * only once the session checks out (a bad session costs no more than the read).
     */
    async listWithSession(
      sessionId: string,
      userId: bigint,
      filter: CouponListFilter,
      cursor: string | undefined,
      locale: Locale = 'zh-CN',
    ): Promise<{ session: CachedSession | null; answer: () => Promise<CouponList> }> {
      const page = pageRequest(userId, cursor);
      const rows = (await asRawRows(wallet.listPageWithSession[filter]).all({ ...page.values, sessionId })) as Array<
        RawSessionRow & (WalletPageRow | { [K in keyof WalletPageRow]: null })
      >;
      const session = rows[0] ? sessionFromRaw(rows[0]) : null;
      const coupons = rows.filter((row): row is RawSessionRow & WalletPageRow => row.id !== null);
      return { session, answer: () => listAnswer(coupons, filter, page, locale) };
    },

    /** The holder's coupon; anyone else gets the same answer as for an id that does not exist. */
    async detail(userId: bigint, couponId: string, locale: Locale = 'zh-CN'): Promise<Coupon> {
      const [row] = await wallet.detail.execute({ couponId, userId: userId.toString() });
      if (!row) throw new ApiError('couponNotFound');
      return couponToWire(row.coupon, row.template, now(), locale);
    },

    async createTemplate(input: TemplateInput): Promise<number> {
      if (!isRealDate(input.validDate)) throw new ApiError('validation', { details: { validDate: 'not a real date' } });
      const { texts, translations } = splitTemplateTexts(input);
      const [row] = await db
        .insert(couponTemplates)
        .values({
          slug: input.slug ?? `tpl-${nextId(now).toString(36)}`,
          brandName: texts.brandName,
          couponName: texts.couponName,
          type: input.type,
          discordValue: texts.discordValue,
          useCondition: texts.useCondition,
          validUntil: dottedToIso(input.validDate),
          useRule: texts.useRule,
          translations,
          stock: input.stock,
          perUserLimit: input.perUserLimit,
          claimable: input.claimable,
        })
        // A slug names one template (campaign pages point at it): a second one is refused, not a 500.
        .onConflictDoNothing({ target: couponTemplates.slug })
        .returning({ id: couponTemplates.id });
      if (!row) throw new ApiError('validation', { details: { slug: 'already names another template' } });
      return row.id;
    },

    /** Operator issue, one or in bulk, all or nothing within stock. Unknown phones get an account. */
    async issue(templateId: number, userIds: string[], phones: string[]): Promise<string[]> {
      const owners: bigint[] = userIds.map((id) => BigInt(id));
      if (owners.length > 0) {
        const found = await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, owners), eq(users.isGuest, false)));
        const known = new Set(found.map((u) => u.id.toString()));
        const missing = userIds.filter((id) => !known.has(id));
        if (missing.length > 0)
          throw new ApiError('validation', {
            details: { userIds: `unknown or guest users: ${missing.slice(0, 10).join(', ')}` },
          });
      }
      // Canonical numbers only: a number written another way would make an account nobody can log into.
      const canonical = phones.map((phone) => ({ phone, e164: parseE164(phone) }));
      const invalid = canonical.filter((p) => !p.e164).map((p) => p.phone);
      if (invalid.length > 0)
        throw new ApiError('validation', { details: { phones: `not valid numbers: ${invalid.slice(0, 10).join(', ')}` } });
      const [template] = await db
        .select({ stock: couponTemplates.stock, issued: couponTemplates.issued })
        .from(couponTemplates)
        .where(eq(couponTemplates.id, templateId));
      if (!template) throw new ApiError('notFound');
      if (template.issued + owners.length + canonical.length > template.stock) throw new ApiError('couponSoldOut');
      for (const { e164 } of canonical) owners.push(await findOrCreateByPhone(e164!));
      return db.transaction(async (tx) => {
        const [template] = await tx
          .update(couponTemplates)
          .set({ issued: sql`${couponTemplates.issued} + ${owners.length}` })
          .where(
            and(
              eq(couponTemplates.id, templateId),
              sql`${couponTemplates.issued} + ${owners.length} <= ${couponTemplates.stock}`,
            ),
          )
          .returning();
        if (!template) {
          const exists = await tx
            .select({ id: couponTemplates.id })
            .from(couponTemplates)
            .where(eq(couponTemplates.id, templateId));
          throw new ApiError(exists.length ? 'couponSoldOut' : 'notFound');
        }
        return insertCoupons(tx as unknown as Tx, template, owners, 'operator');
      });
    },

    /** A user claims a claimable coupon; per-user limit and stock hold under concurrency. */
    async claim(userId: bigint, templateId: number): Promise<string> {
      return db.transaction(async (tx) => {
        const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId)).for('update');
        if (!template) throw new ApiError('notFound');
        if (!template.claimable) throw new ApiError('couponNotClaimable');
        if (isPastValidity(template.validUntil, now())) throw new ApiError('couponExpired');
        const [{ held } = { held: 0 }] = await tx
          .select({ held: count() })
          .from(customerCoupons)
          .where(and(eq(customerCoupons.templateId, templateId), eq(customerCoupons.userId, userId)));
        if (Number(held) >= template.perUserLimit) throw new ApiError('couponLimitReached');
        if (template.issued >= template.stock) throw new ApiError('couponSoldOut');
        await tx
          .update(couponTemplates)
          .set({ issued: sql`${couponTemplates.issued} + 1` })
          .where(eq(couponTemplates.id, templateId));
        const [id] = await insertCoupons(tx as unknown as Tx, template, [userId], `user:${userId}`);
        return id!;
      });
    },

    async void(couponId: string): Promise<void> {
      const at = new Date(now());
      const [voided] = await db
        .update(customerCoupons)
        .set({ status: 'voided', voidReason: 'operator', statusChangedAt: at })
        .where(and(eq(customerCoupons.id, BigInt(couponId)), eq(customerCoupons.status, 'unused')))
        .returning({ id: customerCoupons.id });
      if (voided) return recordEvents(db, [{ couponId: voided.id, from: 'unused', to: 'voided', actor: 'operator' }]);
      const [existing] = await db
        .select()
        .from(customerCoupons)
        .where(eq(customerCoupons.id, BigInt(couponId)));
      if (!existing) throw new ApiError('couponNotFound');
      throw finalStateError(existing);
    },

    async makeMerchant(userId: string, brandName: string): Promise<void> {
      const [user] = await db
        .select({ isGuest: users.isGuest })
        .from(users)
        .where(eq(users.id, BigInt(userId)));
      if (!user || user.isGuest) throw new ApiError('validation', { details: { userId: 'no such (non-guest) user' } });
      await db
        .insert(merchants)
        .values({ userId: BigInt(userId), brandName })
        .onConflictDoUpdate({ target: merchants.userId, set: { brandName } });
    },

    async merchantBrand(userId: bigint): Promise<string | null> {
      const [row] = await db.select({ brandName: merchants.brandName }).from(merchants).where(eq(merchants.userId, userId));
      return row?.brandName ?? null;
    },

    /**
     * The merchant's brand in the reader's language: a merchant's brand is the simplified-Chinese
     * brand_name its templates carry, and its other languages are those templates' translations
     * (the newest template that has one). Without one it reads in simplified Chinese, said so.
     */
    async merchantBrandText(brandName: string, locale: Locale): Promise<{ brandName: string; untranslated?: ['brandName'] }> {
      if (locale === 'zh-CN') return { brandName };
      const translated = sql<string | null>`${couponTemplates.translations} -> ${locale}::text ->> 'brandName'`;
      const [row] = await db
        .select({ text: translated })
        .from(couponTemplates)
        .where(and(eq(couponTemplates.brandName, brandName), sql`${translated} is not null`))
        .orderBy(desc(couponTemplates.id))
        .limit(1);
      return row?.text ? { brandName: row.text } : { brandName, untranslated: ['brandName'] };
    },

    /** What the counter sees before redeeming. Another brand's coupon reveals nothing. */
    async lookup(
      brandName: string,
      code: string,
      locale: Locale = 'zh-CN',
    ): Promise<Omit<Coupon, 'useRule'> & { redeemedAt: string | null }> {
      let found = await findByCode(code);
      if (!found) throw new ApiError('couponNotFound');
      if (found.template.brandName !== brandName) throw new ApiError('couponWrongBrand');
      if (found.coupon.status === 'unused' && isPastValidity(found.template.validUntil, now())) {
        await expireDue(found.coupon.userId);
        found = (await findByCode(code))!;
      }
      const wire = couponToWire(found.coupon, found.template, now(), locale);
      const { useRule: _useRule, ...rest } = wire;
      return { ...rest, redeemedAt: found.coupon.status === 'used' ? found.coupon.statusChangedAt.toISOString() : null };
    },

    /** Redeems at a counter: exactly one of any number of simultaneous scans succeeds. */
    async redeem(merchantUserId: bigint, brandName: string, code: string, locale: Locale = 'zh-CN') {
      const found = await findByCode(code);
      if (!found) throw new ApiError('couponNotFound');
      if (found.template.brandName !== brandName) throw new ApiError('couponWrongBrand');
      if (found.coupon.status === 'unused' && isPastValidity(found.template.validUntil, now())) {
        await expireDue(found.coupon.userId);
        throw new ApiError('couponExpired');
      }
      const at = new Date(now());
      const [used] = await db
        .update(customerCoupons)
        .set({ status: 'used', statusChangedAt: at })
        .where(and(eq(customerCoupons.id, found.coupon.id), eq(customerCoupons.status, 'unused')))
        .returning();
      if (!used) {
        const [latest] = await db.select().from(customerCoupons).where(eq(customerCoupons.id, found.coupon.id));
        throw finalStateError(latest!);
      }
      await recordEvents(db, [{ couponId: used.id, from: 'unused', to: 'used', actor: `merchant:${merchantUserId}` }]);
      return { ...couponToWire(used, found.template, now(), locale), redeemedAt: at.toISOString() };
    },

    async history(couponId: bigint) {
      return db.select().from(couponEvents).where(eq(couponEvents.couponId, couponId)).orderBy(couponEvents.id);
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
