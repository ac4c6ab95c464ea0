/**
 * The dashboard's figures, each read from the table where the event is already recorded: one
 * grouped query per chart, bounded to the period by an indexed time column (migration
 * 0020_ops_dashboard_indexes), at most MAX_SERIES series per chart (the largest).
 */
import { and, count, countDistinct, desc, eq, gte, isNotNull, ne, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import {
  badgeClaims,
  badgeEvents,
  chatMessages,
  couponEvents,
  couponTemplates,
  customerCoupons,
  eventSessions,
  eventTickets,
  hallVisits,
  orders,
  sessions,
  vrExhibitions,
} from '../../db/schema.js';
import { beijingDay } from '../../lib/beijing-time.js';
import { beijingDate } from './beijing-days.js';

/** One row of a grouped count: the day, which series, its label, the value. */
export interface DailyRow {
  date: string;
  key: string;
  label: string;
  value: number;
}

/** A chart shows at most this many series; more would be unreadable lines. */
export const MAX_SERIES = 10;

/** Each sign-in method's name (sessions.kind) in the three languages. */
const METHOD_NAMES: Record<string, Record<Locale, string>> = {
  phone: { 'zh-CN': '手机号', 'zh-TW': '手機號碼', 'en-US': 'Phone' },
  wechat: { 'zh-CN': '微信', 'zh-TW': '微信', 'en-US': 'WeChat' },
  wallet: { 'zh-CN': '钱包', 'zh-TW': '錢包', 'en-US': 'Wallet' },
};
const SINGLE_NAMES: Record<string, Record<Locale, string>> = {
  activeMembers: { 'zh-CN': '活跃会员', 'zh-TW': '活躍會員', 'en-US': 'Active members' },
  messages: { 'zh-CN': '消息', 'zh-TW': '訊息', 'en-US': 'Messages' },
  orders: { 'zh-CN': '订单', 'zh-TW': '訂單', 'en-US': 'Orders' },
  personalRooms: { 'zh-CN': '个人展厅', 'zh-TW': '個人展廳', 'en-US': 'Personal rooms' },
  revenue: { 'zh-CN': '收入', 'zh-TW': '收入', 'en-US': 'Revenue' },
};

function localized(column: AnyColumn, locale: Locale): SQL<string> {
  return sql<string>`coalesce(nullif(${column} ->> ${locale}, ''), ${column} ->> 'zh-CN', '')`;
}

function templateName(locale: Locale): SQL<string> {
  if (locale === 'zh-CN') return sql<string>`${couponTemplates.couponName}`;
  return sql<string>`coalesce(nullif(${couponTemplates.translations} -> ${locale}::text ->> 'couponName', ''), ${couponTemplates.couponName})`;
}

/** Sign-ins, messages and paid orders (one series, or one per sign-in method), and the badge supply. */
function createActivityQueries(db: Database) {
  return {
    /** Distinct members (not guests) who signed in that day. */
    async activeMembers(from: Date, locale: Locale): Promise<DailyRow[]> {
      const date = beijingDate(sessions.createdAt);
      const list = await db
        .select({ date, value: countDistinct(sessions.userId) })
        .from(sessions)
        .where(and(gte(sessions.createdAt, from), ne(sessions.kind, 'guest')))
        .groupBy(date);
      return list.map((r) => ({
        date: r.date,
        key: 'activeMembers',
        label: SINGLE_NAMES.activeMembers![locale],
        value: Number(r.value),
      }));
    },

    /** Sign-ins per method: each non-guest session is one sign-in. */
    async logins(from: Date, locale: Locale): Promise<DailyRow[]> {
      const date = beijingDate(sessions.createdAt);
      const list = await db
        .select({ date, key: sessions.kind, value: count() })
        .from(sessions)
        .where(and(gte(sessions.createdAt, from), ne(sessions.kind, 'guest')))
        .groupBy(date, sessions.kind);
      return list.map((r) => ({
        date: r.date,
        key: r.key,
        label: METHOD_NAMES[r.key]?.[locale] ?? r.key,
        value: Number(r.value),
      }));
    },

    async messages(from: Date, locale: Locale): Promise<DailyRow[]> {
      const date = beijingDate(chatMessages.createdAt);
      const list = await db
        .select({ date, value: count() })
        .from(chatMessages)
        .where(gte(chatMessages.createdAt, from))
        .groupBy(date);
      return list.map((r) => ({ date: r.date, key: 'messages', label: SINGLE_NAMES.messages![locale], value: Number(r.value) }));
    },

    /** Paid orders and their revenue (what was paid, in fen). */
    async ordersAndRevenue(from: Date, locale: Locale): Promise<{ orders: DailyRow[]; revenue: DailyRow[] }> {
      const date = beijingDate(orders.paidAt);
      const list = await db
        .select({ date, value: count(), fen: sum(orders.paidFen) })
        .from(orders)
        .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, from)))
        .groupBy(date);
      return {
        orders: list.map((r) => ({ date: r.date, key: 'orders', label: SINGLE_NAMES.orders![locale], value: Number(r.value) })),
        revenue: list.map((r) => ({
          date: r.date,
          key: 'revenue',
          label: SINGLE_NAMES.revenue![locale],
          value: Number(r.fen ?? 0),
        })),
      };
    },
    /** The most recent badge events' claims and what is left of their supply. */
    async badgeSupply(locale: Locale) {
      const claimed = db
        .select({ eventId: badgeClaims.eventId, claimed: count().as('claimed') })
        .from(badgeClaims)
        .groupBy(badgeClaims.eventId)
        .as('claimed');
      const list = await db
        .select({
          key: badgeEvents.id,
          label: localized(badgeEvents.name, locale),
          supply: badgeEvents.supply,
          claimed: sql<number>`coalesce(${claimed.claimed}, 0)`,
        })
        .from(badgeEvents)
        .leftJoin(claimed, eq(claimed.eventId, badgeEvents.id))
        .orderBy(desc(badgeEvents.opensAt))
        .limit(MAX_SERIES);
      return list.map((r) => {
        const used = Number(r.claimed);
        return {
          key: String(r.key),
          label: r.label,
          claimed: used,
          remaining: r.supply === null ? null : Math.max(r.supply - used, 0),
        };
      });
    },
  };
}

