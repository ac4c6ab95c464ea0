/**
 * The console's dashboard at desktop size (docs/operator-console.md, "Dashboard"): a little of
 * everything it counts happens first, by this suite's own members and names (three sign-ins, a
 * coupon template issued and one coupon redeemed at a counter, a badge event's claims, a session's
 * sign-ups and a check-in, chat messages, a hall visited, a paid order); then every chart shows it
 * in its data table (series names, their counts) and its period total, and the remaining-supply
 * table names the event with its counts. The server is shared with other suites, so totals are "at least ours".
 * The dashboard is looked at in the three languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_PATHS, OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { callAs, loginByApi, operator, setNickname } from '../support/api';
import { useBrowser } from '../support/browser';
import { buyPocket } from '../support/checkout';
import { consoleLanguage, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-dashboard');

const LOGIN = 'e2e-dashboard';
const PASSWORD = 'dashboard viewer password 1';
const PHONES = ['13655580021', '13655580022', '13655580023'] as const;
const BRAND = 'Dashboard Deli';
const COUPON = 'Dashboard soup voucher';
const SLUG = 'e2e-dashboard-lamp';
const EVENT = { 'zh-CN': '看板灯笼', 'zh-TW': '看板燈籠', 'en-US': 'Dashboard lamp' };
const SESSION = { 'zh-CN': '看板夜游', 'zh-TW': '看板夜遊', 'en-US': 'Dashboard walk' };

type Session = Record<string, string>;

/** A coupon template of the suite's own, issued to each member; the first one's coupon redeemed by the merchant. */
async function coupons([first, second, merchant]: Session[]) {
  const { templateId } = await operator<{ templateId: number }>(API_PATHS.adminCouponTemplates, {
    brandName: BRAND,
    couponName: COUPON,
    type: 'DECUCTION',
    discordValue: '8',
    useCondition: 'Any bowl',
    stock: 100,
    perUserLimit: 2,
    validDate: '2030.12.31',
    useRule: '<p>Show the code.</p>',
  });
  const { customerCouponIds } = await operator<{ customerCouponIds: string[] }>('/api/admin/coupons/issue', {
    templateId,
    userIds: [first!.may_user_id, second!.may_user_id, merchant!.may_user_id],
  });
  await operator(API_PATHS.adminMerchants, { userId: merchant!.may_user_id, brandName: BRAND });
  // The coupon routes of the original app answer their record inside a second `data`.
  const {
    data: { couponCode },
  } = await callAs<{ data: { couponCode: string } }>(API_PATHS.couponDetail, first!.may_uni_token!, {
    customerCouponId: customerCouponIds[0],
  });
  await callAs(API_PATHS.merchantRedeem, merchant!.may_uni_token!, { couponCode });
}

/** A badge event claimed in the app by two members; a session of it, both signed up, one checked in at the door. */
async function badgeAndSession([first, second, staff]: Session[]) {
  await operator('/api/admin/badges/events', {
    slug: SLUG,
    name: EVENT,
    story: EVENT,
    benefits: EVENT,
    artwork: '/images/pages/yuanxiao/badge.svg',
    supply: 10,
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    methods: ['app'],
  });
  for (const member of [first!, second!]) await callAs(API_PATHS.badgeClaim, member.may_uni_token!, { event: SLUG });
  const year = new Date().getFullYear() + 1;
  const { sessionId } = await operator<{ sessionId: number }>('/api/admin/events/sessions', {
    event: SLUG,
    title: SESSION,
    place: { 'zh-CN': '东门', 'zh-TW': '東門', 'en-US': 'East gate' },
    startsAt: `${year}-03-01T10:00:00.000Z`,
    endsAt: `${year}-03-01T12:00:00.000Z`,
    capacity: 20,
  });
  await operator('/api/admin/events/staff', { event: SLUG, userId: staff!.may_user_id });
  const [ticket] = await Promise.all(
    [first!, second!].map((m) => callAs<{ ticketCode: string }>(API_PATHS.eventReserve, m.may_uni_token!, { sessionId })),
  );
  await callAs(API_PATHS.staffTicketCheckIn, staff!.may_uni_token!, { ticketCode: ticket!.ticketCode });
}

/** Two messages in a chat between the first two members (the chat sends over its socket). */
async function messages([first, second]: Session[]) {
  await setNickname(first!, 'Dash Ding');
  await setNickname(second!, 'Dash Dong');
  const { page } = await b.phone({ storage: { ...first!, language: 'en-US' } });
  await page.goto('/chat');
  // The list's first load settles before "new chat" is pressed (a click mid-load can be lost).
  await page.waitForLoadState('networkidle');
  await page.getByTestId('chat-new').click();
  await page.getByTestId('people-search').fill('Dash Dong');
  await page.getByTestId('people-result').filter({ hasText: 'Dash Dong' }).click();
  await page.waitForURL(/\/chat\/\d+$/);
  for (const text of ['Soup at six?', 'Bring the lamp']) {
    await page.getByTestId('composer-input').fill(text);
    await page.getByTestId('composer-send').click();
    await expect.poll(() => page.getByTestId('message').filter({ hasText: text }).getAttribute('data-status')).toBe('sent');
  }
}

