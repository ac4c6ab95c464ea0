/**
 * Badge routes: the event lists and states (anyone; a logged-in viewer also sees "claimed"), the
 * four ways to claim (login), the holder's badges, public verification, the kiosk's QR (its own
 * token, nothing else) and the operator API (ADMIN_TOKEN; off when unset).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  badgeAdminListQuerySchema,
  badgeAdminEventDetailSchema,
  badgeAdminEventParamsSchema,
  badgeAdminListSchema,
  badgeClaimRequestSchema,
  badgeCodeClaimSchema,
  badgeCountsSchema,
  badgeEventCreateSchema,
  badgeEventEditSchema,
  badgeEventListQuerySchema,
  badgeEventListSchema,
  badgeEventParamsSchema,
  badgeEventRefSchema,
  badgeEventSchema,
  badgeNfcClaimSchema,
  badgeVenueClaimSchema,
  badgeVerificationSchema,
  badgeVerifyParamsSchema,
  claimCodesCreateSchema,
  claimCodesSchema,
  kioskQrSchema,
  kioskTokenCreateSchema,
  kioskTokenSchema,
  myBadgeParamsSchema,
  type MyBadge,
  myBadgeSchema,
  myBadgesQuerySchema,
  myBadgesSchema,
  nfcTagRegisterSchema,
  nfcTagSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import type { Transaction } from '../../db/client.js';
import { ApiError } from '../../lib/api-error.js';
import type { AuditEntry } from '../operators/audit.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import type { BadgeAdmin } from './badge-admin.js';
import type { BadgeService } from './badge-service.js';

const bearer = [{ bearer: [] }];
const CODE_CLAIM_WINDOW_MS = 10 * 60_000;

export const badgeRoutes: FastifyPluginAsyncZod<{
  badges: BadgeService;
  admin: BadgeAdmin;
  /** A claim made at the venue (QR, NFC) also counts as the holder's attendance at that event. */
  onVenueClaim?: (userId: bigint, eventSlug: string) => Promise<void>;
  counters: CounterStore;
  /** Claim-code attempts one account may make per 10 minutes (BADGE_CODE_CLAIMS_PER_USER). */
  codeClaimsPerUser: number;
}> = async (app, { badges, admin, onVenueClaim, counters, codeClaimsPerUser }) => {
  const attended = async (userId: bigint, badge: MyBadge) => {
    await onVenueClaim?.(userId, badge.event);
    return badge;
  };
  // Public pages render for anyone; with a session the answer also says what this person holds.

  app.get(
    API_PATHS.badgeEvents,
    {
      onRequest: app.optionalViewer,
      schema: {
        tags: ['badges'],
        summary: 'Badge events, current and past, each with its state for the viewer',
        querystring: badgeEventListQuerySchema,
        response: { 200: okSchema(badgeEventListSchema) },
      },
    },
    async (request) => ok(await badges.list(request.viewerId, request.query.page, request.locale)),
  );

  app.get(
    API_PATHS.badgeEvent,
    {
      onRequest: app.optionalViewer,
      schema: {
        tags: ['badges'],
        summary: "One badge event and its claim button's state",
        params: badgeEventParamsSchema,
        response: { 200: okSchema(badgeEventSchema) },
      },
    },
    async (request) => ok(await badges.event(request.viewerId, request.params.slug, request.locale)),
  );

  app.get(
    API_PATHS.myBadges,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['badges'],
        summary: "The holder's badges, newest first",
        security: bearer,
        querystring: myBadgesQuerySchema,
        response: { 200: okSchema(myBadgesSchema) },
      },
    },
    async (request) => ok(await badges.mine(request.auth!.userId, request.query.cursor, request.locale)),
  );

  app.get(
    API_PATHS.myBadge,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['badges'],
        summary: 'One badge of the holder',
        security: bearer,
        params: myBadgeParamsSchema,
        response: { 200: okSchema(myBadgeSchema) },
      },
    },
    async (request) => ok(await badges.badge(request.auth!.userId, request.params.badgeId, request.locale)),
  );

  const claimRoute = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    claim: (userId: bigint, body: z.infer<S>, request: FastifyRequest) => Promise<MyBadge>,
  ) =>
    app.post(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['badges'],
          summary,
          security: bearer,
          body,
          response: { 200: okSchema(myBadgeSchema) },
        },
      },
      async (request) => ok(await claim(request.auth!.userId, request.body as z.infer<S>, request)),
    );
  claimRoute(
    API_PATHS.badgeClaim,
    'Claim a badge in the app during its window',
    badgeClaimRequestSchema,
    (userId, body, request) => badges.claimInApp(userId, body.event, request.locale),
  );
  claimRoute(
    API_PATHS.badgeClaimVenue,
    "Claim with the venue screen's QR token",
    badgeVenueClaimSchema,
    async (userId, body, request) => attended(userId, await badges.claimAtVenue(userId, body.token, request.locale)),
  );
  claimRoute(
    API_PATHS.badgeClaimNfc,
    "Claim with an NFC tag's tap (uid, ctr, cmac)",
    badgeNfcClaimSchema,
    async (userId, body, request) => attended(userId, await badges.claimByTag(userId, body, request.locale)),
  );
  claimRoute(
    API_PATHS.badgeClaimCode,
    'Claim with a printed single-use code',
    badgeCodeClaimSchema,
    async (userId, body, request) => {
      // Guessing an 80-bit code is hopeless anyway; the limit keeps load and log noise down.
      const hits = await counters.hit(`badge:code:${userId}`, CODE_CLAIM_WINDOW_MS);
      if (hits.count > codeClaimsPerUser) {
        throw new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(hits.resetInMs / 1000) });
      }
      return badges.claimByCode(userId, body.code, request.locale);
    },
  );

  app.get(
    API_PATHS.badgeVerify,
    {
      schema: {
        tags: ['badges'],
        summary: 'Is this badge genuine? (event, serial, date; never the holder)',
        params: badgeVerifyParamsSchema,
        response: { 200: okSchema(badgeVerificationSchema) },
      },
    },
    async (request) => ok(await badges.verify(request.params.token, request.locale)),
  );

  app.get(
    API_PATHS.badgeKiosk,
    {
      schema: {
        tags: ['badges'],
        summary: "The venue screen's current QR (Authorization: Bearer <kiosk token>)",
        response: { 200: okSchema(kioskQrSchema) },
      },
    },
    async (request) => {
      const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '');
      return ok(await badges.kioskQr(match?.[1] ?? null, request.locale));
    },
  );

  // Authenticated in onRequest, before the body is read or validated.
  const operator = { onRequest: app.requirePermission('events.manage'), config: { plainJsonBody: true } } as const;
  const adminSecurity = [{ admin: [] }];
  // Each write and its audit row in one transaction (docs/operator-console.md, "Audit log").
  const adminRoute = <S extends z.ZodType, R>(
    path: string,
    summary: string,
    body: S,
    response: z.ZodType,
    run: (body: z.infer<S>, tx: Transaction) => Promise<R>,
    audit: (body: z.infer<S>, result: NoInfer<R>) => AuditEntry,
    answer: (result: NoInfer<R>) => unknown = () => null,
  ) =>
    app.post(
      path,
      {
        ...operator,
        schema: {
          tags: ['operator'],
          summary,
          security: adminSecurity,
          body,
          response: { 200: okSchema(response) },
        },
      },
      async (request) => {
        const input = request.body as z.infer<S>;
        return ok(
          answer(
            await request.audited(
              (result: R) => audit(input, result),
              (tx) => run(input, tx),
            ),
          ),
        );
      },
    );
  const target = (slug: string) => `badge-event:${slug}`;
  adminRoute(
    API_PATHS.adminBadgeEvents,
    'Create a badge event',
    badgeEventCreateSchema,
    z.null(),
    (body, tx) => admin.create(body, tx),
    (body, id) => ({ action: 'badge-event.create', target: target(body.slug), after: { id, ...body } }),
  );
  adminRoute(
    API_PATHS.adminBadgeEventsEdit,
    'Edit a badge event (fields given change)',
    badgeEventEditSchema,
    z.null(),
    (body, tx) => admin.edit(body, tx),
    (body, { before, after }) => ({ action: 'badge-event.edit', target: target(body.slug), before, after }),
  );
  adminRoute(
    API_PATHS.adminBadgeEventsOpen,
    'Open claiming now',
    badgeEventRefSchema,
    z.null(),
    (body, tx) => admin.open(body.event, tx),
    (body, change) => ({ action: 'badge-event.open', target: target(body.event), ...change }),
  );
  adminRoute(
    API_PATHS.adminBadgeEventsClose,
    'Close claiming now',
    badgeEventRefSchema,
    z.null(),
    (body, tx) => admin.close(body.event, tx),
    (body, change) => ({ action: 'badge-event.close', target: target(body.event), ...change }),
  );
  adminRoute(
    API_PATHS.adminBadgeClaimCodes,
    'Generate single-use claim codes (shown once)',
    claimCodesCreateSchema,
    claimCodesSchema,
    (body, tx) => admin.generateCodes(body.event, body.count, tx),
    // The codes themselves are answered once and never logged.
    (body) => ({ action: 'badge-claim-codes.generate', target: target(body.event), after: { count: body.count } }),
    (codes) => ({ codes }),
  );
  adminRoute(
    API_PATHS.adminBadgeNfcTags,
    'Register an NFC tag and its key',
    nfcTagRegisterSchema,
    nfcTagSchema,
    (body, tx) => admin.registerTag(body.event, body.uid, body.key, tx),
    (body, tag) => ({ action: 'badge-nfc-tag.register', target: target(body.event), after: { uid: tag.uid } }),
    (tag) => tag,
  );
  adminRoute(
    API_PATHS.adminBadgeKioskTokens,
    'Issue a kiosk token for one event (shown once)',
    kioskTokenCreateSchema,
    kioskTokenSchema,
    (body, tx) => admin.issueKioskToken(body.event, body.label, tx),
    (body) => ({ action: 'badge-kiosk-token.issue', target: target(body.event), after: { label: body.label } }),
    (token) => ({ token }),
  );
  app.get(
    API_PATHS.adminBadgeEvents,
    {
      onRequest: app.requirePermission('events.manage'),
      schema: {
        tags: ['operator'],
        summary: 'Badge events, newest first, with supply, claims, state and codes, a page at a time',
        security: adminSecurity,
        querystring: badgeAdminListQuerySchema,
        response: { 200: okSchema(badgeAdminListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.query.cursor, request.locale, request.query.q || undefined)),
  );
  app.get(
    API_PATHS.adminBadgeEvent,
    {
      onRequest: app.requirePermission('events.manage'),
      schema: {
        tags: ['operator'],
        summary: "One badge event's whole document (texts in each language, artwork, page), for the edit form",
        security: adminSecurity,
        params: badgeAdminEventParamsSchema,
        response: { 200: okSchema(badgeAdminEventDetailSchema) },
      },
    },
    async (request) => ok(await admin.detail(request.params.slug)),
  );
  app.get(
    API_PATHS.adminBadgeCounts,
    {
      onRequest: app.requirePermission('events.manage'),
      schema: {
        tags: ['operator'],
        summary: 'Claim counts per event and method, claim codes issued and used',
        security: adminSecurity,
        response: { 200: okSchema(badgeCountsSchema) },
      },
    },
    async () => ok(await admin.counts()),
  );
};
