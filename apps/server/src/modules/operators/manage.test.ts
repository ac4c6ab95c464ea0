import { describe, expect, it } from 'vitest';
import { API_PATHS, OPS_PATHS } from '@culture/protocol';
import { operatorAudit } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { createOperator, signIn, TEST_PASSWORD } from '../../test/operators.js';
import { createSignInService } from './sign-in-service.js';

const t = await createTestApp();
const owner = await createOperator(t, 'olivia', ['owner']);
const coupons = await createOperator(t, 'carl', ['coupons']);
const sessions = createSignInService({
  db: t.database.db,
  counters: { hit: async () => ({ count: 0, resetInMs: 0 }) } as never,
  totpKey: t.config.ops.totpKey,
  idleTimeoutMs: t.config.ops.idleTimeoutMs,
  now: t.clock.now,
});
const auditRows = async (action: string) =>
  (await t.database.db.select().from(operatorAudit)).filter((row) => row.action === action);

const template = {
  slug: 'audit-tea',
  brandName: 'AuditBrand',
  couponName: 'Tea',
  type: 'EXCHANGE',
  discordValue: '1',
  useCondition: 'none',
  validDate: '2099.12.31',
  useRule: '<p>show it</p>',
  stock: 10,
  perUserLimit: 1,
  claimable: false,
};

describe('the audit row of an operator change', () => {
  it('is written with the change: exactly one when it succeeds, none when it fails', async () => {
    const carl = await signIn(t, 'carl');
    const made = await carl.call({ method: 'POST', url: API_PATHS.adminCouponTemplates, payload: JSON.stringify(template) });
    expect(made.statusCode, made.body).toBe(200);
    const rows = await auditRows('coupon-template.create');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: `operator:${coupons.id}`,
      actorName: 'carl',
      target: `coupon-template:${made.json().data.templateId}`,
    });
    // The same slug again: refused inside the transaction, so no second row.
    const again = await carl.call({ method: 'POST', url: API_PATHS.adminCouponTemplates, payload: JSON.stringify(template) });
    expect(again.statusCode).toBe(400);
    expect(await auditRows('coupon-template.create')).toHaveLength(1);
  });
});

describe('managing operators', () => {
  it('creates, lists with paging, and refuses a taken name', async () => {
    const olivia = await signIn(t, 'olivia');
    const body = { login: 'dana', display_name: 'Dana', roles: ['support'], password: TEST_PASSWORD };
    const made = await olivia.call({ method: 'POST', url: OPS_PATHS.operators, payload: JSON.stringify(body) });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ login: 'dana', roles: ['support'], totp_enrolled: false });
    const taken = await olivia.call({ method: 'POST', url: OPS_PATHS.operators, payload: JSON.stringify(body) });
    expect(taken.json().code).toBe(40980);
    const list = await olivia.call({ method: 'GET', url: OPS_PATHS.operators });
    expect(list.json().data.operators.map((o: { login: string }) => o.login)).toEqual(['olivia', 'carl', 'dana']);
    expect(list.json().data.next_cursor).toBeNull();
    const page2 = await olivia.call({ method: 'GET', url: `${OPS_PATHS.operators}?cursor=${owner.id}` });
    expect(page2.json().data.operators[0].login).toBe('carl');
  });

  it('protects the last owner', async () => {
    const olivia = await signIn(t, 'olivia');
    const url = OPS_PATHS.operator.replace(':id', owner.id);
    for (const patch of [{ roles: ['content'] }, { disabled: true }]) {
      const res = await olivia.call({ method: 'PATCH', url, payload: JSON.stringify(patch) });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(40981);
    }
  });

  it('ends the sessions of an operator who is disabled or whose factor is reset', async () => {
    const olivia = await signIn(t, 'olivia');
    await signIn(t, 'carl');
    const carlId = Number(coupons.id);
    expect(await sessions.countSessions(carlId)).toBeGreaterThan(0);
    const reset = await olivia.call({
      method: 'POST',
      url: OPS_PATHS.operatorResetSecondFactor.replace(':id', coupons.id),
      payload: '{}',
    });
    expect(reset.json().data.totp_enrolled).toBe(false);
    expect(await sessions.countSessions(carlId)).toBe(0);
    const dana = (await olivia.call({ method: 'GET', url: OPS_PATHS.operators }))
      .json()
      .data.operators.find((o: { login: string }) => o.login === 'dana');
    await signIn(t, 'dana');
    const disabled = await olivia.call({
      method: 'PATCH',
      url: OPS_PATHS.operator.replace(':id', dana.id),
      payload: JSON.stringify({ disabled: true }),
    });
    expect(disabled.json().data.disabled).toBe(true);
    expect(await sessions.countSessions(Number(dana.id))).toBe(0);
    expect(await auditRows('operator.update')).toHaveLength(1);
  });
});