/** Figures with a series per coupon template, badge event or event session. */
function createCatalogueQueries(db: Database) {
  // A label carries the locale as a bound parameter, which PostgreSQL cannot match between SELECT
  // and GROUP BY: it is read through an aggregate (one label per key anyway).
  const once = (label: SQL<string>) => sql<string>`min(${label})`;
  const rows = (list: Array<{ date: string; key: unknown; label: string; value: unknown }>): DailyRow[] =>
    list.map((r) => ({ date: r.date, key: String(r.key), label: r.label, value: Number(r.value) }));

  return {
    /** Coupons that reached members (claimed or issued), per template. */
    async couponsClaimed(from: Date, locale: Locale): Promise<DailyRow[]> {
      const date = beijingDate(customerCoupons.issuedAt);
      const label = templateName(locale);
      return rows(
        await db
          .select({ date, key: customerCoupons.templateId, label: once(label), value: count() })
          .from(customerCoupons)
          .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
          .where(gte(customerCoupons.issuedAt, from))
          .groupBy(date, customerCoupons.templateId),
      );
    },

    /** Coupons redeemed at a merchant (status became `used`), per template. */
    async couponsRedeemed(from: Date, locale: Locale): Promise<DailyRow[]> {
      const date = beijingDate(couponEvents.at);
      const label = templateName(locale);
      return rows(
        await db
          .select({ date, key: customerCoupons.templateId, label: once(label), value: count() })
          .from(couponEvents)
          .innerJoin(customerCoupons, eq(customerCoupons.id, couponEvents.couponId))
          .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
          .where(and(gte(couponEvents.at, from), eq(couponEvents.toStatus, 'used')))
          .groupBy(date, customerCoupons.templateId),
      );
    },

    async badgeClaims(from: Date, locale: Locale): Promise<DailyRow[]> {
      const date = beijingDate(badgeClaims.claimedAt);
      const label = localized(badgeEvents.name, locale);
      return rows(
        await db
          .select({ date, key: badgeClaims.eventId, label: once(label), value: count() })
          .from(badgeClaims)
          .innerJoin(badgeEvents, eq(badgeEvents.id, badgeClaims.eventId))
          .where(gte(badgeClaims.claimedAt, from))
          .groupBy(date, badgeClaims.eventId),
      );
    },

    /** People who entered each hall that day (hall_visits: once per person, hall and day); personal rooms as one. */
    async hallVisitors(from: Date, locale: Locale): Promise<DailyRow[]> {
      const day = sql<string>`to_char(${hallVisits.day}, 'YYYY-MM-DD')`;
      const list = await db
        .select({ date: day, key: hallVisits.exhibitionId, label: once(localized(vrExhibitions.name, locale)), value: count() })
        .from(hallVisits)
        .leftJoin(vrExhibitions, eq(vrExhibitions.id, hallVisits.exhibitionId))
        .where(gte(hallVisits.day, beijingDay(from.getTime())))
        .groupBy(hallVisits.day, hallVisits.exhibitionId);
      return rows(
        list.map((r) =>
          r.key === null ? { ...r, key: 'personal', label: SINGLE_NAMES.personalRooms![locale] } : { ...r, label: r.label ?? '' },
        ),
      );
    },

    /** Tickets reserved (cancelled ones included: a sign-up happened), per session. */
    async eventSignUps(from: Date, locale: Locale): Promise<DailyRow[]> {
      return this.tickets(eventTickets.reservedAt, from, locale);
    },
    async eventCheckIns(from: Date, locale: Locale): Promise<DailyRow[]> {
      return this.tickets(eventTickets.checkedInAt, from, locale);
    },
    async tickets(column: typeof eventTickets.reservedAt | typeof eventTickets.checkedInAt, from: Date, locale: Locale) {
      const date = beijingDate(column);
      const label = sql<string>`${localized(eventSessions.title, locale)} || ' · ' || to_char((${eventSessions.startsAt} at time zone 'UTC') + interval '8 hours', 'MM-DD HH24:MI')`;
      return rows(
        await db
          .select({ date, key: eventTickets.sessionId, label: once(label), value: count() })
          .from(eventTickets)
          .innerJoin(eventSessions, eq(eventSessions.id, eventTickets.sessionId))
          .where(and(isNotNull(column), gte(column, from)))
          .groupBy(date, eventTickets.sessionId),
      );
    },
  };
}
export function createDashboardQueries(db: Database) {
  return { ...createActivityQueries(db), ...createCatalogueQueries(db) };
}
export type DashboardQueries = ReturnType<typeof createDashboardQueries>;
