/**
 * The site's registrations: every route but the health probe (the API, the socket, the pages and
 * files), behind the per-request hooks; buildApp (app.ts) registers it in a scope of its own.
 */
import type { FastifyInstance } from 'fastify';
import { VR_ROOM_GROUP_PREFIX } from '@culture/protocol';
import { registerAccessLog } from '../plugins/access-log.js';
import { operatorAuthPlugin } from '../modules/operators/operator-auth.js';
import { authPlugin } from '../plugins/auth.js';
import { loadSheddingPlugin } from '../plugins/load-shedding.js';
import { requestMetricsPlugin } from '../plugins/metrics.js';
import { openapiUiPlugin } from '../plugins/openapi.js';
import { payloadEnvelopePlugin } from '../plugins/payload-envelope.js';
import { securityHeadersPlugin } from '../plugins/security-headers.js';
import { webStaticPlugin } from '../plugins/web-static.js';
import { createSmsSender } from '../integrations/sms/create-sms-sender.js';
import { connectSources, indexHtmlHashes } from '../lib/content-security-policy.js';
import { createMemoryCounterStore } from '../lib/rate-limit/memory-store.js';
import { createRedisCounterStore } from '../lib/rate-limit/redis-store.js';
import { createRedisConnections } from '../lib/redis.js';
import { createSessionCache } from '../lib/session-cache.js';
import { createApiKeyService } from '../modules/operators/api-key-service.js';
import type { ApiKeyUses } from '../modules/operators/api-key-uses.js';
import { opsManageRoutes } from '../modules/operators/manage-routes.js';
import { createOperatorService } from '../modules/operators/operator-service.js';
import { opsSessionRoutes } from '../modules/operators/session-routes.js';
import { createPasswordService } from '../modules/operators/password-service.js';
import { createSignInService } from '../modules/operators/sign-in-service.js';
import { createAccountService } from '../modules/auth/account-service.js';
import { createOtpService } from '../modules/auth/otp-service.js';
import { createPowService } from '../modules/auth/pow-service.js';
import { authRoutes } from '../modules/auth/routes.js';
import { createMergeService } from '../modules/auth/merge-service.js';
import { createMergeTickets } from '../modules/auth/merge-ticket.js';
import { mergeRoutes } from '../modules/auth/merge-routes.js';
import { walletRoutes } from '../modules/wallet/routes.js';
import { createNftClient, NFTSCAN_HOSTS } from '../integrations/nft/nft-client.js';
import { nftRoutes } from '../modules/nft/routes.js';
import { buildChainList } from '../modules/pass/chain-list.js';
import { createChainIndexer } from '../modules/pass/chain-indexer.js';
import { passRoutes } from '../modules/pass/routes.js';
import { loadWhitelistProofs } from '../modules/pass/whitelist-proofs.js';
import { createWalletService } from '../modules/wallet/wallet-service.js';
import { createDepositWallets } from '../modules/wallet/deposit-wallets.js';
import { createSignatureCheck } from '../modules/wallet/signature-check.js';
import { createContentService } from '../modules/content/content-service.js';
import { createPageShell, shellLocale } from '../modules/content/page-shell.js';
import { createPageShellCache } from '../modules/content/page-shell-cache.js';
import { contentRoutes } from '../modules/content/routes.js';
import { createBrandAdminService } from '../modules/equity/brand-admin-service.js';
import { createEquityService } from '../modules/equity/equity-service.js';
import { equityRoutes } from '../modules/equity/routes.js';
import { createCouponCampaigns } from '../modules/coupons/coupon-campaign.js';
import { createCouponService } from '../modules/coupons/coupon-service.js';
import { couponRoutes } from '../modules/coupons/routes.js';
import { createMemberAdmin } from '../modules/support/member-admin.js';
import { createReportService } from '../modules/support/report-service.js';
import { supportRoutes } from '../modules/support/routes.js';
import { createBadgeAdmin } from '../modules/badges/badge-admin.js';
import { createBadgeService } from '../modules/badges/badge-service.js';
import { badgeRoutes } from '../modules/badges/routes.js';
import { createCheckInService } from '../modules/event-signups/check-in-service.js';
import { signupRoutes } from '../modules/event-signups/routes.js';
import { createDashboardService } from '../modules/ops-dashboard/dashboard-service.js';
import { opsDashboardRoutes } from '../modules/ops-dashboard/routes.js';
import { createSignupService } from '../modules/event-signups/signup-service.js';
import { createSessionService } from '../modules/auth/session-service.js';
import { devRoutes } from '../modules/dev/routes.js';
import { createMeService } from '../modules/me/me-service.js';
import { meRoutes } from '../modules/me/routes.js';
import { consentRoutes } from '../modules/consent/routes.js';
import { createConsentService } from '../modules/consent/consent-service.js';
import { createLegalVersions } from '../modules/consent/legal-versions.js';
import { createChildLimits } from '../modules/guardian/child-limits.js';
import { childLimitsPlugin } from '../modules/guardian/limits-plugin.js';
import { guardianRoutes } from '../modules/guardian/routes.js';
import { createCancellationService } from '../modules/privacy/cancellation-service.js';
import { createExportJobs } from '../modules/privacy/export-jobs.js';
import { cancellationRoutes, dataExportRoutes } from '../modules/privacy/routes.js';
import { createRightsRequests } from '../modules/privacy/rights-requests.js';
import { rightsRequestRoutes } from '../modules/privacy/rights-routes.js';
import { createNoticeService } from '../modules/notices/notice-service.js';
import { noticeRoutes } from '../modules/notices/routes.js';
import { messagingPlugin } from '../modules/messaging/gateway.js';
import { createImTokens } from '../modules/messaging/im-token.js';
import { usersRoutes } from '../modules/users/routes.js';
import { createUsersService } from '../modules/users/users-service.js';
import { wechatRoutes } from '../modules/wechat/routes.js';
import { createAvatarService } from '../modules/world/avatar-service.js';
import { ADMISSION_HOLD_MS } from '../modules/world/commands/check-exhibition.js';
import { createExhibitionService } from '../modules/world/exhibition-service.js';
import { dressConsoleRoutes } from '../modules/world/dress-console-routes.js';
import { worldRoutes } from '../modules/world/routes.js';
import { createWorldCatalog } from '../modules/world/world-catalog.js';
import { createModelChecker } from '../modules/world/model-checker.js';
import { createModelCheckQueue, type ModelCheckQueue } from '../modules/world/model-check-queue.js';
import { createRoomAdmissions } from '../modules/world/room-admissions.js';
import type { Messaging } from '../modules/messaging/gateway.js';
import type { InstantAdmissions } from '../modules/messaging/instant-groups.js';
import { createWeChatService } from '../modules/wechat/wechat-service.js';
import { createWeChatApi } from '../integrations/wechat/wechat-api.js';
import type { FakeMode } from '../integrations/wechatpay/wechat-pay-fake-mount.js';
import type { WechatPay } from '../integrations/wechatpay/wechat-pay.js';
import { registerPayments } from './payments-site.js';