describe('API keys and the audit log', () => {
  it('makes a key shown once, which works for its scope until revoked; the log lists and exports it', async () => {
    const olivia = await signIn(t, 'olivia');
    const made = await olivia.call({
      method: 'POST',
      url: OPS_PATHS.apiKeys,
      payload: JSON.stringify({ name: 'nightly', scopes: ['audit.read'] }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const { secret, api_key } = made.json().data;
    expect(secret.startsWith(api_key.prefix)).toBe(true);
    const asKey = () =>
      t.app.inject({
        method: 'GET',
        url: `${OPS_PATHS.audit}?action=api-key.create`,
        headers: { authorization: `Bearer ${secret}` },
      });
    const read = await asKey();
    expect(read.statusCode).toBe(200);
    expect(read.json().data.entries).toHaveLength(1);
    expect(read.json().data.entries[0]).toMatchObject({ actor_name: 'olivia', target: `key:${api_key.id}` });
    const csv = await t.app.inject({ method: 'GET', url: OPS_PATHS.auditExport, headers: { authorization: `Bearer ${secret}` } });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFid,at,actor_id,actor_name,action,action_label,target,before,after,ip');
    expect(csv.body).toContain('api-key.create');
    const keys = await olivia.call({ method: 'GET', url: OPS_PATHS.apiKeys });
    expect(JSON.stringify(keys.json())).not.toContain(secret);
    expect(keys.json().data.api_keys).toEqual([expect.objectContaining({ id: api_key.id, created_by_login: 'olivia' })]);
    const revoked = await olivia.call({ method: 'DELETE', url: OPS_PATHS.apiKey.replace(':id', api_key.id) });
    expect(revoked.json().data.revoked_at).not.toBeNull();
    expect((await asKey()).json().code).toBe(40180);
  });

  it("audits a key's reads: one row per route and minute with the count, the address; the list shows the last use", async () => {
    const olivia = await signIn(t, 'olivia');
    const made = await olivia.call({
      method: 'POST',
      url: OPS_PATHS.apiKeys,
      payload: JSON.stringify({ name: 'reader', scopes: ['audit.read', 'operators.manage'] }),
    });
    const { secret, api_key } = made.json().data;
    const read = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` }, remoteAddress: '198.51.100.7' });
    const useRows = async () => (await auditRows('api-key.use')).filter((row) => row.actor === `key:${api_key.id}`);
    await t.app.apiKeyUses.flushAll();
    const before = (await auditRows('api-key.use')).length;
    // The operator's own reads in the console are not key uses.
    await olivia.call({ method: 'GET', url: OPS_PATHS.audit });
    expect((await read(OPS_PATHS.audit)).statusCode).toBe(200);
    expect((await read(`${OPS_PATHS.audit}?action=x.y`)).statusCode).toBe(200);
    expect((await read(OPS_PATHS.operators)).statusCode).toBe(200);
    await t.app.apiKeyUses.flushAll();
    expect((await auditRows('api-key.use')).length - before).toBe(2);
    const rows = await useRows();
    const byRoute = rows.map((row) => row.after as { route: string }).sort((a, b) => a.route.localeCompare(b.route));
    expect(byRoute).toEqual([
      expect.objectContaining({ method: 'GET', route: OPS_PATHS.audit, count: 2 }),
      expect.objectContaining({ method: 'GET', route: OPS_PATHS.operators, count: 1 }),
    ]);
    expect(
      rows.every((row) => row.ip === '198.51.100.7' && row.actorName === 'reader' && row.target === `key:${api_key.id}`),
    ).toBe(true);
    // A later minute starts a row of its own, written when that minute is over.
    t.clock.advance(61_000);
    await read(OPS_PATHS.audit);
    t.clock.advance(61_000);
    await read(OPS_PATHS.operators);
    expect((await useRows()).length).toBe(3);
    const keys = (await olivia.call({ method: 'GET', url: OPS_PATHS.apiKeys })).json().data.api_keys;
    expect(keys.find((k: { id: string }) => k.id === api_key.id).last_use).toEqual(
      expect.objectContaining({ action: 'api-key.use', method: 'GET', route: OPS_PATHS.audit, ip: '198.51.100.7' }),
    );
  });

  it('pages the log newest first with a cursor', async () => {
    const olivia = await signIn(t, 'olivia');
    const first = (await olivia.call({ method: 'GET', url: OPS_PATHS.audit })).json().data;
    expect(first.entries.length).toBeGreaterThan(2);
    const ids = first.entries.map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const after = (await olivia.call({ method: 'GET', url: `${OPS_PATHS.audit}?cursor=${ids[1]}` })).json().data;
    expect(Number(after.entries[0].id)).toBe(ids[2]);
  });
});
