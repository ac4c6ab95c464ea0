/**
^ * Operator data in three languages (docs/decisions.md, "Coupons"): coupon templates' brand, name, value text,
 * condition and rules carry simplified Chinese (required), traditional Chinese and English; the
 * wallet and the counter answer in the request's language and fall back to simplified Chinese,
 * saying so, only where a language is missing. Single-language templates keep working.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@culture/protocol';
import { couponOperator, TEST_ADMIN_TOKEN } from '../../test/coupon-operator.js';
import { createTestApp } from '../../test/helper.js';
import { couponTemplates } from '../../db/schema.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { demoCouponTemplates } from '../../db/seed/demo-content.js';

const t = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const operator = couponOperator(t);
const { admin } = operator;
/** A template with only the texts a test gives: the kit's English condition and rule are left out. */
const template = (body: Record<string, unknown>) =>
  operator.template({ useCondition: undefined, useRule: undefined, perUserLimit: 10, ...body });
const issue = async (templateId: number, userId: string) => (await operator.issue(templateId, [userId]))[0]!;
let phoneSeq = 0;
const newUser = () => t.loginWithPhone(`1350000${String(++phoneSeq).padStart(4, '0')}`);
const detail = async (token: string, id: string, locale: Locale) =>
  (await t.post('/h5/world/coupon/detail', { customerCouponId: id }, { token, locale })).json().data.data;

const tea = {
  brandName: { 'zh-CN': '好茶同乐', 'zh-TW': '好茶同樂', 'en-US': 'Haocha Tongle' },
  couponName: { 'zh-CN': '20元茶饮券', 'zh-TW': '20元茶飲券', 'en-US': '20 yuan tea coupon' },
  useCondition: { 'zh-CN': '满39元可用', 'zh-TW': '滿39元可用', 'en-US': 'On orders of 39 yuan or more' },
  useRule: {
    'zh-CN': '<p>到店出示券码</p>',
    'zh-TW': '<p>到店出示券碼</p>',
    'en-US': '<p>Show the code in the shop</p><script>alert(1)</script>',
  },
};

describe('a template in three languages', () => {
  it('answers the wallet in the reader’s language, with nothing untranslated', async () => {
    const user = await newUser();
    const id = await issue(await template(tea), user.userId);
    expect(await detail(user.token, id, 'en-US')).toMatchObject({
      brandName: 'Haocha Tongle',
      couponName: '20 yuan tea coupon',
      useCondition: 'On orders of 39 yuan or more',
      useRule: '<p>Show the code in the shop</p>',
      discordValue: '20',
      untranslated: [],
    });
    expect(await detail(user.token, id, 'zh-TW')).toMatchObject({
      brandName: '好茶同樂',
      couponName: '20元茶飲券',
      useCondition: '滿39元可用',
      useRule: '<p>到店出示券碼</p>',
      untranslated: [],
    });
    expect(await detail(user.token, id, 'zh-CN')).toMatchObject({
      brandName: '好茶同乐',
      couponName: '20元茶饮券',
      useCondition: '满39元可用',
      untranslated: [],
    });
    const list = (await t.get('/h5/world/coupon/list', { token: user.token, locale: 'en-US' })).json().data.content;
    expect(list[0]).toMatchObject({ customerCouponId: id, couponName: '20 yuan tea coupon', untranslated: [] });
  });

  it('falls back to simplified Chinese only for what is missing, and says which', async () => {
    const user = await newUser();
    const id = await issue(
      await template({
        brandName: { 'zh-CN': '绣荷包', 'en-US': 'Embroidered Pocket' },
        couponName: '卡包兑换券',
        type: 'EXCHANGE',
        discordValue: { 'zh-CN': '刺绣卡包一只', 'zh-TW': '刺繡卡包一隻' },
      }),
      user.userId,
    );
    expect(await detail(user.token, id, 'en-US')).toMatchObject({
      brandName: 'Embroidered Pocket',
      couponName: '卡包兑换券',
      discordValue: '刺绣卡包一只',
      untranslated: ['couponName', 'discordValue'],
    });
    expect(await detail(user.token, id, 'zh-TW')).toMatchObject({
      brandName: '绣荷包',
      discordValue: '刺繡卡包一隻',
      untranslated: ['brandName', 'couponName'],
    });
  });

  it('lets the counter read it in its language, while the brand still matches by its simplified name', async () => {
    const user = await newUser();
    const id = await issue(await template(tea), user.userId);
    const code = (await detail(user.token, id, 'zh-CN')).couponCode as string;
    const merchant = await newUser();
    expect((await admin('/api/admin/merchants', { userId: merchant.userId, brandName: '好茶同乐' })).statusCode).toBe(200);
    const lookup = (
      await t.post('/api/merchant/coupons/lookup', { couponCode: code }, { token: merchant.token, locale: 'en-US' })
    ).json().data;
    expect(lookup).toMatchObject({
      brandName: 'Haocha Tongle',
      couponName: '20 yuan tea coupon',
      useCondition: 'On orders of 39 yuan or more',
      discordValue: '20',
    });
    const redeemed = (
      await t.post('/api/merchant/coupons/redeem', { couponCode: code }, { token: merchant.token, locale: 'zh-TW' })
    ).json().data;
    expect(redeemed).toMatchObject({ status: 'used', couponName: '20元茶飲券' });
  });

  it('names the merchant’s brand in the counter’s language, and says when it has no translation', async () => {
    await template(tea);
    const merchant = await newUser();
    expect((await admin('/api/admin/merchants', { userId: merchant.userId, brandName: '好茶同乐' })).statusCode).toBe(200);
    const brand = async (locale: Locale) =>
      (await t.get('/api/merchant/me', { token: merchant.token, locale })).json().data as Record<string, unknown>;
    expect(await brand('en-US')).toEqual({ brandName: 'Haocha Tongle' });
    expect(await brand('zh-TW')).toEqual({ brandName: '好茶同樂' });
    expect(await brand('zh-CN')).toEqual({ brandName: '好茶同乐' });

    const local = await newUser();
    await template({ brandName: '本地小店' });
    expect((await admin('/api/admin/merchants', { userId: local.userId, brandName: '本地小店' })).statusCode).toBe(200);
    expect((await t.get('/api/merchant/me', { token: local.token, locale: 'en-US' })).json().data).toEqual({
      brandName: '本地小店',
      untranslated: ['brandName'],
    });
  });

  it('refuses a text without simplified Chinese, or in a language the app does not have', async () => {
    const noChinese = await admin('/api/admin/coupon-templates', {
      ...tea,
      brandName: { 'en-US': 'Haocha' },
      type: 'DECUCTION',
      discordValue: '20',
      validDate: '2027.12.31',
      stock: 1,
    });
    expect(noChinese.statusCode).toBe(400);
    expect(Object.keys(noChinese.json().details)).toContain('brandName');
    const french = await admin('/api/admin/coupon-templates', {
      ...tea,
      couponName: { 'zh-CN': '茶', fr: 'Thé' },
      type: 'DECUCTION',
      discordValue: '20',
      validDate: '2027.12.31',
      stock: 1,
    });
    expect(french.statusCode).toBe(400);
    expect(Object.keys(french.json().details)).toContain('couponName');
  });
});

