import { AUTH_GUEST_PATH, CONFIGURATION_RESOURCES_PATH } from './first-paint-paths.js';

// Plain strings only: the first paint imports these, and a schema here would pull zod into it
// (its eval probe trips the Content-Security-Policy and the entry grows by ~27 kB).
/**
 * Paths of the wallet domain's later routes: the chain table, the pass's whitelist
 * proofs and indexed tokens, and the NFT lists by chain (spec §7). Their names here never change;
 * each is also in API_PATHS from the commit that serves it (the fuzz suite requires every API_PATHS
 * entry to be a served, fuzzed route). The sign-in and link routes are in API_PATHS.
 */
export const WALLET_PATHS = {
  /** GET, public: chain table with explorers, RPCs and the pass address. */
  chains: '/api/v2/blockchain/chains',
  /** GET ?address=0x…, public: the address's KYC and pre-mint Merkle proofs. */
  passProofs: '/api/v2/blockchain/pass/proofs',
  /** GET ?address=0x…, public: the address's passes from the chain index. */
  passTokens: '/api/v2/blockchain/pass/tokens',
  /** POST { query }, logged in: NFTScan v2 on chain 1, 2 or 4 (spec §7). */
  nftscanGet: '/api/v2/nftscan/:chain/get',
  /** GET ?owner=0x…[&pageKey=…], logged in: Alchemy getNFTs on Ethereum. */
  alchemyGetNfts: '/api/v2/alchemy/1/getNFTs',
} as const;

/**
 * Paths of payments (docs/payments.md). Each moves into API_PATHS in the commit that serves it (the
 * fuzz suite requires every API_PATHS entry to be a served, fuzzed route).
 */
export const PAYMENT_PATHS = {
  /** GET [?kind=], public: what can be bought, priced for the person looking. */
  products: '/api/v5/shop/products',
  /** POST, members: create an order and get the pay action; GET: my orders. */
  orders: '/api/v5/orders',
  /** GET, the buyer: the order as the server knows it (asks WeChat Pay when still unpaid). */
  order: '/api/v5/orders/:orderNo',
  /** POST { method }, the buyer: a new pay action for an order still unpaid. */
  orderPay: '/api/v5/orders/:orderNo/pay',
  /** POST, the buyer: cancel an unpaid order. */
  orderCancel: '/api/v5/orders/:orderNo/cancel',
  /** POST { reason }, the buyer: ask for a refund within the product's window. */
  orderRefund: '/api/v5/orders/:orderNo/refund',
  /** GET, members: my certificates. */
  certificates: '/api/v5/certificates',
  /** GET, public: a certificate's verification. */
  certificate: '/api/v5/certificates/:code',
  /** POST/GET (spec §7): buy an official dress; the dresses I bought. */
  dressesPurchase: '/api/v2/dresses/purchase',
  /** POST, WeChat Pay: payment and refund notifications (raw body, signed). */
  wechatPayNotify: '/api/v5/payments/wechatpay/notify',
  adminProducts: '/api/admin/shop/products',
  adminEligibility: '/api/admin/shop/eligibility',
  adminOrders: '/api/admin/orders',
  adminOrder: '/api/admin/orders/:orderNo',
  adminOrderRefund: '/api/admin/orders/:orderNo/refund',
  adminRefundDecision: '/api/admin/refunds/:outRefundNo/decision',
  /** GET ?cursor=: members' refund requests waiting for a decision, the longest waiting first (orders.manage). */
  adminRefundRequests: '/api/admin/refunds/requests',
  adminReconciliation: '/api/admin/payments/reconciliation',
  adminPaymentsAttention: '/api/admin/payments/attention',
} as const;

/**
 * Paths of the operator console (docs/operator-console.md). Each moves into API_PATHS in the commit
 * that serves it (the fuzz suite requires every API_PATHS entry to be a served, fuzzed route).
 */
