/** The coupons section's calls (docs/operator-console.md, "Coupons"), through the console's client. */
import { API_PATHS, type CouponCsvIssueResult, type CouponCsvPreview, type CouponTemplateList } from '@culture/protocol';
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
  templates: (cursor?: string) =>
    opsRequest<CouponTemplateList>('GET', API_PATHS.adminCouponTemplates, { query: cursor ? { cursor } : undefined }),
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
