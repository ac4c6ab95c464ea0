/** The coupons section's calls (docs/operator-console.md, "Coupons"), through the console's client. */
import {
  API_PATHS,
  type CouponCsvIssueResult,
  type CouponCsvPreview,
  type CouponTemplateEditable,
  type CouponTemplateList,
  type MemberCouponList,
  type MerchantList,
} from '@culture/protocol';
import { opsRequest } from './ops-client';

/** A template as the create form sends it: texts in the three languages (simplified Chinese required). */
export interface TemplateDraft {
  brandName: Record<string, string>;
  couponName: Record<string, string>;
  discordValue: Record<string, string>;
  useCondition: Record<string, string>;
  useRule: Record<string, string>;
  type: string;
  validDate: string;
  stock: number;
  perUserLimit: number;
  claimable: boolean;
}

export const couponsApi = {
  templates: (cursor?: string, q?: string) =>
    opsRequest<CouponTemplateList>('GET', API_PATHS.adminCouponTemplates, {
      query: { ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) },
    }),
  createTemplate: (draft: TemplateDraft) =>
    opsRequest<{ templateId: number }>('POST', API_PATHS.adminCouponTemplates, { body: draft }),
  previewCsv: (templateId: number, csv: string) =>
    opsRequest<CouponCsvPreview>('POST', API_PATHS.adminCouponsCsvPreview, { body: { templateId, csv } }),
  issueCsv: (templateId: number, csv: string, batchId: string) =>
    opsRequest<CouponCsvIssueResult>('POST', API_PATHS.adminCouponsCsvIssue, { body: { templateId, csv, batchId } }),
  voidCoupon: (customerCouponId: string) => opsRequest<null>('POST', API_PATHS.adminCouponsVoid, { body: { customerCouponId } }),
  makeMerchant: (userId: string, brandName: string) =>
    opsRequest<null>('POST', API_PATHS.adminMerchants, { body: { userId, brandName } }),
};

/** Editing, restocking and stopping one template (docs/operator-console.md, "Coupons"). */
export const templateEditApi = {
  read: (templateId: number) =>
    opsRequest<CouponTemplateEditable>('GET', API_PATHS.adminCouponTemplate, { query: { id: String(templateId) } }),
  save: (templateId: number, draft: Omit<TemplateDraft, 'type' | 'claimable'>) =>
    opsRequest<null>('POST', API_PATHS.adminCouponTemplateEdit, { body: { templateId, ...draft } }),
  setClaiming: (templateId: number, claimable: boolean) =>
    opsRequest<null>('POST', API_PATHS.adminCouponTemplateClaiming, { body: { templateId, claimable } }),
};

/** A member's coupons (members.read) and the merchants (merchants.manage). */
export const couponPeopleApi = {
  memberCoupons: (memberId: string, cursor: string | null) =>
    opsRequest<MemberCouponList>('GET', API_PATHS.adminMemberCoupons, {
      query: cursor ? { id: memberId, cursor } : { id: memberId },
    }),
  voidCoupon: (customerCouponId: string, reason: string) =>
    opsRequest<null>('POST', API_PATHS.adminCouponsVoid, { body: reason ? { customerCouponId, reason } : { customerCouponId } }),
  merchants: (q: string, cursor: string | null) =>
    opsRequest<MerchantList>('GET', API_PATHS.adminMerchants, {
      query: { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
    }),
  removeMerchant: (userId: string) => opsRequest<null>('POST', API_PATHS.adminMerchantRemove, { body: { userId } }),
};
