/**
 * The notice centre (docs/privacy.md, "Notices"): what the service tells a member, and whom each
 * notice reached. A notice to everyone is one row (no user); reading it adds the member's read
 * mark, so publishing one to a million members writes one row in the request. SMS (the kinds of
 * SMS_NOTICE_KINDS) go in the background: a notice to one member queues its SMS in the same
 * transaction; a notice to everyone is fanned out by the sweep a batch of members at a time, then
 * each SMS is sent and recorded as sent or failed.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { SMS_NOTICE_KINDS, type Locale, type NoticeKind, type NoticeList } from '@culture/protocol';
import { rows, type Database, type Transaction } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { noticeReads, noticeSms, notices, users } from '../../db/schema.js';
import type { SmsSender } from '../../integrations/sms/sms-sender.js';
import { noticeSmsText } from './notice-texts.js';

/** The latest notices a member sees. */
const LIST = 50;
/** Members a fan-out batch queues an SMS for (one insert … select). */
export const FAN_OUT_BATCH = 1000;
/** SMS a delivery batch sends. */
const SEND_BATCH = 50;
/** How long a claimed SMS waits before another process may send it again (its sender stopped). */
const LEASE_MS = 10 * 60_000;

export interface NoticeInput {
  /** Null: everyone. */
  userId: bigint | null;
  kind: NoticeKind;
  title: LocalizedText;
  body: LocalizedText;
  link?: string | null;
}

export interface NoticeDeps {
  db: Database;
  now: () => number;
  sms: Pick<SmsSender, 'sendNotice'>;
}

/** The SMS's language from the number: mainland simplified, Hong Kong, Macao and Taiwan traditional, else English. */
function smsLocale(phoneE164: string): Locale {
  if (phoneE164.startsWith('+86')) return 'zh-CN';
  if (/^\+(852|853|886)/.test(phoneE164)) return 'zh-TW';
  return 'en-US';
}