import type { SiteOptions } from './options.js';
import { privacyKick, startSweeps, type PrivacyJobs } from './sweeps.js';

/** What the site's scope hands back to the root. */
export interface SiteHandles {
  messaging: Messaging;
  isUnderPressure: () => boolean;
  modelChecks: ModelCheckQueue;
  /** WECHATPAY_MODE=fake: the local WeChat Pay and the client settings that reach it; null when live. */
  wechatPayFake: FakeMode | null;
  /** The WeChat Pay the payments module talks to: the merchant API, or the fake above over HTTP. */
  wechatPay: WechatPay;
  /** The privacy rights' jobs (docs/privacy.md): tests run the export and cancellation sweeps by hand. */
  privacy: PrivacyJobs;
  /** The API keys' reads counted per minute (operators/api-key-uses.ts): tests write them by hand. */
  apiKeyUses: ApiKeyUses;
}

/**
 * The site: every route but the health probe (the API, the socket, the pages and files), behind
 * the per-request hooks.
 */
export async function registerSite(
  app: FastifyInstance,
  { config, database, now, logger, accessLog, expirySweepMs, cleanupSweepMs, chainIndexer, extendSite }: SiteOptions,
): Promise<SiteHandles> {
  // First, so that every route below gets its request histogram (plugins/metrics.ts).
  await app.register(requestMetricsPlugin);
  if (logger) registerAccessLog(app, accessLog);
  // The id every log line of the request names, handed back so the proxy and the person can quote it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Pages read the pass contract through the pass chain's public RPC; the world's files may come
  // from a CDN (WORLD_ASSET_BASE_URL).
  const assetOrigins = config.world.assetBaseUrl.startsWith('https://') ? [new URL(config.world.assetBaseUrl).origin] : [];
  const policySources = connectSources([config.pass?.publicRpcUrl], assetOrigins);
  await app.register(securityHeadersPlugin, {
    documentHashes: indexHtmlHashes(config.webDistDir),
    sources: policySources,
  });
  await app.register(loadSheddingPlugin, {
    waitingQueries: database.waitingQueries,
    queueMax: config.databaseQueueMax,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
  });
  await app.register(payloadEnvelopePlugin, { keys: config.payloadKeys });
  // Every Redis connection of this process (lib/redis.ts).
  const redis = config.redisUrl
    ? createRedisConnections({
        url: config.redisUrl,
        onError: (err, purpose) => app.log.warn({ err, purpose }, 'redis connection error'),
      })
    : null;
  if (redis) app.addHook('onClose', () => redis.close());
  // Session rows for a few seconds; logout, supersede and deletion empty it on every process (Redis).
  const sessionCache = createSessionCache({
    ttlMs: config.sessionCacheMs,
    maxEntries: 20_000,
    now,
    redis,
    onError: (err) => app.log.warn({ err }, 'session cache invalidation failed'),
  });
  app.addHook('onClose', () => sessionCache.close());
  await app.register(authPlugin, { db: database.db, jwtSecret: config.jwtSecret, sessionCache, now });
  const db = database.db;
  const counters = redis ? createRedisCounterStore(redis.open('rate-limit counters')) : createMemoryCounterStore(now);
  app.addHook('onClose', () => counters.close());
  // The operator console (docs/operator-console.md): app.requirePermission for every operator route.
  const signIn = createSignInService({ db, counters, totpKey: config.ops.totpKey, idleTimeoutMs: config.ops.idleTimeoutMs, now });
  const apiKeys = createApiKeyService({ db, now });
  await app.register(operatorAuthPlugin, { db, adminToken: config.adminToken, signIn, apiKeys, now });
  if (config.apiDocs) await app.register(openapiUiPlugin);
  const passwords = createPasswordService({ db });
  await app.register(opsSessionRoutes, { signIn, passwords, secureCookies: config.env === 'production' });
  await app.register(opsManageRoutes, { db, operators: createOperatorService({ db, now }), passwords, apiKeys });
  const sms = createSmsSender(config.sms, db, now);
  const sessions = createSessionService({
    db,
    counters,
    jwtSecret: config.jwtSecret,
    guestTokenTtlSeconds: config.guestTokenTtlSeconds,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    singleSession: config.singleSession,
    sessionCache,
    now,
  });
  const otp = createOtpService({
    db,
    sms: sms.sender,
    counters,
    secret: config.otpSecret,
    now,
    log: app.log,
    resendCooldownMs: config.smsResendCooldownMs,
    limits: {
      perIpPerHour: config.otpAddressLimits.sendsPerHour,
      verifyPerClient: { max: config.otpAddressLimits.verifiesPer10Min, windowMs: 10 * 60_000 },
    },
  });
  const pow = createPowService({ ...config.altcha, counters, now });
  const accounts = createAccountService({ db, now });
  // Before every route module: chat, purchases and uploads ask it (docs/privacy.md, "Children and guardians").
  const legalVersions = createLegalVersions({ db, now });
  const consent = createConsentService({ db, now, versions: legalVersions });
  const childLimits = createChildLimits({ db, now, consent });
  await app.register(childLimitsPlugin, { limits: childLimits });
  const imTokens = createImTokens({ secret: config.jwtSecret, now });
  const depositWallets = createDepositWallets({ db, xpub: config.depositXpub });
  const me = createMeService({ db, now, imTokens, deposits: depositWallets });
  const coupons = createCouponService({ db, now, findOrCreateByPhone: (phone) => accounts.findOrCreateByPhone(phone) });

  await app.register(authRoutes, { sessions, otp, pow, accounts });
  const wallets = createWalletService({
    db,
    now,
    publicOrigin: config.publicOrigin,
    production: config.env === 'production',
    signatureCheck: createSignatureCheck(config.chainRpcUrls),
  });
  await app.register(walletRoutes, { wallets, sessions, counters, noncesPerAddress: config.walletNoncesPerAddress });
  const merges = createMergeService({
    db,
    now,
    wallets,
    otp,
    tickets: createMergeTickets({ secret: config.jwtSecret, now }),
    sessionCache,
  });
  await app.register(mergeRoutes, { merges });
  // WeChat's token and ticket are shared by every process through Redis (one refresh at a time).
  const wechatApi = config.wechat.api
    ? createWeChatApi({ ...config.wechat.api, redis: redis?.open('wechat token') ?? null })
    : null;
  const wechat = createWeChatService({
    db,
    api: wechatApi,
    oauthBase: config.wechat.api?.oauthBase,
    followUrl: config.wechat.followUrl,
    ownOrigins: config.ownOrigins,
    startSession: (userId) => sessions.createUserSession(userId, 'wechat'),
    now,
  });
  const nftscanBase = config.nft.nftscanBase;
  const nft = createNftClient({
    nftscanApiKey: config.nft.nftscanApiKey,
    alchemyApiKey: config.nft.alchemyApiKey,
    nftscanHosts: nftscanBase ? { '1': nftscanBase, '2': nftscanBase, '4': nftscanBase } : NFTSCAN_HOSTS,
    alchemyBase: config.nft.alchemyBase,
  });
  const whitelist = loadWhitelistProofs({
    file: config.passWhitelistFile,
    now,
    onReloadError: (err) =>
      app.log.error({ err }, 'PASS_WHITELIST_FILE changed but cannot be used; the previous lists stay in service'),
  });
  const indexer = config.pass ? createChainIndexer({ db, pass: config.pass, log: app.log }) : null;
  if (indexer && chainIndexer) {
    indexer.start();
    app.addHook('onClose', () => indexer.stop());
  }
  await app.register(passRoutes, {
    chains: buildChainList(config.pass, config.env === 'production'),
    whitelist,
    tokens: indexer,
  });
  await app.register(meRoutes, { me, linkWeChat: wechat.linkAccount });
  const notices = createNoticeService({ db, now, sms: sms.sender });
  await app.register(consentRoutes, { consent, versions: legalVersions, notices });
  await app.register(noticeRoutes, { notices });
  await app.register(rightsRequestRoutes, { rights: createRightsRequests({ db, now, notices }) });
  // The NFT lists send a wallet address abroad: only with the separate consent, never a child's
  // (docs/privacy.md, "Where data lives").
  await app.register(nftRoutes, { nft, counters, consent, isChild: (userId) => childLimits.isChild(userId) });
  const privacy = {
    notices,
    exports: createExportJobs({ db, now }),
    cancellations: createCancellationService({ db, now, sessionCache, forgetPhone: (phone) => otp.forgetPhone(phone) }),
  };
  await app.register(dataExportRoutes, {
    exports: privacy.exports,
    kick: expirySweepMs ? () => privacyKick(app, privacy.exports) : null,
  });
  await app.register(cancellationRoutes, { cancellations: privacy.cancellations });
  await app.register(guardianRoutes, {
    db,
    now,
    consent,
    limits: childLimits,
    otp,
    cancellations: privacy.cancellations,
    secret: config.jwtSecret,
  });
  const members = createMemberAdmin({ db, now });
  await app.register(supportRoutes, {
    members,
    reports: createReportService({ db, now, counters, members }),
    cancellations: privacy.cancellations,
    sessionCache,
  });
  await app.register(couponRoutes, { coupons, campaigns: createCouponCampaigns({ db, now }) });
  const badges = createBadgeService({ db, now, serverSecret: config.jwtSecret });
  const checkIns = createCheckInService({ db, now, claimBadge: badges.claimForAttendance });
  await app.register(badgeRoutes, {
    badges,
    admin: createBadgeAdmin({ db, now, serverSecret: config.jwtSecret }),
    onVenueClaim: checkIns.attendByVenue,
    counters,
    codeClaimsPerUser: config.badgeCodeClaimsPerUser,
  });
  await app.register(signupRoutes, { signups: createSignupService({ db, now }), checkIns });
  await app.register(opsDashboardRoutes, { dashboard: createDashboardService({ db, now }) });
  const content = createContentService({ db, now });
  const worldCatalog = createWorldCatalog({ assetBaseUrl: config.world.assetBaseUrl });
  await app.register(contentRoutes, { content, world: worldCatalog, db, now });
  const equity = createEquityService({ db, now });
  await app.register(equityRoutes, { equity, brands: createBrandAdminService({ db, now, equity }) });
  await app.register(wechatRoutes, { wechat, config: config.wechat, counters, now });
  // In a scope of its own: @fastify/websocket's onRequest and onResponse hooks then run for the
  // socket route only, not for every request of the app (two hooks less on each of them).
  // The gateway's handle is lifted out of that scope for the world (and tests): `app.messaging`.
  // Places held for admitted visitors, shared by every process through Redis when configured.
  const roomAdmissions = createRoomAdmissions(redis?.open('world admissions') ?? null, now);
  // A world room's instant group admits only visitors holding a place from its check call.
  const instantAdmissions: InstantAdmissions = {
    needsPlace: (group) => group.startsWith(VR_ROOM_GROUP_PREFIX),
    holds: (group, userId) => roomAdmissions.holds(group, userId),
    keep: (group, userId) => roomAdmissions.hold(group, userId, ADMISSION_HOLD_MS),
  };
  let messaging: Messaging | undefined;
  await app.register(async (scope) => {
    await scope.register(messagingPlugin, {
      db,
      tokens: imTokens,
      // A messaging token lives as long as the login session it names (modules/messaging/im-token.ts).
      sessions: { check: (claims) => app.checkUserSession(claims), onEnded: (listener) => sessionCache.onInvalidate(listener) },
      admissions: instantAdmissions,
      redis,
      now,
      limits: config.messaging,
      mayChat: async (userId) => !(await childLimits.limited(userId)),
    });
    messaging = (scope as unknown as { messaging: Messaging }).messaging;
  });
  await app.register(usersRoutes, { users: createUsersService({ db }) });
  // Visitors per room copy come from the gateway's instant groups (Redis when configured).
  const { instant } = messaging!;
  const modelChecker = createModelChecker();
  const modelChecks = createModelCheckQueue({ ...config.modelChecks, run: modelChecker.check });
  app.addHook('onClose', () => {
    modelChecks.close();
    return modelChecker.close();
  });
  await app.register(dressConsoleRoutes, { db, now });
  await app.register(worldRoutes, {
    exhibitions: createExhibitionService({
      db,
      now,
      catalog: worldCatalog,
      occupancy: instant,
      admissions: roomAdmissions,
      visitorCap: config.world.visitorCap,
    }),
    avatars: createAvatarService({
      db,
      now,
      serverSecret: config.jwtSecret,
      catalog: worldCatalog,
      uploads: modelChecks,
      counters,
    }),
    catalog: worldCatalog,
    visitorCap: config.world.visitorCap,
  });
  if (config.env !== 'production') await app.register(devRoutes, { outbox: sms.outbox });
  const { wechatPayFake, wechatPay, payments } = await registerPayments(app, { config, db, now });

  startSweeps(app, { db, coupons, now, expirySweepMs, cleanupSweepMs, payments, privacy });

  const pageShell = createPageShell({ distDir: config.webDistDir, content, equity, publicOrigin: config.publicOrigin });
  const shellCache = createPageShellCache({ render: pageShell.render, policySources });
  content.onChange(() => shellCache.invalidate());
  equity.onChange(() => shellCache.invalidate());
  await app.register(webStaticPlugin, {
    distDir: config.webDistDir,
    renderPage: (pathname, userAgent, encoding) => shellCache.get(pathname, shellLocale(userAgent), encoding),
  });
  await extendSite?.(app);
  return {
    messaging: messaging!,
    isUnderPressure: app.isUnderPressure,
    modelChecks,
    wechatPayFake,
    wechatPay,
    privacy,
    apiKeyUses: app.apiKeyUses,
  };
}
