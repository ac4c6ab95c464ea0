import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { couponOperator, TEST_ADMIN_TOKEN } from '../../test/coupon-operator.js';
import { auditRowsOf } from '../../test/operators.js';

const t = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const { admin, template, issue } = couponOperator(t);

let phoneSeq = 0;
const member = () => t.loginWithPhone(`1362000${String(++phoneSeq).padStart(4, '0')}`);
const three = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });

async function editable(templateId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.adminCouponTemplate}?id=${templateId}`,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A text as the form sends it: the translations left empty are left out. */
const written = (text: Record<string, string>) => Object.fromEntries(Object.entries(text).filter(([, v]) => v !== ''));

/** The edit form's body: what the template holds now, with `changes`. */
async function edit(templateId: number, changes: Record<string, unknown>) {
  const { brandName, couponName, discordValue, useCondition, useRule, validDate, stock, perUserLimit } =
    await editable(templateId);
  return admin(API_PATHS.adminCouponTemplateEdit, {
    templateId,
    brandName: written(brandName),
    couponName: written(couponName),
    discordValue: written(discordValue),
    useCondition: { 'zh-CN': useCondition['zh-CN'] },
    useRule: written(useRule),
    validDate,
    stock,
    perUserLimit,
    ...changes,
  });
}

const claim = (token: string, templateId: number) => t.post(API_PATHS.couponClaim, { templateId }, { token });

describe('editing a coupon template', () => {
  it('changes texts in three languages, validity, stock and limit, audited with before and after', async () => {
    const templateId = await template({ stock: 5 });
    expect(await editable(templateId)).toMatchObject({
      templateId,
      couponName: { 'zh-CN': expect.stringMatching(/^Tea /), 'zh-TW': '', 'en-US': '' },
      stock: 5,
      issued: 0,
      validDate: '2027.12.31',
    });
    const res = await edit(templateId, { couponName: three('Green tea'), validDate: '2028.01.31', stock: 50, perUserLimit: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await editable(templateId)).toMatchObject({
      couponName: three('Green tea'),
      validDate: '2028.01.31',
      stock: 50,
      perUserLimit: 2,
    });
    const [row] = await auditRowsOf(t, 'coupon-template.edit');
    expect(row).toMatchObject({
      target: `coupon-template:${templateId}`,
      before: { validDate: '2027.12.31', stock: 5, perUserLimit: 1 },
      after: { couponName: three('Green tea'), validDate: '2028.01.31', stock: 50, perUserLimit: 2 },
    });
    // Unchanged fields are not in the row.
    expect(row!.after).not.toHaveProperty('brandName');
  });

  it('refuses a stock below what is issued, and takes one equal to it', async () => {
    const templateId = await template({ stock: 5 });
    await issue(templateId, [(await member()).userId, (await member()).userId]);
    const low = await edit(templateId, { stock: 1 });
    expect(low.statusCode).toBe(409);
    expect(low.json().code).toBe(40907);
    expect((await editable(templateId)).stock).toBe(5);
    expect((await edit(templateId, { stock: 2 })).statusCode).toBe(200);
    expect(await editable(templateId)).toMatchObject({ stock: 2, issued: 2 });
  });

  it('answers 404 for a template that does not exist', async () => {
    const res = await admin(API_PATHS.adminCouponTemplateClaiming, { templateId: 999_999, claimable: false });
    expect(res.statusCode).toBe(404);
  });
});

describe('stopping and resuming claims', () => {
  it('refuses claims while stopped; members keep what they hold', async () => {
    const templateId = await template({ claimable: true, perUserLimit: 2 });
    const holder = await member();
    const first = await claim(holder.token, templateId);
    expect(first.statusCode, first.body).toBe(200);
    const held = first.json().data.customerCouponId as string;

    expect((await admin(API_PATHS.adminCouponTemplateClaiming, { templateId, claimable: false })).statusCode).toBe(200);
    const refused = await claim((await member()).token, templateId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(40906);
    const kept = await t.post(API_PATHS.couponDetail, { customerCouponId: held }, { token: holder.token });
    expect(kept.json().data.data.status).toBe('unused');

    expect((await admin(API_PATHS.adminCouponTemplateClaiming, { templateId, claimable: true })).statusCode).toBe(200);
    expect((await claim(holder.token, templateId)).statusCode).toBe(200);

    const target = `coupon-template:${templateId}`;
    expect((await auditRowsOf(t, 'coupon-template.stop')).filter((r) => r.target === target)).toMatchObject([
      { before: { claimable: true }, after: { claimable: false } },
    ]);
    expect((await auditRowsOf(t, 'coupon-template.resume')).filter((r) => r.target === target)).toHaveLength(1);
  });
});