export const OPS_PATHS = {
  /** GET: the signed-in operator and a fresh CSRF token (opsSignedOut when none); DELETE: sign out. */
  session: '/api/ops/session',
  /** POST { login, password }: step one of signing in. */
  sessionPassword: '/api/ops/session/password',
  /** POST { code }: step two (TOTP or a recovery code); sets the session cookie. */
  sessionSecondFactor: '/api/ops/session/second-factor',
  /** POST: 10 new recovery codes for the signed-in operator (the old ones stop working). */
  recoveryCodes: '/api/ops/session/recovery-codes',
  /** POST { current_password, new_password }: the signed-in operator's own password; their other sessions end. */
  passwordChange: '/api/ops/session/password-change',
  /** GET: operators; POST: create one (operators.manage). */
  operators: '/api/ops/operators',
  /** PATCH: name, roles, disabled (operators.manage). */
  operator: '/api/ops/operators/:id',
  /** POST: clear the operator's second factor; they enrol again at next sign-in (operators.manage). */
  operatorResetSecondFactor: '/api/ops/operators/:id/reset-second-factor',
  /** POST: a one-time temporary password, shown once; the operator sets a new one at next sign-in (operators.manage). */
  operatorResetPassword: '/api/ops/operators/:id/reset-password',
  /** GET: API keys; POST: make one (apiKeys.manage). */
  apiKeys: '/api/ops/api-keys',
  /** DELETE: revoke (apiKeys.manage). */
  apiKey: '/api/ops/api-keys/:id',
  /** GET ?actor&action&target&from&to&cursor: the audit log, newest first (audit.read). */
  audit: '/api/ops/audit',
  /** GET, same filters: the audit log as CSV (audit.read). */
  auditExport: '/api/ops/audit.csv',
  /** GET ?days=: the dashboard's charts (dashboard.read). */
  dashboard: '/api/ops/dashboard',
} as const;

