/** The audit CSV streams cursor pages: every matching row, once, newest first, past one page. */
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '@culture/protocol';
import { operatorAudit } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { createOperator, signIn } from '../../test/operators.js';

const t = await createTestApp();
await createOperator(t, 'olivia', ['owner']);
const ROWS = 2345;

describe('GET audit.csv', () => {
  it('exports every row of the filter across several database pages, in id order, none twice', async () => {
    const at = new Date(t.clock.now());
    const values = Array.from({ length: ROWS }, (_, i) => ({ at, actor: 'key:7', action: 'test.export', target: `row:${i}` }));
    for (let i = 0; i < values.length; i += 500) await t.database.db.insert(operatorAudit).values(values.slice(i, i + 500));
    const olivia = await signIn(t, 'olivia');
    const res = await olivia.call({ method: 'GET', url: `${OPS_PATHS.auditExport}?action=test.export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('audit.csv');
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFid,at,actor_id,actor_name,action,action_label,target,before,after,ip');
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids).size).toBe(ROWS);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(lines.at(-1)).toContain('row:0');
  });

  it("gives each action's label in the language asked, beside its code", async () => {
    await t.database.db
      .insert(operatorAudit)
      .values({ at: new Date(t.clock.now()), actor: 'key:7', action: 'coupon.void', target: 'coupon:1' });
    const olivia = await signIn(t, 'olivia');
    const csv = async (query: string, headers: Record<string, string> = {}) =>
      (await olivia.call({ method: 'GET', url: `${OPS_PATHS.auditExport}?action=coupon.void${query}`, headers })).body
        .split('\r\n')[1]!
        .split(',');
    expect((await csv('&lang=zh-CN')).slice(4, 6)).toEqual(['coupon.void', '作废优惠券']);
    expect((await csv('&lang=zh-TW')).slice(4, 6)).toEqual(['coupon.void', '作廢優惠券']);
    expect((await csv('')).slice(4, 6)).toEqual(['coupon.void', 'Coupon voided']);
    // Scripts may send the API's language header instead.
    expect((await csv('', { language: 'ZH' })).slice(4, 6)).toEqual(['coupon.void', '作废优惠券']);
    const refused = await olivia.call({ method: 'GET', url: `${OPS_PATHS.auditExport}?lang=fr-FR` });
    expect(refused.statusCode).toBe(400);
  });
});