describe('single-language templates', () => {
  it('keep working as before: simplified Chinese in every language, marked untranslated', async () => {
    const user = await newUser();
    const id = await issue(
      await template({
        brandName: '好茶同乐',
        couponName: '20元茶饮券',
        useCondition: '满39元可用',
        useRule: '<p>到店出示券码</p>',
      }),
      user.userId,
    );
    expect(await detail(user.token, id, 'zh-CN')).toMatchObject({ couponName: '20元茶饮券', untranslated: [] });
    // The amount of a deduction is a number: never "untranslated".
    expect(await detail(user.token, id, 'en-US')).toMatchObject({
      brandName: '好茶同乐',
      couponName: '20元茶饮券',
      untranslated: ['brandName', 'couponName', 'useCondition', 'useRule'],
    });
  });

  it('read a row written before the translations column (its default) like one', async () => {
    const user = await newUser();
    const [row] = await t.database.db
      .insert(couponTemplates)
      .values({
        slug: 'written-before',
        brandName: '老品牌',
        couponName: '旧券',
        type: 'EXCHANGE',
        discordValue: '一杯茶',
        useCondition: '',
        validUntil: '2027-12-31',
        useRule: '<p>旧规则</p>',
        stock: 10,
      })
      .returning();
    expect(row!.translations).toEqual({});
    const id = await issue(row!.id, user.userId);
    expect(await detail(user.token, id, 'en-US')).toMatchObject({
      brandName: '老品牌',
      discordValue: '一杯茶',
      useCondition: '',
      untranslated: ['brandName', 'couponName', 'discordValue', 'useRule'],
    });
  });
});

describe('the demo templates', () => {
  it('carry all three languages, and an install seeded before translations gets them once', async () => {
    await seedDemoContent(t.database.db);
    for (const demo of demoCouponTemplates) {
      expect(Object.keys(demo.translations).sort()).toEqual(['en-US', 'zh-TW']);
    }
    // As an older install had it: the tea template without translations, and an operator's edit kept.
    await t.database.db.execute(sql`update coupon_templates set translations = '{}'::jsonb where slug = 'haochatongle-tea-20'`);
    await t.database.db.execute(
      sql`update coupon_templates set translations = '{"en-US":{"couponName":"Operator name"}}'::jsonb where slug = 'gloriousstore-gold-foil-30'`,
    );
    expect((await seedDemoContent(t.database.db)).couponTemplateTranslations).toBe(1);
    const rows = await t.database.db.execute<{ slug: string; translations: Record<string, Record<string, string>> }>(
      sql`select slug, translations from coupon_templates where slug in ('haochatongle-tea-20', 'gloriousstore-gold-foil-30') order by slug`,
    );
    const bySlug = Object.fromEntries(rows.rows.map((r) => [r.slug, r.translations]));
    expect(bySlug['haochatongle-tea-20']!['en-US']!.couponName).toBe('20 yuan tea coupon');
    expect(bySlug['gloriousstore-gold-foil-30']).toEqual({ 'en-US': { couponName: 'Operator name' } });
    expect((await seedDemoContent(t.database.db)).couponTemplateTranslations).toBe(0);
  });
});
