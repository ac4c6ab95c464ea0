/**
 * Members and support (docs/operator-console.md, "Members and support"): the member's report route
 * and their list of reports; the console's member search, record, disable, enable, lift a mute,
 * start-deletion, and the report queue with its resolve. Every console change is audited in its transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  memberActionSchema,
  memberRecordQuerySchema,
  memberRecordSchema,
  memberSearchQuerySchema,
  memberSearchSchema,
  myReportsSchema,
  ok,
  okSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
  reportRequestSchema,
  reportResolvedSchema,
  reportResolveSchema,
} from '@culture/protocol';
import type { SessionCache } from '../../lib/session-cache.js';
import type { CancellationService } from '../privacy/cancellation-service.js';
import type { MemberAdmin } from './member-admin.js';
import type { ReportService } from './report-service.js';

export interface SupportRouteOptions {
  members: MemberAdmin;
  reports: ReportService;
  cancellations: Pick<CancellationService, 'requestIn'>;
  sessionCache: Pick<SessionCache, 'forgetUsers'>;
}

type App = Parameters<FastifyPluginAsyncZod>[0];
const security = [{ admin: [] }];

export const supportRoutes: FastifyPluginAsyncZod<SupportRouteOptions> = async (app, options) => {
  memberReportRoutes(app, options.reports);
  consoleMemberRoutes(app, options);
  consoleReportRoutes(app, options);
};

function memberReportRoutes(app: App, reports: ReportService) {
  app.post(
    API_PATHS.reports,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['support'],
        summary: 'Report a message or a person to support',
        body: reportRequestSchema,
        response: { 200: okSchema(z.object({ id: z.string() })) },
      },
    },
    async (request) => ok(await reports.report(request.auth!.userId, request.body)),
  );
  app.get(
    API_PATHS.reports,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['support'],
        summary: "The member's own reports and how support resolved them",
        response: { 200: okSchema(myReportsSchema) },
      },
    },
    async (request) => ok(await reports.mine(request.auth!.userId)),
  );
}

function consoleMemberRoutes(app: App, { members, cancellations, sessionCache }: SupportRouteOptions) {
  const read = app.requirePermission('members.read');
  const manage = app.requirePermission('members.manage');
  app.get(
    API_PATHS.adminMembers,
    {
      onRequest: read,
      schema: {
        tags: ['operator'],
        summary: 'Members by id, phone or wallet address (exact matches)',
        security,
        querystring: memberSearchQuerySchema,
        response: { 200: okSchema(memberSearchSchema) },
      },
    },
    async (request) => ok(await members.search(request.query.q)),
  );
  app.get(
    API_PATHS.adminMemberRecord,
    {
      onRequest: read,
      schema: {
        tags: ['operator'],
        summary: "A member's record: profile, wallets, counts, sessions, status",
        security,
        querystring: memberRecordQuerySchema,
        response: { 200: okSchema(memberRecordSchema) },
      },
    },
    async (request) => ok(await members.record(BigInt(request.query.id))),
  );
  const changed = okSchema(z.object({ changed: z.boolean() }));
  const action = (summary: string) => ({
    onRequest: manage,
    config: { plainJsonBody: true },
    schema: { tags: ['operator'], summary, security, body: memberActionSchema, response: { 200: changed } },
  });
  app.post(API_PATHS.adminMemberDisable, action('Disable a member: no login, every session ended'), async (request) => {
    const userId = BigInt(request.body.user_id);
    const changed = await request.audited(
      (done: boolean) => ({ action: 'member.disable', target: `user:${userId}`, after: { changed: done } }),
      (tx) => members.disableIn(tx, userId),
    );
    await sessionCache.forgetUsers([userId]);
    return ok({ changed });
  });
  app.post(API_PATHS.adminMemberEnable, action('Let a disabled member log in again'), async (request) => {
    const userId = BigInt(request.body.user_id);
    const changed = await request.audited(
      (done: boolean) => ({ action: 'member.enable', target: `user:${userId}`, after: { changed: done } }),
      (tx) => members.enableIn(tx, userId),
    );
    return ok({ changed });
  });
  app.post(API_PATHS.adminMemberUnmute, action('Lift a running mute now'), async (request) => {
    const userId = BigInt(request.body.user_id);
    const wasMutedUntil = await request.audited(
      (until: string | null) => ({
        action: 'member.unmute',
        target: `user:${userId}`,
        before: { mutedUntil: until },
        after: { mutedUntil: null, changed: until !== null },
      }),
      (tx) => members.unmuteIn(tx, userId),
    );
    return ok({ changed: wasMutedUntil !== null });
  });
  app.post(
    API_PATHS.adminMemberDeletion,
    action("Start the account's cancellation (7 days' cooling-off) on the member's request"),
    async (request) => {
      const userId = BigInt(request.body.user_id);
      await members.record(userId);
      await request.audited(
        (state: Awaited<ReturnType<CancellationService['requestIn']>>) => ({
          action: 'member.deletion-requested',
          target: `user:${userId}`,
          after: state.pending,
        }),
        (tx) => cancellations.requestIn(tx, userId, request.ip),
      );
      await sessionCache.forgetUsers([userId]);
      return ok({ changed: true });
    },
  );
}

function consoleReportRoutes(app: App, { reports, sessionCache }: SupportRouteOptions) {
  const handle = app.requirePermission('support.handle');
  app.get(
    API_PATHS.adminReports,
    {
      onRequest: handle,
      schema: {
        tags: ['operator'],
        summary: 'Open reports, oldest first, a page at a time',
        security,
        querystring: reportQueueQuerySchema,
        response: { 200: okSchema(reportQueueSchema) },
      },
    },
    async (request) => ok(await reports.queue(request.query.cursor === undefined ? undefined : BigInt(request.query.cursor))),
  );
  app.post(
    API_PATHS.adminReportResolve,
    {
      onRequest: handle,
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: 'Resolve a report: dismiss, mute its target for some hours, or ban (disable) them',
        security,
        body: reportResolveSchema,
        response: { 200: okSchema(reportResolvedSchema) },
      },
    },
    async (request) => {
      const actor = request.auditContext().actor;
      const done = await request.audited(
        (r: Awaited<ReturnType<ReportService['resolve']>>) => ({
          action: `report.${r.outcome}`,
          target: `report:${r.id}`,
          after: { outcome: r.outcome, user: `user:${r.targetUserId}`, mutedUntil: r.mutedUntil },
        }),
        (tx) => reports.resolve(tx, request.body, actor),
      );
      if (done.outcome === 'banned') await sessionCache.forgetUsers([done.targetUserId]);
      return ok({ id: done.id, outcome: done.outcome, resolved_at: done.resolved_at });
    },
  );
}
