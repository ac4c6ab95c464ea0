/**
 * The console's badge event list (docs/operator-console.md, "Badges and events"): newest first,
 * paged by cursor, each with supply, claims, remaining, the window's state and the codes issued.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, BADGE_ADMIN_PAGE_SIZE, type BadgeAdminEventDetail, type BadgeAdminList } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { createOperator, signIn } from '../../test/operators.js';

const t = await createTestApp();
await createOperator(t, 'lister', ['events']);
const session = await signIn(t, 'lister');
await createOperator(t, 'coupons-only', ['coupons']);
const outsider = await signIn(t, 'coupons-only');
const HOUR = 3_600_000;
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });
const event = (slug: string, opensInHours: number, supply: number | null = 3) => ({
  slug,
  name: texts(`Event ${slug}`),
  story: texts('Story'),
  benefits: texts('Benefit'),
  artwork: '/images/pages/yuanxiao/badge.svg',
  supply,
  opensAt: new Date(t.clock.now() + opensInHours * HOUR).toISOString(),
  closesAt: new Date(t.clock.now() + (opensInHours + 2) * HOUR).toISOString(),
  methods: ['app', 'code'],
});
const post = async (url: string, body: unknown) => {
  const res = await session.call({ method: 'POST', url, payload: JSON.stringify(body) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const list = async (query = '', who = session) => {
  const res = await who.call({
    method: 'GET',
    url: `${API_PATHS.adminBadgeEvents}${query}`,
    headers: { 'accept-language': 'en-US' },
  });
  return { status: res.statusCode, data: res.json().data as BadgeAdminList, body: res.body };
};

describe('the console list of badge events', () => {
  it('shows state, counts and the codes issued, and pages by cursor', async () => {
    await post(API_PATHS.adminBadgeEvents, event('list-later', 1));
    await post(API_PATHS.adminBadgeEvents, event('list-now', -1, null));
    await post(API_PATHS.adminBadgeEventsOpen, { event: 'list-later' });
    await post(API_PATHS.adminBadgeClaimCodes, { event: 'list-later', count: 4 });
    await post(API_PATHS.adminBadgeEvents, event('list-done', -5));

    const first = await list();
    expect(first.status, first.body).toBe(200);
    expect(first.data.total).toBe(3);
    expect(first.data.content.map((e) => [e.slug, e.state])).toEqual([
      ['list-done', 'closed'],
      ['list-now', 'open'],
      ['list-later', 'open'],
    ]);
    expect(first.data.content[2]).toMatchObject({
      name: 'Event list-later',
      supply: 3,
      claimed: 0,
      remaining: 3,
      codesIssued: 4,
      codesUsed: 0,
    });
    expect(first.data.content[1]).toMatchObject({ supply: null, remaining: null, codesIssued: 0 });
    expect(first.data.next).toBeNull();

    for (let i = 0; i < BADGE_ADMIN_PAGE_SIZE; i += 1) await post(API_PATHS.adminBadgeEvents, event(`list-bulk-${i}`, 3));
    const page1 = await list();
    expect(page1.data.content).toHaveLength(BADGE_ADMIN_PAGE_SIZE);
    expect(page1.data.content[0]).toMatchObject({ slug: `list-bulk-${BADGE_ADMIN_PAGE_SIZE - 1}`, state: 'scheduled' });
    const page2 = await list(`?cursor=${page1.data.next}`);
    expect(page2.data.content.map((e) => e.slug)).toEqual(['list-done', 'list-now', 'list-later']);
    expect(page2.data.next).toBeNull();
  });

  it('finds events by part of the slug or of the name in any language', async () => {
    await post(API_PATHS.adminBadgeEvents, { ...event('lantern-walk', 1), name: texts('Lantern walk') });
    const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).data.content.map((e) => e.slug);
    for (const q of ['lantern-w', 'LANTERN WALK', 'walk（简）', 'walk（繁）'])
      expect(await found(q), q).toEqual(['lantern-walk']);
    expect((await list('?q=lantern')).data.total).toBe(1);
    expect(await found('%')).toEqual([]);
    expect((await list('?q=%00')).status).toBe(400);
  });

  it('is refused without events.manage and for a cursor past 2^31', async () => {
    expect((await list('', outsider)).status).toBe(403);
    expect((await list('?cursor=2147483648')).status).toBe(400);
  });
});

describe("one event's whole document for the edit form", () => {
  const detail = async (slug: string, who = session) => {
    const res = await who.call({ method: 'GET', url: API_PATHS.adminBadgeEvent.replace(':slug', slug) });
    return { status: res.statusCode, data: res.json().data as BadgeAdminEventDetail, body: res.body };
  };

  it('answers the texts in every language, artwork, page and window as stored, and follows an edit', async () => {
    await post(API_PATHS.adminBadgeEvents, { ...event('detail-one', 1), page: 'yuanxiao' });
    await post(API_PATHS.adminBadgeEventsEdit, { slug: 'detail-one', story: texts('Edited story'), artwork: '/images/x.svg' });
    const got = await detail('detail-one');
    expect(got.status, got.body).toBe(200);
    expect(got.data).toMatchObject({
      slug: 'detail-one',
      name: texts('Event detail-one'),
      story: texts('Edited story'),
      benefits: texts('Benefit'),
      artwork: '/images/x.svg',
      page: 'yuanxiao',
      supply: 3,
      claimed: 0,
      methods: ['app', 'code'],
      sortOrder: 0,
      rewardTemplateId: null,
    });
    expect(got.data.opensAt).toBe(new Date(t.clock.now() + HOUR).toISOString());
  });

  it('is 404 for an unknown event, 400 for a bad slug, 403 without events.manage', async () => {
    const missing = await detail('no-such-event');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('badge');
    expect((await detail('Not_A_Slug')).status).toBe(400);
    expect((await detail('detail-one', outsider)).status).toBe(403);
  });
});
