/**
 * Coupons: the commands (commands/) and queries (queries/) bound to the database and clock, for
 * the routes and the expiry sweep. The status rules are in docs/decisions.md ("Statuses"); every
 * change writes a coupon_events row, and anything that could double-spend or oversell is one
 * conditional UPDATE or a transaction holding the template's row lock.
 */
import type { CouponListFilter, Locale } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import type { TokenSession } from '../../lib/jwt.js';
import { claimCoupon } from './commands/claim-coupon.js';
import { createTemplate, type TemplateInput } from './commands/create-template.js';
import { editTemplate, readEditableTemplate, setClaiming, type TemplateEdit } from './commands/edit-template.js';
import { expireCoupons } from './commands/expire-coupons.js';
import { issueCoupons, issueRecipients, type IssueContext } from './commands/issue-coupons.js';
import { commitCsvIssue, previewCsvIssue, type CsvIssueInput } from './commands/issue-csv.js';
import { makeMerchant } from './commands/make-merchant.js';
import { listMerchants, removeMerchant } from './commands/merchant-admin.js';
import { redeemCoupon } from './commands/redeem-coupon.js';
import { voidCoupon } from './commands/void-coupon.js';
import { createCouponDetail } from './queries/coupon-detail.js';
import { couponHistory } from './queries/coupon-history.js';
import { createWalletList } from './queries/list-coupons.js';
import { listTemplates } from './queries/list-templates.js';
import { memberCoupons } from './queries/member-coupons.js';
import { lookupCoupon } from './queries/lookup-coupon.js';
import { merchantBrand, merchantBrandText } from './queries/merchant-brand.js';

export function createCouponService(context: IssueContext) {
  const listCoupons = createWalletList(context);
  const couponDetail = createCouponDetail(context);
  return {
    expireDue: (userId?: bigint) => expireCoupons(context, userId),
    /** The page and the request's session row in one statement (plugins/auth.ts, readAsUser). */
    list: (claims: TokenSession, filter: CouponListFilter, cursor: string | undefined, locale: Locale = 'zh-CN') =>
      listCoupons(claims, filter, cursor, locale),
    detail: (userId: bigint, couponId: string, locale: Locale = 'zh-CN') => couponDetail(userId, couponId, locale),
    // Operator writes take the audit's transaction (modules/operators/operator-auth.ts, request.audited).
    createTemplate: (input: TemplateInput, db: Database = context.db) => createTemplate({ ...context, db }, input),
    /** Issue to ids or phones: the recipients first (accounts made for phones), then the audited issue. */
    issueRecipients: (templateId: number, userIds: string[], phones: string[]) =>
      issueRecipients(context, templateId, userIds, phones),
    issue: (templateId: number, recipients: bigint[], db: Database) => issueCoupons(context, db, templateId, recipients),
    /** The console's CSV issue (commands/issue-csv.ts): the preview reads; the commit takes the audit's transaction. */
    previewCsv: (input: CsvIssueInput) => previewCsvIssue(context, input),
    commitCsv: (input: CsvIssueInput & { batchId: string }, actor: string | null, db: Database) =>
      commitCsvIssue(context, db, input, actor),
    editableTemplate: (templateId: number) => readEditableTemplate(context, templateId),
    editTemplate: (input: TemplateEdit, db: Database) => editTemplate({ ...context, db }, input),
    setClaiming: (templateId: number, claimable: boolean, db: Database) => setClaiming({ ...context, db }, templateId, claimable),
    templates: (cursor: string | undefined, locale: Locale, q?: string) => listTemplates(context, cursor, locale, q),
    claim: (userId: bigint, templateId: number) => claimCoupon(context, userId, templateId),
    void: (couponId: string, db: Database = context.db) => voidCoupon({ ...context, db }, couponId),
    makeMerchant: (userId: string, brandName: string, db: Database = context.db) =>
      makeMerchant({ ...context, db }, userId, brandName),
    merchants: (q: string | undefined, cursor: string | undefined) => listMerchants(context, q, cursor),
    removeMerchant: (userId: string, db: Database) => removeMerchant({ ...context, db }, userId),
    memberCoupons: (userId: bigint, cursor: string | undefined, locale: Locale) => memberCoupons(context, userId, cursor, locale),
    merchantBrand: (userId: bigint) => merchantBrand(context, userId),
    merchantBrandText: (brandName: string, locale: Locale) => merchantBrandText(context, brandName, locale),
    lookup: (brandName: string, code: string, locale: Locale = 'zh-CN') => lookupCoupon(context, brandName, code, locale),
    redeem: (merchantUserId: bigint, brandName: string, code: string, locale: Locale = 'zh-CN') =>
      redeemCoupon(context, merchantUserId, brandName, code, locale),
    history: (couponId: bigint) => couponHistory(context, couponId),
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