/** The first official hall entered (its visitor counted once a day); answers its English name. */
async function hallVisit(member: Session): Promise<string> {
  const list = await callAs<{ content: Array<{ id: string; name: string }> }>(
    '/api/v2/vr-rooms/exhibition-list',
    member.may_uni_token!,
  );
  const hall = list.content[0]!;
  await callAs(API_PATHS.vrExhibitionCheck.replace(':id', hall.id), member.may_uni_token!, {});
  return hall.name;
}

/** A paid order: the member buys the digital pocket through the WeChat Pay fake. */
async function paidOrder(member: Session) {
  await buyPocket(b, member);
}

const number = (text: string | null) => Number(text!.replace(/[^\d.]/g, ''));

/**
 * A chart's figures as its data table gives them (the table screen readers read in place of the
 * canvas: a row per day, a column per series): each series' name and its sum over the table's
 * days (whichever Beijing day the activity fell on), and the period's total from the panel's head.
 */
async function chart(page: Page, name: string) {
  const panel = page.getByTestId(`ops-chart-${name}`);
  const table = panel.getByTestId('ops-chart-data');
  await table.waitFor({ state: 'attached' });
  const labels = (await table.locator('thead th').allTextContents()).slice(1);
  const sums = labels.map(() => 0);
  for (const row of await table.locator('tbody tr').all()) {
    (await row.locator('td').allTextContents()).forEach((cell, i) => (sums[i]! += number(cell)));
  }
  const total = number(await page.getByTestId(`ops-total-${name}`).textContent());
  return { labels, count: Object.fromEntries(labels.map((label, i) => [label, sums[i]!])), total };
}

async function expectCharts(page: Page, hall: string) {
  const seen = async (name: string, label: string, atLeast: number) => {
    const { labels, count, total } = await chart(page, name);
    expect(labels, name).toContain(label);
    expect(count[label], `${name}: ${label}`).toBeGreaterThanOrEqual(atLeast);
    expect(total, name).toBeGreaterThanOrEqual(atLeast);
  };
  await seen('activeMembers', 'Active members', 3);
  await seen('logins', 'Phone', 3);
  // Only this suite's template, event and session carry these names: their counts are exact.
  const exact = async (name: string, label: string, value: number) => {
    expect((await chart(page, name)).count[label], `${name}: ${label}`).toBe(value);
  };
  await exact('couponsClaimed', COUPON, 3);
  await exact('couponsRedeemed', COUPON, 1);
  await exact('badgeClaims', EVENT['en-US'], 2);
  const sessionLabel = (await chart(page, 'eventSignUps')).labels.find((l) => l.startsWith(`${SESSION['en-US']} · `));
  // The session's start, 10:00 UTC, in Beijing time.
  expect(sessionLabel).toBe('Dashboard walk · 03-01 18:00');
  await exact('eventSignUps', sessionLabel!, 2);
  await exact('eventCheckIns', sessionLabel!, 1);
  await seen('messages', 'Messages', 2);
  await seen('hallVisitors', hall, 1);
  await seen('orders', 'Orders', 1);
  await seen('revenue', 'Revenue', 0.01);
  const supply = page.getByTestId('ops-badge-supply').locator('tr', { hasText: EVENT['en-US'] });
  expect(await supply.locator('td').allTextContents()).toEqual(['2 claimed', '8']);
}

describe('console dashboard', () => {
  it('shows each chart with the activity just made, in the three languages', async () => {
    const members: Session[] = [];
    for (const phone of PHONES) members.push(await loginByApi(phone));
    await coupons(members);
    await badgeAndSession(members);
    await messages(members);
    const hall = await hallVisit(members[0]!);
    await paidOrder(members[1]!);

    await operator(OPS_PATHS.operators, {
      login: LOGIN,
      display_name: 'Dashboard viewer',
      roles: ['events'],
      password: PASSWORD,
    });
    const page = await firstSignIn(b, 'dashboard', { login: LOGIN, password: PASSWORD });
    await page.getByTestId('ops-chart-logins').waitFor();
    await expectCharts(page, hall);
    await page.screenshot({ path: `${SHOTS}/ops-dashboard-en-US.png`, fullPage: true });

    for (const [locale, heading, phone] of [
      ['zh-CN', '每日活跃会员', '手机'],
      ['zh-TW', '每日活躍會員', '手機'],
    ] as const) {
      await consoleLanguage(page, locale);
      await expect.poll(() => page.getByTestId('ops-chart-activeMembers').locator('h2').textContent()).toBe(heading);
      // Series names come from the server in the request's language: the event's and the method's.
      await expect.poll(async () => (await chart(page, 'badgeClaims')).labels).toContain(EVENT[locale]);
      expect((await chart(page, 'logins')).labels.some((l) => l.includes(phone))).toBe(true);
      expect((await chart(page, 'eventSignUps')).count[`${SESSION[locale]} · 03-01 18:00`]).toBe(2);
      await page.screenshot({ path: `${SHOTS}/ops-dashboard-${locale}.png`, fullPage: true });
    }
  }, 150_000);
});
