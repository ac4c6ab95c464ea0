/**
 * Rights requests (docs/privacy.md, "Rights requests"; PIPL Art. 44–50): a member asks for access,
 * correction, deletion or complains; each is due on the 15th working day (working-days.ts), shown
 * to them and to support. Support answers or refuses with a reason; the reply becomes a notice to
 * the member in the same transaction as the operator's audit row. Each step is in privacy_audit,
 * the evidence that outlives the request's text.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  RIGHTS_REQUEST_WORKING_DAYS,
  RIGHTS_REQUESTS_OPEN_MAX,
  type MyRightsRequests,
  type RightsAnswer,
  type RightsQueue,
  type RightsRequestBody,
} from '@culture/protocol';
import type { Database, Transaction } from '../../db/client.js';
import { privacyAudit, rightsRequests, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { NoticeService } from '../notices/notice-service.js';
import { rightsReplyTitle, sameInEvery } from '../notices/notice-texts.js';
import { addWorkingDays, beijingDate } from './working-days.js';

const QUEUE = 100;

type Row = typeof rightsRequests.$inferSelect;

function wire(r: Row) {
  return {
    id: r.id.toString(),
    kind: r.kind,
    text: r.text,
    state: r.state,
    created_at: r.createdAt.toISOString(),
    due_on: r.dueOn,
    reply: r.reply,
    answered_at: r.answeredAt?.toISOString() ?? null,
  };
}

export function createRightsRequests({
  db,
  now,
  notices,
}: {
  db: Database;
  now: () => number;
  notices: Pick<NoticeService, 'publishIn'>;
}) {
  return {
    async file(userId: bigint, body: RightsRequestBody, ip: string | null): Promise<{ id: string; due_on: string }> {
      return db.transaction(async (tx) => {
        // The member's row is the lock: two requests at once count each other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [open] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(rightsRequests)
          .where(and(eq(rightsRequests.userId, userId), eq(rightsRequests.state, 'open')));
        if ((open?.n ?? 0) >= RIGHTS_REQUESTS_OPEN_MAX) throw new ApiError('rightsRequestsOpen');
        const at = new Date(now());
        const dueOn = addWorkingDays(at, RIGHTS_REQUEST_WORKING_DAYS);
        const [row] = await tx
          .insert(rightsRequests)
          .values({ userId, kind: body.kind, text: body.text, state: 'open', createdAt: at, dueOn })
          .returning({ id: rightsRequests.id });
        await tx.insert(privacyAudit).values({ userId, action: `rights-request.${body.kind}`, at, ip });
        return { id: row!.id.toString(), due_on: dueOn };
      });
    },

    async mine(userId: bigint): Promise<MyRightsRequests> {
      const found = await db
        .select()
        .from(rightsRequests)
        .where(eq(rightsRequests.userId, userId))
        .orderBy(desc(rightsRequests.id))
        .limit(50);
      return { items: found.map(wire) };
    },

    /** Open requests, earliest deadline first; overdue: the due day (Beijing) has passed. */
    async queue(): Promise<RightsQueue> {
      const today = beijingDate(new Date(now()));
      const found = await db
        .select({ r: rightsRequests, phone: users.phoneE164 })
        .from(rightsRequests)
        .innerJoin(users, eq(users.id, rightsRequests.userId))
        .where(eq(rightsRequests.state, 'open'))
        .orderBy(asc(rightsRequests.dueOn), asc(rightsRequests.id))
        .limit(QUEUE);
      return {
        items: found.map(({ r, phone }) => ({ ...wire(r), user_id: r.userId.toString(), phone, overdue: r.dueOn < today })),
      };
    },

    /** Answers or refuses one open request in the caller's transaction (the audit row's); the reply becomes a notice. */
    async answerIn(tx: Transaction, answer: RightsAnswer, operator: string | null) {
      const at = new Date(now());
      const [claimed] = await tx
        .update(rightsRequests)
        .set({ state: answer.outcome, reply: answer.reply, answeredAt: at, answeredBy: operator })
        .where(and(eq(rightsRequests.id, BigInt(answer.request_id)), eq(rightsRequests.state, 'open')))
        .returning();
      if (!claimed) {
        const [exists] = await tx
          .select({ id: rightsRequests.id })
          .from(rightsRequests)
          .where(eq(rightsRequests.id, BigInt(answer.request_id)));
        throw new ApiError(exists ? 'rightsRequestClosed' : 'rightsRequestNotFound');
      }
      const noticeId = await notices.publishIn(tx, {
        userId: claimed.userId,
        kind: 'rightsReply',
        title: rightsReplyTitle(claimed.kind, answer.outcome === 'refused'),
        body: sameInEvery(answer.reply),
        link: '/privacy-requests',
      });
      await tx.insert(privacyAudit).values({ userId: claimed.userId, action: `rights-request.${answer.outcome}`, at, ip: null });
      return { id: answer.request_id, state: answer.outcome, notice_id: noticeId.toString(), userId: claimed.userId };
    },
  };
}

export type RightsRequests = ReturnType<typeof createRightsRequests>;
