/**
 * The shared part of the fuzz suite (one file per area beside this one): the table of hostile
 * values per field (control characters, lone surrogates, numbers past int4 and bigint, 1e309,
 * huge strings, dates past year 9999 or at year 0, arrays and objects where strings belong,
 * `__proto__` keys), a world to fuzz (an ordinary login with a coupon, a badge event, an event
 * session and an exhibition) and the checks of what an attacker with an ordinary login could get:
 * never a 5xx, always the one response envelope, a 4xx whenever the value has no business being
 * accepted, and the person's own state unchanged afterwards.
 * Runs on PGlite (server project) and PostgreSQL (server-postgres project).
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { brands } from '../../db/seed/content/brands/index.js';
import { pages } from '../../db/seed/content/pages/index.js';
import { createTestApp } from '../helper.js';
import { ALL, jsonText, MUST_REFUSE, sealText, withField, type FieldKind } from './values.js';

export * from './values.js';

const ADMIN = 'fuzz-admin-token-0123456789abcdef';

interface Answer {
  statusCode: number;
  body: string;
}
export function expectEnvelope(res: Answer, what: string) {
  expect(res.statusCode, what).toBeLessThan(500);
  const contentType = (res as { headers?: Record<string, unknown> }).headers?.['content-type'];
  // The avatar route answers image bytes when it finds one; /healthz answers the probe's own shape.
  if (res.statusCode === 200 && typeof contentType === 'string' && contentType.startsWith('image/')) return;
  if (res.statusCode === 200 && what.startsWith(`${API_PATHS.healthz} `)) return;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    throw new Error(`${what}: answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`);
  }
  expect(typeof body.result, what).toBe('number');
  expect(typeof body.code, what).toBe('number');
  if (res.statusCode >= 400) expect(typeof body.errmsg, what).toBe('string');
}
export function expectRefused(res: Answer, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  expect(JSON.parse(res.body).result, what).not.toBe(1);
}

/** A control, bidi override or lone surrogate: none may survive in a name others read. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const NAME_CLEAN = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\ud800-\udfff]*$/u;

export type Send = (body: unknown) => Promise<{ statusCode: number; body: string }>;

export interface BodyRoute {
  path: string;
  send: Send;
  base: unknown;
  fields: Record<string, FieldKind>;
}

export interface UrlRoute {
  path: string;
  url: (value: string) => string;
  token?: string;
  values: Record<string, string>;
  /** True when every value must be refused (the parameter has a strict form). */
  strict: boolean;
}