/** HTTP paths of the API, spelled as on the wire (spec §7 where it names them). */
export const API_PATHS = {
  healthz: '/healthz',
  // The operator console's routes.
  opsSession: OPS_PATHS.session,
  opsSessionPassword: OPS_PATHS.sessionPassword,
  opsSessionSecondFactor: OPS_PATHS.sessionSecondFactor,
  opsRecoveryCodes: OPS_PATHS.recoveryCodes,
  opsOperators: OPS_PATHS.operators,
  opsOperator: OPS_PATHS.operator,
  opsOperatorResetSecondFactor: OPS_PATHS.operatorResetSecondFactor,
  opsPasswordChange: OPS_PATHS.passwordChange,
  opsOperatorResetPassword: OPS_PATHS.operatorResetPassword,
  opsApiKeys: OPS_PATHS.apiKeys,
  opsApiKey: OPS_PATHS.apiKey,
  opsAudit: OPS_PATHS.audit,
  opsAuditExport: OPS_PATHS.auditExport,
  opsDashboard: OPS_PATHS.dashboard,
  authGuest: AUTH_GUEST_PATH,
  configurationResources: CONFIGURATION_RESOURCES_PATH,
  configurationResource: '/api/v3/configuration/resource',
  adminContentPages: '/api/admin/content/pages',
  adminContentPage: '/api/admin/content/pages/:slug',
  adminContentDraft: '/api/admin/content/pages/:slug/draft',
  adminContentPublish: '/api/admin/content/pages/:slug/publish',
  adminContentVersions: '/api/admin/content/pages/:slug/versions',
  adminContentRestore: '/api/admin/content/pages/:slug/versions/:version/restore',
  adminContentPreview: '/api/admin/content/pages/:slug/preview',
  equityBrands: '/api/v3/equity/brands',
  equityBrand: '/api/v3/equity/brands/:id',
  /** POST: create or replace a brand at once (scripts); GET ?cursor: the console's brand list. */
  adminEquityBrands: '/api/admin/equity/brands',
  /** The console's brand drafts, publishing and history (content.edit), as the pages' below. */
  adminEquityBrand: '/api/admin/equity/brands/:id',
  adminEquityBrandDraft: '/api/admin/equity/brands/:id/draft',
  adminEquityBrandPublish: '/api/admin/equity/brands/:id/publish',
  adminEquityBrandVersions: '/api/admin/equity/brands/:id/versions',
  adminEquityBrandRestore: '/api/admin/equity/brands/:id/versions/:version/restore',
  adminEquityBrandPreview: '/api/admin/equity/brands/:id/preview',
  /** POST { brand }: the console's "New brand": the brand and its draft, unseen by members until its first publish. */
  adminEquityBrandCreate: '/api/admin/equity/brands/new',
  verifyCodeChallenge: '/api/v2/verifycode/challenge',
  verifyCodeRequest: '/api/v2/verifycode/request',
  verifyCodeVerify: '/api/v1/verifycode/verify',
  smsLogin: '/api/v5/auth/sms/login',
  logout: '/api/v5/auth/logout',
  me: '/api/v2/me',
  meProfile: '/api/v2/me/profile',
  /** POST, member: starts the cancellation's cooling-off like cancellationRequest (docs/decisions.md). */
  meDelete: '/api/v2/me/delete',
  /** GET, member: my latest data export; POST: start one (docs/privacy.md, "A copy of your data"). */
  dataExports: '/api/v2/me/data-exports',
  /** GET, the person who asked for it: the export's zip, for 24 hours. */
  dataExportDownload: '/api/v2/me/data-exports/:id/download',
  /** GET, member: the pending cancellation, if any; POST { confirm }: request one (7 days' cooling-off). */
  cancellation: '/api/v2/me/cancellation',
  /** POST { confirm }, member: keep the account (withdraw the pending cancellation). */
  cancellationWithdraw: '/api/v2/me/cancellation/withdraw',
  /** GET, token optional: the legal documents' current versions, my latest decisions, the gate. */
  consent: '/api/v2/consent',
  /** POST (sealed), guest or member: agree, refuse or withdraw one purpose for the versions shown. */
  consentDecision: '/api/v2/consent/decisions',
  /** GET, member: my birth month, whether I am a child and what is limited; POST { year, month }: answer it. */
  meAge: '/api/v2/me/age',
  /** POST, a child member: a signed invite for a guardian's phone (docs/privacy.md, "Children and guardians"). */
  guardianInvite: '/api/v2/me/guardian-invite',
  /** POST { phone, smsToken }: the guardian's own session, from an SMS code to their phone. */
  guardianSession: '/api/v2/guardian/session',
  /** GET ?invite=, guardian: the child an invite names. */
  guardianInvitePreview: '/api/v2/guardian/invite',
  /** POST, guardian: agree, refuse or withdraw for a child. */
  guardianConsent: '/api/v2/guardian/consent',
  /** GET, guardian: the children this phone decided for. */
  guardianChildren: '/api/v2/guardian/children',
  /** POST { nickname?, birthMonth? }, guardian: correct the child's information. */
  guardianChild: '/api/v2/guardian/children/:id',
  /** POST, guardian: start the child's account cancellation (7 days' cooling-off). */
  guardianChildCancellation: '/api/v2/guardian/children/:id/cancellation',
  /** POST, operator: publish a legal document's next version (docs/privacy.md). */
  adminLegalVersions: '/api/admin/legal/versions',
  /** GET, member: my notices with the unread count (docs/privacy.md, "Notices"). */
  notices: '/api/v2/me/notices',
  /** POST { ids }, member: mark notices read. */
  noticesRead: '/api/v2/me/notices/read',
  /** POST { kind, user_id?, title, body }, members.manage: the 30 days' notice (service end, account closing). */
  adminNotices: '/api/admin/notices',
  /** GET, member: my rights requests; POST { kind, text }: make one (docs/privacy.md, "Rights requests"). */
  rightsRequests: '/api/v2/me/rights-requests',
  /** GET, support.handle: open rights requests, earliest deadline first. */
  adminRightsRequests: '/api/admin/rights-requests',
  /** POST { request_id, outcome, reply }, support.handle: answer or refuse one. */
  adminRightsAnswer: '/api/admin/rights-requests/answer',
  userAvatar: '/api/v2/users/:id/avatar',
  users: '/api/v2/users',
  saveUser: '/h5/world/wechat/saveUser',
  wechatQrcode: '/h5/world/wechat/getQrcode',
  walletNonce: '/api/v5/auth/blockchain/nonce',
  walletLogin: '/api/v5/auth/metamask/login',
  walletConnect: '/api/v2/blockchain/wallet/metamask/connect',
  walletDisconnect: '/api/v2/blockchain/wallet/metamask/disconnect',
  accountMergePreview: '/api/v5/account/merge/preview',
  accountMerge: '/api/v5/account/merge',
  blockchainChains: WALLET_PATHS.chains,
  passProofs: WALLET_PATHS.passProofs,
  passTokens: WALLET_PATHS.passTokens,
  nftscanGet: WALLET_PATHS.nftscanGet,
  alchemyGetNfts: WALLET_PATHS.alchemyGetNfts,
  wechatShare: '/h5/world/wechat/getWechatShare',
  wechatAuth: '/h5/world/wechat/wechatAuth',
  wechatSubscribe: '/h5/world/wechat/isSubcribe',
  wechatLogin: '/h5/world/wechat/wechatLogin',

  smsOutbox: '/dev/sms-outbox',
  couponList: '/h5/world/coupon/list',
  couponDetail: '/h5/world/coupon/detail',
  couponClaim: '/h5/world/coupon/claim',
  couponCampaign: '/h5/world/coupon/campaign',
  adminCouponTemplates: '/api/admin/coupon-templates',
  /** GET ?id=: one template as the console's edit form reads it, texts in the three languages (coupons.manage). */
  adminCouponTemplate: '/api/admin/coupon-templates/one',
  /** POST { templateId, texts, validDate, stock, perUserLimit }: edit or restock a template, audited (coupons.manage). */
  adminCouponTemplateEdit: '/api/admin/coupon-templates/edit',
  /** POST { templateId, claimable }: stop or resume members' claims of a template, audited (coupons.manage). */
  adminCouponTemplateClaiming: '/api/admin/coupon-templates/claiming',
  adminCouponsIssue: '/api/admin/coupons/issue',
  adminCouponsVoid: '/api/admin/coupons/void',
  /** POST { templateId, csv }: what issuing the CSV would do; writes nothing (coupons.manage). */
  adminCouponsCsvPreview: '/api/admin/coupons/issue-csv/preview',
  /** POST { templateId, csv, batchId }: issues the CSV's good rows in one audited commit (coupons.manage). */
  adminCouponsCsvIssue: '/api/admin/coupons/issue-csv',
  adminMerchants: '/api/admin/merchants',
  /** POST { userId }: the account is no longer a merchant; its next redeem is refused (merchants.manage). */
  adminMerchantRemove: '/api/admin/merchants/remove',
  /** GET ?id=&cursor=: one member's coupons, newest first, a page at a time (members.read). */
  adminMemberCoupons: '/api/admin/members/coupons',
  /** POST, member: report a message or a person; GET: the member's own reports and their outcome. */
  reports: '/api/v2/reports',
  /** GET ?q, members.read: members by id, phone or wallet. */
  adminMembers: '/api/admin/members',
  /** GET ?id, members.read: one member's record. */
  adminMemberRecord: '/api/admin/members/record',
  /** POST { user_id }, members.manage: no login, every session ended. */
  adminMemberDisable: '/api/admin/members/disable',
  /** POST { user_id }, members.manage. */
  adminMemberEnable: '/api/admin/members/enable',
  /** POST { user_id }, members.manage: lifts a running mute now; the member can send at once. */
  adminMemberUnmute: '/api/admin/members/unmute',
  /** POST { user_id }, members.manage: starts the 7-day cancellation on the member's behalf. */
  adminMemberDeletion: '/api/admin/members/deletion',
  /** GET ?cursor, support.handle: open reports, oldest first. */
  adminReports: '/api/admin/reports',
  /** POST { report_id, outcome, mute_hours? }, support.handle (members.manage for mute and ban). */
  adminReportResolve: '/api/admin/reports/resolve',
  merchantMe: '/api/merchant/me',
  merchantLookup: '/api/merchant/coupons/lookup',
  merchantRedeem: '/api/merchant/coupons/redeem',
  badgeEvents: '/api/v3/badges/events',
  badgeEvent: '/api/v3/badges/events/:slug',
  myBadges: '/api/v3/badges/mine',
  myBadge: '/api/v3/badges/mine/:badgeId',
  badgeClaim: '/api/v3/badges/claim',
  badgeClaimVenue: '/api/v3/badges/claim/venue',
  badgeClaimNfc: '/api/v3/badges/claim/nfc',
  badgeClaimCode: '/api/v3/badges/claim/code',
  badgeVerify: '/api/v3/badges/verify/:token',
  badgeKiosk: '/api/v3/badges/kiosk',
  adminBadgeEvents: '/api/admin/badges/events',
  adminBadgeEventsEdit: '/api/admin/badges/events/edit',
  adminBadgeEvent: '/api/admin/badges/events/:slug',
  adminBadgeEventsOpen: '/api/admin/badges/events/open',
  adminBadgeEventsClose: '/api/admin/badges/events/close',
  adminBadgeClaimCodes: '/api/admin/badges/claim-codes',
  adminBadgeNfcTags: '/api/admin/badges/nfc-tags',
  adminBadgeKioskTokens: '/api/admin/badges/kiosk-tokens',
  adminBadgeCounts: '/api/admin/badges/counts',
  eventSessions: '/api/v3/events/sessions',
  eventReserve: '/api/v3/events/reserve',
  eventCancel: '/api/v3/events/cancel',
  eventTickets: '/api/v3/events/tickets',
  adminEventSessions: '/api/admin/events/sessions',
  adminEventSessionsEdit: '/api/admin/events/sessions/edit',
  adminEventStaff: '/api/admin/events/staff',
  /** POST { event, userId }, events.manage: the account no longer checks tickets in at that event. */
  adminEventStaffRemove: '/api/admin/events/staff/remove',
  adminEventAttendance: '/api/admin/events/sessions/:sessionId/attendance',
  staffMe: '/api/staff/me',
  staffTicketLookup: '/api/staff/tickets/lookup',
  staffTicketCheckIn: '/api/staff/tickets/check-in',
  vrExhibitionList: '/api/v2/vr-rooms/exhibition-list',
  vrSearch: '/api/v2/vr-rooms/search',
  vrExhibition: '/api/v3/vr-rooms/exhibition',
  vrExhibitionCheck: '/api/v2/vr-rooms/exhibition/check/:id',
  vrSettings: '/api/v3/general/rbu',
  dressesOfficial: '/api/v3/dresses/official',
  meDress: '/api/v3/me/dress',
  vrModelUploadLink: '/api/v3/me/vr-user-model-upload-link/:id',
  vrModelUpload: '/api/v3/me/vr-user-model-uploads/:token',
  vrUserModel: '/api/v3/vr-user-models/:id',
  adminVrExhibitions: '/api/admin/vr-rooms/exhibitions',
  adminVrExhibitionsEdit: '/api/admin/vr-rooms/exhibitions/edit',
  adminVrExhibitionsPublish: '/api/admin/vr-rooms/exhibitions/publish',
  adminVrExhibitionsUnpublish: '/api/admin/vr-rooms/exhibitions/unpublish',
  /** GET, POST (world.manage): official dresses with their prices; a new dress. */
  adminVrDresses: '/api/admin/vr-rooms/dresses',
  /** POST (world.manage): a dress's price and whether it is on sale. */
  adminVrDressesPrice: '/api/admin/vr-rooms/dresses/price',
  // Payments, members' side (docs/payments.md).
  products: PAYMENT_PATHS.products,
  orders: PAYMENT_PATHS.orders,
  order: PAYMENT_PATHS.order,
  orderPay: PAYMENT_PATHS.orderPay,
  orderCancel: PAYMENT_PATHS.orderCancel,
  dressesPurchase: PAYMENT_PATHS.dressesPurchase,
  wechatPayNotify: PAYMENT_PATHS.wechatPayNotify,
  // Payments: refunds, certificates and the operators' side (docs/payments.md).
  orderRefund: PAYMENT_PATHS.orderRefund,
  certificates: PAYMENT_PATHS.certificates,
  certificate: PAYMENT_PATHS.certificate,
  adminProducts: PAYMENT_PATHS.adminProducts,
  adminEligibility: PAYMENT_PATHS.adminEligibility,
  adminOrders: PAYMENT_PATHS.adminOrders,
  adminOrderRefund: PAYMENT_PATHS.adminOrderRefund,
  adminRefundDecision: PAYMENT_PATHS.adminRefundDecision,
  adminRefundRequests: PAYMENT_PATHS.adminRefundRequests,
  adminReconciliation: PAYMENT_PATHS.adminReconciliation,
  adminOrder: PAYMENT_PATHS.adminOrder,
  adminPaymentsAttention: PAYMENT_PATHS.adminPaymentsAttention,
} as const;
