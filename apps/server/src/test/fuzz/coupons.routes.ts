/** Coupons, merchants, campaigns, content pages and partner brands: the routes the fuzz suite walks. */
import { API_PATHS } from '@culture/protocol';
import { type AreaRoutes, cursors, type FuzzWorld, rawText } from './helper.js';

export function couponRoutes({
  user,
  other,
  template,
  templateId,
  couponId,
  couponCode,
  sealed,
  plain,
  page,
  brand,
}: FuzzWorld): AreaRoutes {
  return {
    body: [
      {
        path: API_PATHS.couponDetail,
        send: sealed(API_PATHS.couponDetail, user.token),
        base: { customerCouponId: couponId },
        fields: { customerCouponId: 'id' },
      },
      {
        path: API_PATHS.couponClaim,
        send: sealed(API_PATHS.couponClaim, user.token),
        base: { templateId },
        fields: { templateId: 'int4' },
      },
      {
        path: API_PATHS.merchantLookup,
        send: sealed(API_PATHS.merchantLookup, user.token),
        base: { couponCode },
        fields: { couponCode: 'text' },
      },
      {
        path: API_PATHS.merchantRedeem,
        send: sealed(API_PATHS.merchantRedeem, user.token),
        base: { couponCode },
        fields: { couponCode: 'text' },
      },
      {
        path: API_PATHS.adminCouponTemplates,
        send: plain(API_PATHS.adminCouponTemplates),
        base: template,
        fields: {
          slug: 'slug',
          brandName: 'text',
          couponName: 'text',
          type: 'enum',
          discordValue: 'text',
          useCondition: 'text',
          validDate: 'date',
          useRule: 'text',
          stock: 'int',
          perUserLimit: 'int4',
          claimable: 'bool',
        },
      },
      {
        path: API_PATHS.adminCouponsIssue,
        send: plain(API_PATHS.adminCouponsIssue),
        base: { templateId, userIds: [other.userId] },
        fields: { templateId: 'int4', userIds: 'array', 'userIds.0': 'id', phones: 'array' },
      },
      {
        path: API_PATHS.adminCouponsVoid,
        send: plain(API_PATHS.adminCouponsVoid),
        base: { customerCouponId: couponId },
        fields: { customerCouponId: 'id' },
      },
      {
        path: API_PATHS.adminMerchants,
        send: plain(API_PATHS.adminMerchants),
        base: { userId: other.userId, brandName: 'Other' },
        fields: { userId: 'id', brandName: 'text' },
      },
      {
        path: API_PATHS.adminContentPages,
        send: plain(API_PATHS.adminContentPages),
        base: { page },
        fields: {
          page: 'object',
          'page.slug': 'slug',
          'page.route': 'route',
          'page.sortOrder': 'int',
          'page.title.en-US': 'text',
          'page.hero.image': 'image',
          'page.cover': 'image',
          'page.sections': 'array',
        },
      },
      {
        path: API_PATHS.adminEquityBrands,
        send: plain(API_PATHS.adminEquityBrands),
        base: { brand },
        fields: {
          brand: 'object',
          'brand.id': 'int4',
          'brand.sortOrder': 'int',
          'brand.logo': 'image',
          'brand.cover.image': 'image',
          'brand.name.zh-CN': 'text',
          'brand.campaignRoute': 'route',
          'brand.items.0.source': 'object',
          'brand.items.0.source.kind': 'enum',
          'brand.items.0.source.template': 'slug',
          'brand.items.1.opensOn': 'date',
        },
      },
    ],
    url: [
      {
        path: `${API_PATHS.couponList} cursor`,
        url: (v) => `${API_PATHS.couponList}?status=all&cursor=${v}`,
        token: user.token,
        values: { ...rawText, ...cursors },
        strict: true,
      },
      {
        path: `${API_PATHS.couponList} status`,
        url: (v) => `${API_PATHS.couponList}?status=${v}`,
        token: user.token,
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.couponList} repeated`,
        url: (v) => `${API_PATHS.couponList}?status=all&status=${v}&cursor=a&cursor=${v}`,
        token: user.token,
        values: rawText,
        strict: true,
      },
      // Not strict: the template fuzzing above may have created one whose slug is "9223372036854775808".
      {
        path: API_PATHS.couponCampaign,
        url: (v) => `${API_PATHS.couponCampaign}?template=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
      {
        path: API_PATHS.configurationResource,
        url: (v) => `${API_PATHS.configurationResource}?name=${v}`,
        values: rawText,
        strict: true,
      },
      { path: API_PATHS.equityBrand, url: (v) => API_PATHS.equityBrand.replace(':id', v), values: rawText, strict: false },
      {
        path: `${API_PATHS.configurationResource} resourceNames`,
        url: (v) => `${API_PATHS.configurationResource}?resourceNames=${v}`,
        values: rawText,
        strict: true,
      },
    ],
  };
}