/** A test app with the fixtures every area's routes name, and the person's state before the fuzzing. */
export async function createFuzzWorld() {
  const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
  const user = await t.loginWithPhone('13800139000');
  const other = await t.loginWithPhone('13800139001');
  const operator = { authorization: `Bearer ${ADMIN}` };
  async function admin(url: string, body: unknown) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...operator },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  await t.post(API_PATHS.meProfile, { nickname: 'Baseline', gender: 'male' }, { token: user.token });
  const template = {
    brandName: 'FuzzBrand',
    couponName: 'Fuzz tea',
    type: 'EXCHANGE',
    discordValue: '1',
    useCondition: 'none',
    validDate: '2099.12.31',
    useRule: '<p>show it</p>',
    stock: 100,
    perUserLimit: 1,
    claimable: true,
  };
  const { templateId } = await admin(API_PATHS.adminCouponTemplates, template);
  // The template the fuzzed brand's first benefit stands on (a source must name something that exists).
  await admin(API_PATHS.adminCouponTemplates, { ...template, slug: 'fuzz-tea' });
  const {
    customerCouponIds: [couponId],
  } = await admin(API_PATHS.adminCouponsIssue, { templateId, userIds: [user.userId] });
  await admin(API_PATHS.adminMerchants, { userId: user.userId, brandName: 'FuzzBrand' });
  const couponCode = (await t.post(API_PATHS.couponDetail, { customerCouponId: couponId }, { token: user.token })).json().data
    .data.couponCode as string;

  const badgeEvent = {
    slug: 'fuzz-badge',
    name: { 'zh-CN': '徽章', 'zh-TW': '徽章', 'en-US': 'Badge' },
    story: { 'zh-CN': '故事', 'zh-TW': '故事', 'en-US': 'Story' },
    benefits: { 'zh-CN': '权益', 'zh-TW': '權益', 'en-US': 'Benefit' },
    artwork: '/images/pages/yuanxiao/badge.svg',
    supply: 100,
    opensAt: '2026-01-01T00:00:00Z',
    closesAt: '2099-01-01T00:00:00Z',
    page: 'yuanxiao',
    methods: ['app', 'venue', 'nfc', 'code'],
  };
  await admin(API_PATHS.adminBadgeEvents, badgeEvent);
  const {
    codes: [claimCode],
  } = await admin(API_PATHS.adminBadgeClaimCodes, { event: 'fuzz-badge', count: 1 });
  await admin(API_PATHS.adminBadgeNfcTags, { event: 'fuzz-badge', uid: '04000000000001' });
  const { token: kioskToken } = await admin(API_PATHS.adminBadgeKioskTokens, { event: 'fuzz-badge' });
  const venueToken = (
    await t.app.inject({ method: 'GET', url: API_PATHS.badgeKiosk, headers: { authorization: `Bearer ${kioskToken}` } })
  ).json().data.token as string;

  const sessionBody = {
    event: 'fuzz-tour',
    title: { 'zh-CN': '导览', 'zh-TW': '導覽', 'en-US': 'Tour' },
    place: { 'zh-CN': '西门', 'zh-TW': '西門', 'en-US': 'West gate' },
    startsAt: '2099-01-01T10:00:00Z',
    endsAt: '2099-01-01T11:00:00Z',
    capacity: 10,
  };
  const { sessionId } = await admin(API_PATHS.adminEventSessions, sessionBody);

  const L = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });
  const exhibitionBody = {
    name: L('Fuzz hall'),
    summary: L('Fuzzing'),
    cover: '/images/pages/joyful/papercut.svg',
    templateId: 'hall',
    works: [
      {
        slot: 'slot-01',
        kind: 'image',
        title: L('Work'),
        body: L('Text'),
        image: '/images/pages/joyful/papercut.svg',
        link: '/joyful',
      },
    ],
  };
  const { id: exhibitionId } = await admin(API_PATHS.adminVrExhibitions, exhibitionBody);
  await admin(API_PATHS.adminVrExhibitionsPublish, { id: exhibitionId });
  // An official dress with a price (the console's dress routes fuzz it: its id is taken from here on).
  const dressBody = {
    id: 'fuzz-dress',
    name: L('Fuzz dress'),
    thumbnail: '/images/pages/pocket/crossover-dress.svg',
    colors: { skin: '#f1c27d', body: '#2e7d32', trim: '#ffd54f', legs: '#1b5e20', hat: null },
    price_fen: 100,
    on_sale: true,
  };
  await admin(API_PATHS.adminVrDresses, dressBody);
  const uploadUrl = (await t.get(API_PATHS.vrModelUploadLink.replace(':id', user.userId), { token: user.token })).json().data
    .uploadUrl as string;

  /** Everything the person can see of themselves: must read the same after the fuzzing. */
  async function snapshot() {
    const read = async (url: string) => (await t.get(url, { token: user.token })).json();
    return {
      me: await read(API_PATHS.me),
      coupons: await read(`${API_PATHS.couponList}?status=all`),
      merchant: await read(API_PATHS.merchantMe),
      coupon: (await t.post(API_PATHS.couponDetail, { customerCouponId: couponId }, { token: user.token })).json(),
      session: (await t.get(API_PATHS.me, { token: other.token })).json().data.user_id,
      exhibition: (await t.post(API_PATHS.vrExhibition, { id: exhibitionId })).json(),
      dresses: await read(API_PATHS.dressesOfficial),
    };
  }
  const before = await snapshot();

  const sealed =
    (url: string, token?: string): Send =>
    (body) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          channel: 'BROWSER',
          language: 'EN',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: sealText(jsonText(body), t.config.payloadKeys),
      });
  const plain =
    (url: string): Send =>
    (body) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...operator },
        payload: jsonText(body),
      });

  const phone = { number: '+8613800139002', country_prefix: '86', national_number: '13800139002' };
  const page = { ...structuredClone(pages[0]!), slug: 'fuzz-page', route: '/fuzz-page', trending: false };
  const brand = { ...structuredClone(brands[0]!), id: 999 };
  brand.items[0]!.source = { kind: 'coupon', template: 'fuzz-tea' };

  return {
    t,
    user,
    other,
    operator,
    admin,
    template,
    templateId,
    couponId,
    couponCode,
    badgeEvent,
    claimCode,
    kioskToken,
    venueToken,
    sessionBody,
    sessionId,
    L,
    exhibitionBody,
    dressBody,
    exhibitionId,
    uploadUrl,
    snapshot,
    before,
    sealed,
    plain,
    phone,
    page,
    brand,
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;

/** One area's routes: bodies fuzzed field by field, URLs, calls that end a session, and its own cases. */
export interface AreaRoutes {
  body: BodyRoute[];
  url: UrlRoute[];
  /** Calls that end something: fuzzed with a throwaway session each time, never the person's own. */
  ending?: string[];
  /** Paths fuzzed by `cases` (for the coverage check). */
  casePaths?: string[];
  cases?: () => void;
}

/** The suite of one area, against a world of its own. */
export async function describeFuzz(area: string, routesOf: (world: FuzzWorld) => AreaRoutes): Promise<void> {
  const world = await createFuzzWorld();
  const { t, user, sealed, snapshot, before } = world;
  const routes = routesOf(world);
  describe(`fuzzing the ${area} routes with hostile values`, () => {
    it.each(routes.body)('POST $path', async (route) => {
      // The whole body replaced, then each field in turn.
      for (const [field, kind] of [['', 'object'] as const, ...Object.entries(route.fields)]) {
        for (const [label, value] of Object.entries(ALL)) {
          const what = `${route.path} ${field || 'body'} = ${label}`;
          const res = await route.send(withField(route.base, field, value));
          expectEnvelope(res, what);
          if (kind === 'name' && res.statusCode === 200) {
            // Cleaned rather than refused: whatever was stored holds nothing invisible or broken.
            const stored = (await t.get(API_PATHS.me, { token: user.token })).json().data.first_name as string;
            expect(stored, what).toMatch(NAME_CLEAN);
            expect(MUST_REFUSE.name, what).not.toContain(label);
            await t.post(API_PATHS.meProfile, { nickname: 'Baseline' }, { token: user.token });
            continue;
          }
          if (!MUST_REFUSE[kind as FieldKind].includes(label)) continue;
          // Fields the route does not have (a whole body on a route without one) may be ignored.
          if (field === '' && Object.keys(route.fields).length === 0) continue;
          expectRefused(res, what);
        }
      }
    });

    it.each(routes.url)('GET $path', async (route) => {
      for (const [label, value] of Object.entries(route.values)) {
        const what = `${route.path} = ${label}`;
        const res = await t.app.inject({
          method: 'GET',
          url: route.url(value),
          headers: { channel: 'BROWSER', language: 'EN', ...(route.token ? { authorization: `Bearer ${route.token}` } : {}) },
        });
        expectEnvelope(res, what);
        if (route.strict) expectRefused(res, what);
      }
    });

    if (routes.ending?.length) {
      it.each(routes.ending)('POST %s with a throwaway session', async (path) => {
        for (const [label, value] of Object.entries(ALL)) {
          const res = await sealed(path, await t.guestToken())(value);
          expectEnvelope(res, `${path} body = ${label}`);
        }
      });
    }

    routes.cases?.();

    it("leaves the person's profile, coupons, merchant role and the other account's session as they were", async () => {
      const after = await snapshot();
      if (JSON.stringify(after) !== JSON.stringify(before)) console.log(JSON.stringify(before), '\n', JSON.stringify(after));
      expect(await snapshot()).toEqual(before);
    });
  });
}