export function createNoticeService({ db, now, sms }: NoticeDeps) {
  /**
   * Notices the member sees: their own and everyone's, except a policy change posted before their
   * account existed (they agreed to that version directly; docs/decisions.md, "Who sees a policy
   * change"). The one place the list, the unread count and the read marks agree on.
   */
  const visibleTo = (userId: bigint) =>
    or(eq(notices.userId, userId), and(isNull(notices.userId), or(isNull(notices.lastUserId), gte(notices.lastUserId, userId))));

  async function unreadOf(userId: bigint): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
      .where(and(visibleTo(userId), isNull(noticeReads.noticeId)));
    return row?.n ?? 0;
  }

  /**
   * One notice row, and a member's SMS. A policy change to everyone records the accounts it
   * concerns (`lastUserId`, read by `visibleTo`). Null when the subject has a notice already.
   */
  async function insert(tx: Transaction | Database, input: NoticeInput, subject: string | null): Promise<bigint | null> {
    const withSms = SMS_NOTICE_KINDS.includes(input.kind);
    const at = new Date(now());
    const lastUserId =
      input.userId === null && input.kind === 'policyChange'
        ? sql<bigint>`(select coalesce(max(${users.id}), 0) from ${users})`
        : null;
    const [row] = await tx
      .insert(notices)
      .values({
        ...input,
        link: input.link ?? null,
        subject,
        lastUserId,
        sms: withSms,
        smsDone: !withSms || input.userId !== null,
        createdAt: at,
      })
      .onConflictDoNothing({ target: notices.subject })
      .returning({ id: notices.id });
    if (!row) return null;
    if (withSms && input.userId !== null) {
      const [member] = await tx.select({ phone: users.phoneE164 }).from(users).where(eq(users.id, input.userId));
      if (member?.phone)
        await tx.insert(noticeSms).values({ noticeId: row.id, userId: input.userId, state: 'pending', attemptAt: at });
    }
    return row.id;
  }

  return {
    /** Adds a notice in the caller's transaction (the audit row's, or the request's); queues a member's SMS. */
    async publishIn(tx: Transaction | Database, input: NoticeInput): Promise<bigint> {
      return (await insert(tx, input, null))!;
    },

    /**
     * Adds the notice of a subject (`legal:<document>:<version>`) unless one exists: however many
     * times or processes call it, the subject has one notice. Answers its id, or null if it existed.
     */
    publishOnce(subject: string, input: NoticeInput, tx: Transaction | Database = db): Promise<bigint | null> {
      return insert(tx, input, subject);
    },

    async list(userId: bigint, locale: Locale): Promise<NoticeList> {
      const rows = await db
        .select({ notice: notices, readAt: noticeReads.readAt })
        .from(notices)
        .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
        .where(visibleTo(userId))
        .orderBy(desc(notices.id))
        .limit(LIST);
      return {
        items: rows.map(({ notice: n, readAt }) => ({
          id: n.id.toString(),
          kind: n.kind,
          title: n.title[locale],
          body: n.body[locale],
          created_at: n.createdAt.toISOString(),
          read: readAt !== null,
          link: n.link,
        })),
        unread: await unreadOf(userId),
      };
    },

    unread: unreadOf,

    /** Marks the notices read (those the member can see; others are ignored); answers the unread count. */
    async markRead(userId: bigint, ids: bigint[]): Promise<{ unread: number }> {
      const seen = await db
        .select({ id: notices.id })
        .from(notices)
        .where(and(inArray(notices.id, ids), visibleTo(userId)));
      if (seen.length > 0) {
        const readAt = new Date(now());
        await db
          .insert(noticeReads)
          .values(seen.map(({ id }) => ({ userId, noticeId: id, readAt })))
          .onConflictDoNothing();
      }
      return { unread: await unreadOf(userId) };
    },

    /**
     * One batch of a notice-to-everyone's SMS fan-out: queues an SMS for the next members with a
     * phone (by id, after the notice's cursor). The notice row is claimed with SKIP LOCKED, so two
     * processes never queue the same batch. Answers the SMS queued.
     */
    async fanOut(): Promise<number> {
      return db.transaction(async (tx) => {
        const [notice] = await tx
          .select({ id: notices.id, cursor: notices.smsCursor })
          .from(notices)
          .where(and(isNull(notices.userId), eq(notices.sms, true), eq(notices.smsDone, false)))
          .orderBy(asc(notices.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!notice) return 0;
        const at = new Date(now());
        const queued = await tx.execute<{ user_id: string }>(sql`
          insert into notice_sms (notice_id, user_id, state, attempt_at)
          select ${notice.id}, id, 'pending', ${at} from users
          where not is_guest and phone_e164 is not null and id > ${notice.cursor ?? 0n}
          order by id limit ${FAN_OUT_BATCH}
          on conflict do nothing
          returning user_id`);
        const ids = rows<{ user_id: string | bigint }>(queued);
        const last = ids.reduce<bigint | null>(
          (max, r) => (max === null || BigInt(r.user_id) > max ? BigInt(r.user_id) : max),
          null,
        );
        await tx
          .update(notices)
          .set({ smsCursor: last ?? notice.cursor, smsDone: ids.length < FAN_OUT_BATCH })
          .where(eq(notices.id, notice.id));
        return ids.length;
      });
    },

    /** Sends one batch of queued SMS and records each as sent or failed. Answers the counts. */
    async deliver(): Promise<{ sent: number; failed: number }> {
      const at = new Date(now());
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: noticeSms.id })
          .from(noticeSms)
          .where(and(eq(noticeSms.state, 'pending'), lte(noticeSms.attemptAt, at)))
          .orderBy(asc(noticeSms.attemptAt))
          .limit(SEND_BATCH)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        await tx
          .update(noticeSms)
          .set({ attemptAt: new Date(at.getTime() + LEASE_MS) })
          .where(
            inArray(
              noticeSms.id,
              due.map((d) => d.id),
            ),
          );
        return tx
          .select({ id: noticeSms.id, phone: users.phoneE164, title: notices.title })
          .from(noticeSms)
          .innerJoin(users, eq(users.id, noticeSms.userId))
          .innerJoin(notices, eq(notices.id, noticeSms.noticeId))
          .where(
            inArray(
              noticeSms.id,
              due.map((d) => d.id),
            ),
          );
      });
      let sent = 0;
      let failed = 0;
      for (const row of claimed) {
        let error: string | null = row.phone ? null : 'no phone';
        if (row.phone) {
          try {
            await sms.sendNotice({ phoneE164: row.phone, text: noticeSmsText(row.title, smsLocale(row.phone)) });
          } catch (e) {
            error = (e as Error).message.slice(0, 200);
          }
        }
        await db
          .update(noticeSms)
          .set({ state: error === null ? 'sent' : 'failed', error, attemptAt: new Date(now()) })
          .where(eq(noticeSms.id, row.id));
        if (error === null) sent += 1;
        else failed += 1;
      }
      return { sent, failed };
    },

    /** Whom a notice reached: read in the app, SMS sent, SMS failed (support and the tests read it). */
    async reach(noticeId: bigint): Promise<{ read: number; smsSent: number; smsFailed: number; smsPending: number }> {
      const [reads] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(noticeReads)
        .where(eq(noticeReads.noticeId, noticeId));
      const states = await db
        .select({ state: noticeSms.state, n: sql<number>`count(*)::int` })
        .from(noticeSms)
        .where(eq(noticeSms.noticeId, noticeId))
        .groupBy(noticeSms.state);
      const of = (s: string) => states.find((r) => r.state === s)?.n ?? 0;
      return { read: reads?.n ?? 0, smsSent: of('sent'), smsFailed: of('failed'), smsPending: of('pending') };
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
