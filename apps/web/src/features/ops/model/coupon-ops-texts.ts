/**
 * Texts of the coupon operations added to the console (docs/operator-console.md, "Coupons"):
 * editing, restocking and stopping a template, a member's coupons in the member record and the
 * merchants list, in the three languages. Apart from coupons-texts.ts to keep each file small.
 */
import type { CouponStatus, Locale } from '@culture/protocol';
import { useOpsTexts } from './use-ops-texts';

const enUS = {
  edit: {
    edit: 'Edit',
    heading: 'Edit template {{id}}',
    issuedHint: '{{issued}} already issued: the stock cannot be lower.',
    save: 'Save changes',
    saved: 'Template {{id}} saved.',
    back: 'Back to the list',
    stop: 'Stop claims',
    resume: 'Allow claims',
    stopped: 'Claims of template {{id}} stopped; members keep the coupons they hold.',
    resumed: 'Members may claim template {{id}} again.',
  },
  memberCoupons: {
    heading: 'Coupons',
    template: 'Coupon',
    code: 'Code',
    status: 'Status',
    issuedAt: 'Issued',
    changedAt: 'Status since',
    empty: 'This member holds no coupons.',
    total: 'Coupons: {{total}}',
    statuses: { unused: 'Unused', used: 'Used', voided: 'Voided' } satisfies Record<CouponStatus, string>,
    void: 'Void…',
    voidTitle: 'Void coupon {{code}}?',
    voidWarning: 'The member can no longer use it. This cannot be undone.',
    reason: 'Reason (kept in the audit log)',
    confirmVoid: 'Void coupon',
    cancel: 'Cancel',
    voided: 'Coupon voided.',
  },
  merchants: {
    tab: 'Merchants',
    search: 'Phone or brand',
    searchButton: 'Search',
    member: 'Member',
    phone: 'Phone',
    brand: 'Brand',
    since: 'Merchant since',
    empty: 'No merchants.',
    total: 'Merchants: {{total}}',
    remove: 'Remove…',
    removeTitle: 'Remove member {{id}} as a merchant of {{brand}}?',
    removeWarning: 'Their next redeem at the counter will be refused.',
    confirmRemove: 'Remove merchant',
    cancel: 'Cancel',
    removed: 'Member {{id}} is no longer a merchant.',
  },
};

export type CouponOpsTexts = typeof enUS;

const zhCN: CouponOpsTexts = {
  edit: {
    edit: '编辑',
    heading: '编辑模板 {{id}}',
    issuedHint: '已发放 {{issued}} 张：库存不能低于此数。',
    save: '保存修改',
    saved: '模板 {{id}} 已保存。',
    back: '返回列表',
    stop: '停止领取',
    resume: '开放领取',
    stopped: '模板 {{id}} 已停止领取；会员已持有的券不受影响。',
    resumed: '会员可再次领取模板 {{id}}。',
  },
  memberCoupons: {
    heading: '优惠券',
    template: '优惠券',
    code: '券码',
    status: '状态',
    issuedAt: '发放时间',
    changedAt: '状态变更时间',
    empty: '该会员没有优惠券。',
    total: '共 {{total}} 张',
    statuses: { unused: '未使用', used: '已使用', voided: '已作废' },
    void: '作废…',
    voidTitle: '作废优惠券 {{code}}？',
    voidWarning: '会员将无法再使用它，且无法撤销。',
    reason: '原因（记入审计日志）',
    confirmVoid: '作废优惠券',
    cancel: '取消',
    voided: '优惠券已作废。',
  },
  merchants: {
    tab: '商户',
    search: '手机号或品牌',
    searchButton: '搜索',
    member: '会员',
    phone: '手机号',
    brand: '品牌',
    since: '成为商户时间',
    empty: '没有商户。',
    total: '共 {{total}} 个商户',
    remove: '移除…',
    removeTitle: '取消会员 {{id}} 的 {{brand}} 商户身份？',
    removeWarning: '其下一次核销将被拒绝。',
    confirmRemove: '移除商户',
    cancel: '取消',
    removed: '会员 {{id}} 已不再是商户。',
  },
};

const zhTW: CouponOpsTexts = {
  edit: {
    edit: '編輯',
    heading: '編輯範本 {{id}}',
    issuedHint: '已發放 {{issued}} 張：庫存不能低於此數。',
    save: '儲存修改',
    saved: '範本 {{id}} 已儲存。',
    back: '返回列表',
    stop: '停止領取',
    resume: '開放領取',
    stopped: '範本 {{id}} 已停止領取；會員已持有的券不受影響。',
    resumed: '會員可再次領取範本 {{id}}。',
  },
  memberCoupons: {
    heading: '優惠券',
    template: '優惠券',
    code: '券碼',
    status: '狀態',
    issuedAt: '發放時間',
    changedAt: '狀態變更時間',
    empty: '該會員沒有優惠券。',
    total: '共 {{total}} 張',
    statuses: { unused: '未使用', used: '已使用', voided: '已作廢' },
    void: '作廢…',
    voidTitle: '作廢優惠券 {{code}}？',
    voidWarning: '會員將無法再使用它，且無法撤銷。',
    reason: '原因（記入稽核日誌）',
    confirmVoid: '作廢優惠券',
    cancel: '取消',
    voided: '優惠券已作廢。',
  },
  merchants: {
    tab: '商戶',
    search: '手機號碼或品牌',
    searchButton: '搜尋',
    member: '會員',
    phone: '手機號碼',
    brand: '品牌',
    since: '成為商戶時間',
    empty: '沒有商戶。',
    total: '共 {{total}} 個商戶',
    remove: '移除…',
    removeTitle: '取消會員 {{id}} 的 {{brand}} 商戶身分？',
    removeWarning: '其下一次核銷將被拒絕。',
    confirmRemove: '移除商戶',
    cancel: '取消',
    removed: '會員 {{id}} 已不再是商戶。',
  },
};

export const COUPON_OPS_TEXTS: Readonly<Record<Locale, CouponOpsTexts>> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

export function useCouponOpsTexts() {
  const { texts, locale } = useOpsTexts();
  return { texts: COUPON_OPS_TEXTS[locale], ops: texts, locale };
}
