/**
 * The operator's side of coupon tests: creating templates and issuing coupons through the operator
 * API, as an operator would. One copy for every coupon test file.
 */
import { expect } from 'vitest';
import type { TestApp } from './helper.js';

/** The ADMIN_TOKEN the coupon test apps are built with. */
export const TEST_ADMIN_TOKEN = 'operator-token-operator-token-1234';

export function couponOperator(t: TestApp) {
  let templateSeq = 0;

  /** POSTs a plain JSON body to the operator API with the operator's (or the given) token. */
  function admin(url: string, body: unknown, token = TEST_ADMIN_TOKEN) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, language: 'EN' },
      payload: JSON.stringify(body),
    });
  }

  /** A new template (a tea coupon unless overridden); its id. */
  async function template(overrides: Record<string, unknown> = {}) {
    templateSeq += 1;
    const res = await admin('/api/admin/coupon-templates', {
      brandName: 'Haocha',
      couponName: `Tea ${templateSeq}`,
      type: 'DECUCTION',
      discordValue: '20',
      useCondition: 'Orders over ¥39',
      validDate: '2027.12.31',
      useRule: '<p>Show the code at the counter.</p>',
      stock: 100,
      perUserLimit: 1,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.templateId as number;
  }

  /** Issues one coupon of the template per listed user id; the coupons' ids. */
  async function issue(templateId: number, userIds: string[]) {
    const res = await admin('/api/admin/coupons/issue', { templateId, userIds });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.customerCouponIds as string[];
  }

  return { admin, template, issue };
}
