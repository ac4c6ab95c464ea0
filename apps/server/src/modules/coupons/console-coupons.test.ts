import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_PATHS, COUPON_TEMPLATE_PAGE_SIZE } from '@culture/protocol';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { createTestApp } from '../../test/helper.js';
import { couponOperator, TEST_ADMIN_TOKEN } from '../../test/coupon-operator.js';

const t = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const { admin, template, issue } = couponOperator(t);

let phoneSeq = 0;
async function member() {
  const national = `1361000${String(++phoneSeq).padStart(4, '0')}`;
  return { ...(await t.loginWithPhone(national)), national };
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number(rows<{ n: number }>(await t.database.db.execute(query))[0]!.n);
}
const couponsOf = (templateId: number) =>
  count(sql`select count(*)::int as n from customer_coupons where template_id = ${templateId}`);
const issuedOf = (templateId: number) => count(sql`select issued as n from coupon_templates where id = ${templateId}`);

describe('issuing a template from a CSV', () => {
  it('previews each problem row and writes nothing', async () => {
    const [a, b, holder, c] = [await member(), await member(), await member(), await member()];
    const templateId = await template({ stock: 3 });
    await issue(templateId, [holder.userId]);
    const csv = [
      'phone',
      a.national, // issuable
      `(+86) ${b.national.slice(0, 3)} ${b.national.slice(3, 7)}-${b.national.slice(7)}`, // issuable, written another way
      'not a phone',
      '13999999999', // valid, but nobody's
      `+86 ${a.national}`, // a again
      holder.national, // holds one already
      c.national, // past the stock (3, one issued)
    ].join('\n');
    const res = await admin(API_PATHS.adminCouponsCsvPreview, { templateId, csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      column: 'phone',
      rows: 7,
      issuable: 2,
      stockLeft: 2,
      counts: { badPhone: 1, badMemberId: 0, unknownMember: 1, duplicate: 1, alreadyHolds: 1, stockShort: 1 },
      problems: [
        { line: 4, value: 'not a phone', problem: 'badPhone' },
        { line: 5, value: '13999999999', problem: 'unknownMember' },
        { line: 6, value: `+86 ${a.national}`, problem: 'duplicate' },
        { line: 7, value: holder.national, problem: 'alreadyHolds' },
        { line: 8, value: c.national, problem: 'stockShort' },
      ],
    });
    expect(await couponsOf(templateId)).toBe(1);
    expect(await issuedOf(templateId)).toBe(1);
  });

  it('finds a member again many rows later (lookups take the file a slice at a time)', async () => {
    const [a, holder] = [await member(), await member()];
    const templateId = await template({ stock: 10 });
    await issue(templateId, [holder.userId]);
    // 1,200 rows: a and the holder first, nobody's numbers, then both again past the first slices
    // (a second row of a member is a duplicate, whatever else holds for it).
    const nobody = Array.from({ length: 1_196 }, (_, i) => `1398${String(i).padStart(7, '0')}`);
    const csv = ['phone', a.national, holder.national, ...nobody, `+86${a.national}`, holder.national].join('\n');
    const { data } = (await admin(API_PATHS.adminCouponsCsvPreview, { templateId, csv })).json();
    expect(data).toMatchObject({
      rows: 1_200,
      issuable: 1,
      counts: { badPhone: 0, unknownMember: 1_196, duplicate: 2, alreadyHolds: 1 },
    });
  });

  it('reads member ids, refusing ones that are not ids', async () => {
    const a = await member();
    const templateId = await template();
    const csv = `member_id\n${a.userId}\n9223372036854775808\n-1\n1`;
    const { data } = (await admin(API_PATHS.adminCouponsCsvPreview, { templateId, csv })).json();
    expect(data.column).toBe('memberId');
    expect(data.issuable).toBe(1);
    expect(data.counts).toMatchObject({ badMemberId: 2, unknownMember: 1 });
  });
});

