/**
 * The holder's wallet page (spec §7, h5 coupon list): one prepared statement per filter, built
 * once, reads the request's login session, the page and the filter's total together, so a list
 * request is one round trip whatever the page (docs/decisions.md, "The wallet list is one
 * statement"). The session's row comes back beside the page and is checked by the auth plugin's
 * rules (plugins/auth.ts, readAsUser) before the answer is built from the page.
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CouponList, CouponListFilter, Locale } from '@culture/protocol';
import { COUPON_LIST_FILTERS, COUPON_PAGE_SIZE, MAX_ID } from '@culture/protocol';
import type { Database } from '../../../db/client.js';
import { couponTemplates, customerCoupons } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { CachedSession } from '../../../lib/session-cache.js';
import { selectSessionRow, sessionFromRaw, type RawSessionRow } from '../../../lib/session-row.js';
import type { TokenSession } from '../../../lib/jwt.js';
import type { CouponContext } from '../coupon-context.js';
import { todayInChina } from '../coupon-dates.js';
import { decodeCursor, encodeCursor, pageToWire, type WalletPageRow } from './wallet-page-presenter.js';

/** The columns of the wire coupon and no more, and the template's id to localise each template once. */
const walletCouponColumns = {
  id: customerCoupons.id,
  couponCode: customerCoupons.couponCode,
  status: customerCoupons.status,
  voidReason: customerCoupons.voidReason,
  issuedAt: customerCoupons.issuedAt,
  statusChangedAt: customerCoupons.statusChangedAt,
  templateId: customerCoupons.templateId,
};

/** A template's columns, sent once per template and page. */
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

/** Before the first page: later than any coupon (the cursor condition then holds for every row). */
const FIRST_PAGE = { afterAt: 'infinity', afterId: MAX_ID.toString() };

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

/** The filter's total: the templates are joined only for a filter that reads them (every coupon has one). */
function filterTotal(db: Database, filter: CouponListFilter) {
  const counted = alias(customerCoupons, 'counted');
  const countedTemplate = alias(couponTemplates, 'counted_template');
  const rows = db.select({ n: count() }).from(counted);
  const { conditions, readsTemplate } = filterConditions(counted, countedTemplate, filter);
  return readsTemplate
    ? rows.innerJoin(countedTemplate, eq(countedTemplate.id, counted.templateId)).where(and(...conditions))
    : rows.where(and(...conditions));
}

/**
 * A page's rows, newest first, up to one more than a page (to know whether another follows). A
 * template's texts (its rule's HTML, its translations) only on the page's first coupon of that
 * template, null on the others: a page of twenty coupons of one campaign carries them once.
 */
function pageRows(db: Database, filter: CouponListFilter) {
  const page = db
    .select({ ...walletCouponColumns, ...walletTemplateColumns })
    .from(customerCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
    .where(
      and(
        ...filterConditions(customerCoupons, couponTemplates, filter).conditions,
        // The cursor is the (issued_at, id) of the previous page's last coupon.
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
  const couponFields = Object.keys(walletCouponColumns).map((key) => [key, page[key as keyof typeof walletCouponColumns]]);
  return db
    .select({ ...Object.fromEntries(couponFields), ...onFirst })
    .from(page)
    .as('page_rows');
}

/**
 * The whole request in one statement: the session's row (a CTE, at most one row) left-joined to
 * the page, each row carrying the filter's total (an uncorrelated subquery, evaluated once). An
 * empty page is one row with the page's columns null; no row at all means no such session.
 */
function listStatement(db: Database, filter: CouponListFilter) {
  const sessionRow = db.$with('session_row').as(selectSessionRow(db));
  const rows = pageRows(db, filter);
  // The page's selection is built from the column lists (typed loosely): its fields by name.
  const field = (key: string) => (rows as unknown as Record<string, AnyPgColumn>)[key]!;
  const pageFields = [...Object.keys(walletCouponColumns), ...Object.keys(walletTemplateColumns)].map((key) => [key, field(key)]);
  return db
    .with(sessionRow)
    .select({
      sessionUserId: sessionRow.userId,
      sessionExpiresAt: sessionRow.expiresAt,
      sessionRevokedReason: sessionRow.revokedReason,
      sessionIsGuest: sessionRow.isGuest,
      total: sql<string>`(${filterTotal(db, filter)})`.as('total'),
      ...Object.fromEntries(pageFields),
    })
    .from(sessionRow)
    .leftJoin(rows, sql`true`)
    .orderBy(desc(field('issuedAt')), desc(field('id')))
    .prepare(`coupon_list_${filter}`);
}

type ListRow = RawSessionRow & { total: string } & (WalletPageRow | { [K in keyof WalletPageRow]: null });

/**
 * node-postgres's prepared query (both engines go through it, db/client.ts) also runs as the
 * driver's rows: drizzle's generic row mapping cost more CPU than the rest of the request's work.
 * drizzle's PgDatabase type only names `execute`.
 */
function asRawRows(statement: { execute: unknown }): { all(values: Record<string, unknown>): Promise<unknown[]> } {
  return statement as unknown as { all(values: Record<string, unknown>): Promise<unknown[]> };
}

/** The statement's values for a page after the cursor's coupon (from the newest without one). */
function pageValues(claims: TokenSession, cursor: string | undefined, nowMs: number) {
  let after = FIRST_PAGE;
  if (cursor) {
    const decoded = decodeCursor(cursor);
    if (!decoded) throw new ApiError('validation', { details: { cursor: 'invalid cursor' } });
    after = { afterAt: decoded.issuedAt.toISOString(), afterId: decoded.id.toString() };
  }
  return { sessionId: claims.sessionId, userId: claims.userId.toString(), today: todayInChina(nowMs), ...after };
}

export interface WalletRead {
  /** The token's session row, null when there is none. */
  session: CachedSession | null;
  /** The list from the page read for the token's user; call it only once `session` checks out. */
  answer: () => CouponList;
}

export function createWalletList({ db, now }: CouponContext) {
  const statements = Object.fromEntries(
    COUPON_LIST_FILTERS.map((filter) => [filter, asRawRows(listStatement(db, filter))]),
  ) as Record<CouponListFilter, ReturnType<typeof asRawRows>>;

  return async function listCoupons(
    claims: TokenSession,
    filter: CouponListFilter,
    cursor: string | undefined,
    locale: Locale,
  ): Promise<WalletRead> {
    const nowMs = now();
    const rows = (await statements[filter].all(pageValues(claims, cursor, nowMs))) as ListRow[];
    const first = rows[0];
    const session = first ? sessionFromRaw(first) : null;
    const answer = (): CouponList => {
      const coupons = rows.filter((row): row is RawSessionRow & { total: string } & WalletPageRow => row.id !== null);
      const content = coupons.slice(0, COUPON_PAGE_SIZE);
      const last = content.at(-1);
      return {
        total: Number(first?.total ?? 0),
        next: coupons.length > COUPON_PAGE_SIZE && last ? encodeCursor(last) : null,
        content: pageToWire(content, nowMs, locale),
      };
    };
    return { session, answer };
  };
}
