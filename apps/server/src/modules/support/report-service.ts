/**
 * Members' reports (docs/operator-console.md, "Members and support"): a member reports a message
 * of a conversation they are in, or a person; one open report per reporter and target; support
 * reads the open ones oldest first and resolves each: dismissed, muted for some hours (no message
 * is stored until then, commands/send-batch.ts), or banned (the account is disabled). The reporter
 * reads the outcome in their list of reports (docs/decisions.md, "Telling a reporter the outcome").
 */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  REPORTS_PER_HOUR,
  type MyReports,
  type ReportQueue,
  type ReportRequest,
  type ReportResolve,
  type ReportReason,
} from '@culture/protocol';
import type { Database, Transaction } from '../../db/client.js';
import { chatMembers, chatMessages, memberReports, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import type { MemberAdmin } from './member-admin.js';

const PAGE = 50;
const EXCERPT_CHARS = 500;

export interface ReportDeps {
  db: Database;
  now: () => number;
  counters: Pick<CounterStore, 'hit'>;
  members: Pick<MemberAdmin, 'disableIn'>;
}

/** Whom a report names, and what of theirs (the message's text when a message). */
async function target(db: Database, reporterId: bigint, request: ReportRequest) {
  if (request.target === 'user') {
    const userId = BigInt(request.user_id);
    const [row] = await db.select({ isGuest: users.isGuest }).from(users).where(eq(users.id, userId));
    if (!row || row.isGuest) throw new ApiError('reportNotFound');
    return { targetUserId: userId, messageId: null, excerpt: null };
  }
  // Only a message the reporter can read: one of a conversation they are in.
  const [row] = await db
    .select({ id: chatMessages.id, senderId: chatMessages.senderId, content: chatMessages.content })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.conversationId, chatMessages.conversationId), eq(chatMembers.userId, reporterId)))
    .where(and(eq(chatMessages.conversationId, BigInt(request.conversation_id)), eq(chatMessages.seq, BigInt(request.seq))));
  if (!row) throw new ApiError('reportNotFound');
  return { targetUserId: row.senderId, messageId: row.id, excerpt: [...row.content].slice(0, EXCERPT_CHARS).join('') };
}

/** Open reports, oldest first, a page at a time (cursor: the last id of the previous page). */
async function openReports(db: Database, cursor: bigint | undefined): Promise<ReportQueue> {
  const found = await db
    .select({ report: memberReports, nickname: users.nickname })
    .from(memberReports)
    .innerJoin(users, eq(users.id, memberReports.targetUserId))
    .where(and(isNull(memberReports.resolvedAt), cursor === undefined ? undefined : gt(memberReports.id, cursor)))
    .orderBy(asc(memberReports.id))
    .limit(PAGE + 1);
  const page = found.slice(0, PAGE);
  return {
    items: page.map(({ report: r, nickname }) => ({
      id: r.id.toString(),
      reporter_id: r.reporterId.toString(),
      target_user_id: r.targetUserId.toString(),
      target_nickname: nickname,
      message_id: r.messageId?.toString() ?? null,
      excerpt: r.excerpt,
      reason: r.reason,
      note: r.note,
      created_at: r.createdAt.toISOString(),
    })),
    next: found.length > PAGE ? page[page.length - 1]!.report.id.toString() : null,
  };
}

export function createReportService({ db, now, counters, members }: ReportDeps) {
  return {
    async report(reporterId: bigint, request: ReportRequest): Promise<{ id: string }> {
      const found = await target(db, reporterId, request);
      if (found.targetUserId === reporterId) throw new ApiError('reportSelf');
      const { count, resetInMs } = await counters.hit(`report:${reporterId}`, 3_600_000);
      if (count > REPORTS_PER_HOUR) throw new ApiError('reportTooFast', { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
      const [inserted] = await db
        .insert(memberReports)
        .values({
          reporterId,
          ...found,
          reason: request.reason as ReportReason,
          note: request.note ?? '',
          createdAt: new Date(now()),
        })
        .onConflictDoNothing()
        .returning({ id: memberReports.id });
      if (!inserted) throw new ApiError('reportOpen');
      return { id: inserted.id.toString() };
    },

    /** The reporter's own reports, newest first (the latest 50): how each was resolved. */
    async mine(reporterId: bigint): Promise<MyReports> {
      const found = await db
        .select()
        .from(memberReports)
        .where(eq(memberReports.reporterId, reporterId))
        .orderBy(desc(memberReports.id))
        .limit(PAGE);
      return {
        items: found.map((r) => ({
          id: r.id.toString(),
          target: r.messageId === null ? ('user' as const) : ('message' as const),
          reason: r.reason,
          created_at: r.createdAt.toISOString(),
          outcome: r.outcome ?? null,
          resolved_at: r.resolvedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Open reports, oldest first, a page at a time (cursor: the last id of the previous page). */
    queue: (cursor: bigint | undefined) => openReports(db, cursor),

    /**
     * Resolves one open report in the caller's transaction (the audit row's): claims it, then
     * mutes or disables its target. Answers what the audit row records.
     */
    async resolve(tx: Transaction, request: ReportResolve, operator: string | null) {
      const at = new Date(now());
      const muteHours = request.outcome === 'muted' ? request.mute_hours : null;
      const [claimed] = await tx
        .update(memberReports)
        .set({ outcome: request.outcome, muteHours, resolvedBy: operator, resolvedAt: at })
        .where(and(eq(memberReports.id, BigInt(request.report_id)), isNull(memberReports.resolvedAt)))
        .returning({ targetUserId: memberReports.targetUserId });
      if (!claimed) {
        const [exists] = await tx
          .select({ id: memberReports.id })
          .from(memberReports)
          .where(eq(memberReports.id, BigInt(request.report_id)));
        throw new ApiError(exists ? 'reportResolved' : 'reportNotFound');
      }
      let mutedUntil: Date | null = null;
      if (muteHours !== null) {
        mutedUntil = new Date(at.getTime() + muteHours * 3_600_000);
        // A longer mute already running is kept.
        await tx
          .update(users)
          .set({ mutedUntil: sql`greatest(coalesce(${users.mutedUntil}, ${mutedUntil}), ${mutedUntil})` })
          .where(eq(users.id, claimed.targetUserId));
      }
      if (request.outcome === 'banned') await members.disableIn(tx, claimed.targetUserId);
      return {
        id: request.report_id,
        outcome: request.outcome,
        resolved_at: at.toISOString(),
        targetUserId: claimed.targetUserId,
        mutedUntil: mutedUntil?.toISOString() ?? null,
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