describe('committing a CSV issue', () => {
  it('commits once per batch id, audited, and the member holds the coupon', async () => {
    const [a, b] = [await member(), await member()];
    const templateId = await template({ stock: 10 });
    const csv = `phone\n${a.national}\n${b.national}\nnope`;
    const batchId = randomUUID();
    const first = await admin(API_PATHS.adminCouponsCsvIssue, { templateId, csv, batchId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      batchId,
      issued: 2,
      replayed: false,
      rows: 3,
      stockLeft: 8,
      counts: { badPhone: 1 },
    });
    const again = await admin(API_PATHS.adminCouponsCsvIssue, { templateId, csv, batchId });
    expect(again.json().data).toMatchObject({ batchId, issued: 2, replayed: true, stockLeft: 8 });
    expect(await couponsOf(templateId)).toBe(2);
    expect(await issuedOf(templateId)).toBe(2);

    const list = (await t.get(`${API_PATHS.couponList}?status=all`, { token: a.token })).json().data;
    // A new member: the one coupon they hold is this batch's.
    expect(list.total).toBe(1);
    expect(list.content[0]).toMatchObject({ brandName: 'Haocha', status: 'unused' });
    const audit = rows<{ action: string; actor: string; after: { issued: number; replayed: boolean } }>(
      await t.database.db.execute(
        sql`select action, actor, after from operator_audit where target = ${`coupon-template:${templateId}`} and action = 'coupon.issue-csv' order by id`,
      ),
    );
    expect(audit.map((r) => [r.actor, r.after.issued, r.after.replayed])).toEqual([
      ['key:admin-token', 2, false],
      ['key:admin-token', 2, true],
    ]);
  });

  it('refuses the batch id of another file, and a second batch of the same file issues nothing new', async () => {
    const a = await member();
    const templateId = await template();
    const batchId = randomUUID();
    expect((await admin(API_PATHS.adminCouponsCsvIssue, { templateId, csv: `phone\n${a.national}`, batchId })).statusCode).toBe(
      200,
    );
    const other = await admin(API_PATHS.adminCouponsCsvIssue, { templateId, csv: `phone\n${a.national}\n`, batchId });
    expect(other.statusCode).toBe(409);
    expect(other.json().result).toBe(40990);
    const second = await admin(API_PATHS.adminCouponsCsvIssue, {
      templateId,
      csv: `phone\n${a.national}`,
      batchId: randomUUID(),
    });
    expect(second.json().data).toMatchObject({ issued: 0, replayed: false, counts: { alreadyHolds: 1 } });
    expect(await couponsOf(templateId)).toBe(1);
  });

  it('refuses an unreadable CSV and an unknown template with catalogue codes, writing no audit row', async () => {
    const templateId = await template();
    const bad = await admin(API_PATHS.adminCouponsCsvPreview, { templateId, csv: 'email\na@b.c' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result).toBe(40090);
    const unknown = await admin(API_PATHS.adminCouponsCsvIssue, {
      templateId: 2_000_000_000,
      csv: 'phone\n1',
      batchId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from operator_audit where target = 'coupon-template:2000000000'`)).toBe(0);
    const noBatch = await admin(API_PATHS.adminCouponsCsvIssue, { templateId, csv: 'phone\n1', batchId: 'retry-1' });
    expect(noBatch.statusCode).toBe(400);
  });
});

describe('the list of templates', () => {
  const list = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${API_PATHS.adminCouponTemplates}${query}`,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });

  it('pages newest first by id, with the total', async () => {
    for (let i = 0; i < COUPON_TEMPLATE_PAGE_SIZE + 1; i += 1) await template({ stock: 7 });
    const first = (await list()).json().data;
    expect(first.content).toHaveLength(COUPON_TEMPLATE_PAGE_SIZE);
    const ids = first.content.map((c: { templateId: number }) => c.templateId);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(first.total).toBeGreaterThan(COUPON_TEMPLATE_PAGE_SIZE);
    expect(first.next).toBe(String(ids.at(-1)));
    const second = (await list(`?cursor=${first.next}`)).json().data;
    expect(second.content[0].templateId).toBeLessThan(ids.at(-1));
    expect(first.content[0]).toMatchObject({
      stock: 7,
      issued: 0,
      type: 'DECUCTION',
      validDate: '2027.12.31',
      brandName: 'Haocha',
    });
  });

  it('finds templates by part of the slug, brand or name in any language, wildcards taken literally', async () => {
    const mooncake = await template({
      couponName: { 'zh-CN': '月饼兑换券', 'zh-TW': '月餅兌換券', 'en-US': 'Mooncake 100% voucher' },
    });
    const found = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).json().data.content.map((c: { templateId: number }) => c.templateId);
    for (const q of ['月饼', '月餅', 'MOONCAKE', '100%']) expect(await found(q), q).toEqual([mooncake]);
    // `%` and `_` match themselves only; the translations' keys ("couponName") are not searched.
    expect(await found('%')).toEqual([mooncake]);
    expect(await found('_')).toEqual([]);
    expect(await found('couponName')).toEqual([]);
    expect((await list(`?q=${encodeURIComponent('月')}`)).json().data.total).toBe(1);
    expect((await list('?q=%00')).statusCode).toBe(400);
  });

  it('refuses a cursor that is no template id', async () => {
    for (const bad of ['0', '2147483648', 'abc', '-1']) expect((await list(`?cursor=${bad}`)).statusCode).toBe(400);
  });

  it('needs an operator', async () => {
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.adminCouponTemplates })).statusCode).toBe(401);
  });
});

describe('issuing to a list of members or phones', () => {
  const issueRows = () =>
    t.database.db
      .execute(sql`select actor, target, after from operator_audit where action = 'coupon.issue' order by id`)
      .then(rows);

  it('writes one audit row counting the coupons, with no phone in it', async () => {
    const templateId = await template({ stock: 5 });
    const [a] = [await member()];
    const res = await admin(API_PATHS.adminCouponsIssue, { templateId, userIds: [a!.userId], phones: ['+8613610009999'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customerCouponIds).toHaveLength(2);
    const logged = (await issueRows()).filter((row) => row.target === `coupon-template:${templateId}`);
    expect(logged).toEqual([{ actor: 'key:admin-token', target: `coupon-template:${templateId}`, after: { issued: 2 } }]);
    expect(JSON.stringify(logged)).not.toContain('13610009999');
  });

  it('writes nothing, row or coupon, when the stock is short', async () => {
    const templateId = await template({ stock: 1 });
    const [a, b] = [await member(), await member()];
    const before = (await issueRows()).length;
    const res = await admin(API_PATHS.adminCouponsIssue, { templateId, userIds: [a!.userId, b!.userId] });
    expect(res.statusCode).toBe(409);
    expect((await issueRows()).length).toBe(before);
    expect(await issuedOf(templateId)).toBe(0);
  });
});
