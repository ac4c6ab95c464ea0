/** Coupons, merchants, campaigns, content pages and partner brands: the routes the fuzz suite walks. */
import { API_PATHS } from '@culture/protocol';
import { type AreaRoutes, consoleSearchRoute, cursors, type FuzzWorld, rawText, type Send } from './helper.js';

/** A content console path for one page (and version 1, for a restore). */
const contentPath = (template: string, slug: string) => template.replace(':slug', slug).replace(':version', '1');
/** A brand console path for one brand (and version 1, for a restore). */
const brandPath = (template: string, id: string) => template.replace(':id', id).replace(':version', '1');

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
  operator,
}: FuzzWorld): AreaRoutes {
  // Edits and stop/resume go to a template of their own: a fuzzed value that is valid is stored, and
  // the person's coupon (in the suite's before/after snapshot) must keep its template as it was.
  let spare: Promise<number> | undefined;
  const spareTemplate = () =>
    (spare ??= plain(API_PATHS.adminCouponTemplates)({ ...template, slug: 'fuzz-edit' }).then(
      (res) => JSON.parse(res.body).data.templateId as number,
    ));
  const onSpare =
    (path: string): Send =>
    async (body) => {
      const id = await spareTemplate();
      const isBase = typeof body === 'object' && body !== null && (body as { templateId?: unknown }).templateId === templateId;
      return plain(path)(isBase ? { ...(body as object), templateId: id } : body);
    };
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
        path: API_PATHS.adminCouponTemplateEdit,
        send: onSpare(API_PATHS.adminCouponTemplateEdit),
        base: { ...template, slug: undefined, type: undefined, claimable: undefined, templateId },
        fields: {
          templateId: 'int4',
          brandName: 'text',
          couponName: 'text',
          discordValue: 'text',
          useCondition: 'text',
          validDate: 'date',
          useRule: 'text',
          stock: 'int',
          perUserLimit: 'int4',
        },
      },
      {
        path: API_PATHS.adminCouponTemplateClaiming,
        send: onSpare(API_PATHS.adminCouponTemplateClaiming),
        base: { templateId, claimable: true },
        fields: { templateId: 'int4', claimable: 'bool' },
      },
      {
        path: API_PATHS.adminCouponsIssue,
        send: plain(API_PATHS.adminCouponsIssue),
        base: { templateId, userIds: [other.userId] },
        fields: { templateId: 'int4', userIds: 'array', 'userIds.0': 'id', phones: 'array' },
      },
      {
        path: API_PATHS.adminCouponsCsvPreview,
        send: plain(API_PATHS.adminCouponsCsvPreview),
        base: { templateId, csv: `member_id\n${other.userId}` },
        fields: { templateId: 'int4', csv: 'text' },
      },
      {
        path: API_PATHS.adminCouponsCsvIssue,
        send: plain(API_PATHS.adminCouponsCsvIssue),
        base: { templateId, csv: 'member_id\n1', batchId: '5f0c3f2e-8a55-4d8e-9a43-3f3b1a0c9e11' },
        fields: { templateId: 'int4', csv: 'text', batchId: 'text' },
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
        // The other account is no merchant: a valid id is answered 404, the person's role untouched.
        path: API_PATHS.adminMerchantRemove,
        send: plain(API_PATHS.adminMerchantRemove),
        base: { userId: other.userId },
        fields: { userId: 'id' },
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
        // A draft of a seeded page: members never see it (the fuzzing saves drafts, never publishes them).
        path: API_PATHS.adminContentDraft,
        send: plain(contentPath(API_PATHS.adminContentDraft, 'yuanxiao')),
        base: { page: { ...page, slug: 'yuanxiao', route: '/YuanXiao' } },
        fields: {
          page: 'object',
          'page.slug': 'slug',
          'page.route': 'route',
          'page.title.zh-TW': 'text',
          'page.sections': 'array',
        },
      },
      // A page with no draft and no history: publishing and restoring are refused whatever the body.
      {
        path: API_PATHS.adminContentPublish,
        send: plain(contentPath(API_PATHS.adminContentPublish, 'fuzz-none')),
        base: {},
        fields: {},
      },
      {
        path: API_PATHS.adminContentRestore,
        send: plain(contentPath(API_PATHS.adminContentRestore, 'nuo')),
        base: {},
        fields: {},
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
      {
        // A draft of the fuzz brand: members never see it (the fuzzing saves drafts, never publishes them).
        path: API_PATHS.adminEquityBrandDraft,
        send: plain(brandPath(API_PATHS.adminEquityBrandDraft, String(brand.id))),
        base: { brand },
        fields: { brand: 'object', 'brand.id': 'int4', 'brand.name.en-US': 'text', 'brand.items': 'array' },
      },
      {
        // "New brand" with the fuzz brand's id (taken: 409) or a fuzzed one (a hidden brand: members never see it).
        path: API_PATHS.adminEquityBrandCreate,
        send: plain(API_PATHS.adminEquityBrandCreate),
        base: { brand },
        fields: {
          brand: 'object',
          'brand.id': 'int4',
          'brand.logo': 'image',
          'brand.name.zh-TW': 'text',
          'brand.items': 'array',
        },
      },
      // A brand that does not exist: publishing and restoring are refused whatever the body.
      {
        path: API_PATHS.adminEquityBrandPublish,
        send: plain(brandPath(API_PATHS.adminEquityBrandPublish, '999999')),
        base: {},
        fields: {},
      },
      {
        path: API_PATHS.adminEquityBrandRestore,
        send: plain(brandPath(API_PATHS.adminEquityBrandRestore, '999999')),
        base: {},
        fields: {},
      },
    ],
    url: [
      {
        path: `${API_PATHS.adminCouponTemplate} id`,
        url: (v) => `${API_PATHS.adminCouponTemplate}?id=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.adminMemberCoupons} id`,
        url: (v) => `${API_PATHS.adminMemberCoupons}?id=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.adminMemberCoupons} cursor`,
        url: (v) => `${API_PATHS.adminMemberCoupons}?id=${user.userId}&cursor=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: { ...rawText, ...cursors },
        strict: true,
      },
      ...[API_PATHS.adminMerchants, API_PATHS.adminCouponTemplates, API_PATHS.adminContentPages, API_PATHS.adminEquityBrands].map(
        (path) => consoleSearchRoute(path, operator.authorization.slice('Bearer '.length)),
      ),
      {
        path: `${API_PATHS.adminMerchants} cursor`,
        url: (v) => `${API_PATHS.adminMerchants}?cursor=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: { ...rawText, ...cursors },
        strict: true,
      },
      {
        path: `${API_PATHS.adminCouponTemplates} cursor`,
        url: (v) => `${API_PATHS.adminCouponTemplates}?cursor=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.adminContentPages} cursor`,
        url: (v) => `${API_PATHS.adminContentPages}?cursor=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        // Not strict: the cursor is a slug, and "0" or "-1" is one.
        strict: false,
      },
      {
        path: API_PATHS.adminContentPage,
        url: (v) => contentPath(API_PATHS.adminContentPage, v),
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.adminEquityBrands} cursor`,
        url: (v) => `${API_PATHS.adminEquityBrands}?cursor=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
      {
        path: API_PATHS.adminEquityBrand,
        url: (v) => brandPath(API_PATHS.adminEquityBrand, v),
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.adminEquityBrandVersions} cursor`,
        url: (v) => `${brandPath(API_PATHS.adminEquityBrandVersions, String(brand.id))}?cursor=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: { ...rawText, ...cursors },
        strict: true,
      },
      {
        path: `${API_PATHS.adminEquityBrandPreview} lang`,
        url: (v) => `${brandPath(API_PATHS.adminEquityBrandPreview, String(brand.id))}?lang=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.adminContentVersions} cursor`,
        url: (v) => `${contentPath(API_PATHS.adminContentVersions, 'nuo')}?cursor=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: { ...rawText, ...cursors },
        strict: true,
      },
      {
        path: `${API_PATHS.adminContentPreview} lang`,
        url: (v) => `${contentPath(API_PATHS.adminContentPreview, 'nuo')}?lang=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
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
