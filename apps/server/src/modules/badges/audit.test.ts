/**
 * An event operator's badge writes (events, open and close, claim codes, NFC tags, kiosk tokens)
 * each write their audit row with the change, never the secrets; a refused change writes none
 * (docs/operator-console.md, "Audit log").
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';

const t = await createTestApp();
const ops = await operatorWith(t, 'evan', ['events']);
const HOUR = 3_600_000;
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });
const event = {
  slug: 'audited-lantern',
  name: texts('Lantern'),
  story: texts('Story'),
  benefits: texts('Benefit'),
  artwork: '/images/pages/yuanxiao/badge.svg',
  supply: 5,
  opensAt: new Date(t.clock.now() + HOUR).toISOString(),
  closesAt: new Date(t.clock.now() + 2 * HOUR).toISOString(),
  page: 'yuanxiao',
  methods: ['app', 'code', 'nfc', 'venue'],
};
const ok = async (url: string, body: unknown) => {
  const res = await ops.post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('badge audit rows', () => {
  it('name the event operator, the action and the event, before and after', async () => {
    await ok(API_PATHS.adminBadgeEvents, event);
    await ok(API_PATHS.adminBadgeEventsEdit, { slug: event.slug, supply: 9 });
    await ok(API_PATHS.adminBadgeEventsOpen, { event: event.slug });
    await ok(API_PATHS.adminBadgeEventsClose, { event: event.slug });
    const target = `badge-event:${event.slug}`;
    expect(await auditRowsOf(t, 'badge-event.create')).toMatchObject([{ actor: ops.actor, actorName: 'evan', target }]);
    expect(await auditRowsOf(t, 'badge-event.edit')).toMatchObject([{ target, before: { supply: 5 }, after: { supply: 9 } }]);
    const [opened] = await auditRowsOf(t, 'badge-event.open');
    expect(opened).toMatchObject({ actor: ops.actor, before: { opensAt: event.opensAt } });
    expect(Date.parse((opened!.after as { opensAt: string }).opensAt)).toBe(t.clock.now());
    expect(await auditRowsOf(t, 'badge-event.close')).toHaveLength(1);
  });

  it('log how many codes, which tag and which kiosk, never the codes, keys or tokens', async () => {
    const { codes } = await ok(API_PATHS.adminBadgeClaimCodes, { event: event.slug, count: 3 });
    const tag = await ok(API_PATHS.adminBadgeNfcTags, { event: event.slug, uid: '04A1B2C3D4E5F6' });
    const { token } = await ok(API_PATHS.adminBadgeKioskTokens, { event: event.slug, label: 'Gate A' });
    const rows = [
      ...(await auditRowsOf(t, 'badge-claim-codes.generate')),
      ...(await auditRowsOf(t, 'badge-nfc-tag.register')),
      ...(await auditRowsOf(t, 'badge-kiosk-token.issue')),
    ];
    expect(rows.map((r) => r.after)).toEqual([{ count: 3 }, { uid: '04A1B2C3D4E5F6' }, { label: 'Gate A' }]);
    const logged = JSON.stringify(rows.map((row) => [row.before, row.after, row.target]));
    for (const secret of [...codes, tag.key, token]) expect(logged).not.toContain(secret);
  });

  it('write no row when the change is refused inside its transaction', async () => {
    const again = await ops.post(API_PATHS.adminBadgeEvents, event);
    expect(again.statusCode).toBe(400);
    const missing = await ops.post(API_PATHS.adminBadgeClaimCodes, { event: 'no-such-event', count: 1 });
    expect(missing.statusCode).toBe(404);
    const tagTwice = await ops.post(API_PATHS.adminBadgeNfcTags, { event: event.slug, uid: '04A1B2C3D4E5F6' });
    expect(tagTwice.statusCode).toBe(400);
    expect(await auditRowsOf(t, 'badge-event.create')).toHaveLength(1);
    expect(await auditRowsOf(t, 'badge-claim-codes.generate')).toHaveLength(1);
    expect(await auditRowsOf(t, 'badge-nfc-tag.register')).toHaveLength(1);
  });
});
