/** Claim-code attempts are limited per account (BADGE_CODE_CLAIMS_PER_USER per 10 minutes): 429 with Retry-After. */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';

const ADMIN = 'badge-admin-token-0123456789abcdef';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN, BADGE_CODE_CLAIMS_PER_USER: '5' } });
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });

async function admin(url: string, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('claim codes per account', () => {
  it('are limited, with Retry-After in the reader’s language; others are unaffected; the window reopens', async () => {
    await admin(API_PATHS.adminBadgeEvents, {
      slug: 'code-limit',
      name: texts('Badge'),
      story: texts('Story'),
      benefits: texts('Benefit'),
      artwork: '/images/pages/yuanxiao/badge.svg',
      supply: 5,
      opensAt: new Date(t.clock.now() - 3_600_000).toISOString(),
      closesAt: new Date(t.clock.now() + 24 * 3_600_000).toISOString(),
      methods: ['code'],
    });
    const { codes } = (await admin(API_PATHS.adminBadgeClaimCodes, { event: 'code-limit', count: 2 })) as { codes: string[] };
    const guesser = await t.loginWithPhone('13800190001');
    const other = await t.loginWithPhone('13800190002');
    const guess = (token: string, code = 'ABCD-EFGH-JKMN-PQRS', locale?: 'zh-CN') =>
      t.post(API_PATHS.badgeClaimCode, { code }, { token, locale });

    for (let i = 0; i < 5; i++) expect((await guess(guesser.token)).json().code).toBe(40013);
    const limited = await guess(guesser.token, codes[0], 'zh-CN');
    expect([limited.statusCode, limited.json().code, Number(limited.headers['retry-after']) > 0]).toEqual([429, 42901, true]);
    expect(limited.json().errmsg).toMatch(/[\u4e00-\u9fff]/);
    // The refused attempt used nothing: another account claims with a code at once.
    expect((await guess(other.token, codes[1])).statusCode).toBe(200);

    t.clock.advance(10 * 60_000 + 1000);
    expect((await guess(guesser.token, codes[0])).statusCode).toBe(200);
  });
});
