import { describe, expect, it } from 'vitest';
import { couponClaimRequestSchema, couponListQuerySchema, couponTemplateCreateSchema } from './coupons.js';
import { profileUpdateSchema, saveUserSchema } from './me.js';
import {
  cleanDisplayName,
  decodeListCursor,
  encodeListCursor,
  idSchema,
  int4IdSchema,
  MAX_CURSOR_TIME,
  multilineText,
  plainText,
} from './primitives.js';

const cursorOf = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('plainText', () => {
  it.each(['\u0000', 'a\u0000b', '\u0001', '\t', '\n', '\u007f', '\u0085', '\u009f', '\ud800', 'x\udc00', '\udc00\ud800'])(
    'refuses %j',
    (value) => {
      expect(plainText().safeParse(value).success).toBe(false);
    },
  );

  it.each(['Lantern', '绣娘小荷', '燈會 🏮', '👩‍👩‍👧', 'é'])('accepts %s', (value) => {
    expect(plainText().safeParse(value).success).toBe(true);
  });

  it('lets multi-line text keep its line breaks but nothing else', () => {
    expect(multilineText().safeParse('<p>one</p>\r\n<p>two</p>\t').success).toBe(true);
    expect(multilineText().safeParse('one\u0000two').success).toBe(false);
    expect(multilineText().safeParse('one\u001btwo').success).toBe(false);
  });
});

describe('ids', () => {
  it('takes bigint ids 1..2^63-1 only', () => {
    expect(idSchema.safeParse('1').success).toBe(true);
    expect(idSchema.safeParse('9223372036854775807').success).toBe(true);
    for (const bad of ['0', '-1', '01', '9223372036854775808', '99999999999999999999', '1e3', ' 1', '1\u0000'])
      expect(idSchema.safeParse(bad).success).toBe(false);
  });

  it('takes int4 ids 1..2^31-1 only, as the claim call does', () => {
    expect(int4IdSchema.safeParse(2 ** 31 - 1).success).toBe(true);
    for (const bad of [0, -1, 2 ** 31, 2 ** 63, 1.5, Infinity, Number.NaN, '1'])
      expect(int4IdSchema.safeParse(bad).success).toBe(false);
    expect(couponClaimRequestSchema.safeParse({ templateId: 2 ** 31 }).success).toBe(false);
  });
});

describe('list cursors', () => {
  it('round-trips a position', () => {
    const position = { at: new Date('2026-11-21T08:00:00.123Z'), id: 123456789012345678n };
    expect(decodeListCursor(encodeListCursor(position))).toEqual(position);
    expect(encodeListCursor(position)).toBe(Buffer.from(`${position.at.getTime()}:${position.id}`).toString('base64url'));
  });

  it.each([
    ['past year 9999', cursorOf(`${Date.UTC(10000, 0, 1)}:1`)],
    ['one millisecond past the last instant', cursorOf(`${MAX_CURSOR_TIME + 1}:1`)],
    ['an id past bigint', cursorOf(`0:9223372036854775808`)],
    ['id zero', cursorOf(`0:0`)],
    ['a negative time', cursorOf(`-1:1`)],
    ['no position at all', cursorOf('hello')],
    ['characters outside base64url', '%%%'],
    ['NUL', cursorOf('1\u0000:1')],
    ['an overlong cursor', 'A'.repeat(400)],
  ])('refuses a cursor %s', (_label, cursor) => {
    expect(couponListQuerySchema.safeParse({ cursor }).success).toBe(false);
  });

  it('accepts the last representable instant', () => {
    expect(couponListQuerySchema.safeParse({ cursor: cursorOf(`${MAX_CURSOR_TIME}:9223372036854775807`) }).success).toBe(true);
  });
});

describe('request schemas refuse what the database cannot store', () => {
  const template = { brandName: 'B', couponName: 'C', type: 'EXCHANGE', discordValue: '1', validDate: '2027.12.31', stock: 1 };

  it('takes a usage rule with line breaks, never a NUL in any field', () => {
    expect(couponTemplateCreateSchema.safeParse({ ...template, useRule: '<p>a</p>\n<p>b</p>' }).success).toBe(true);
    for (const field of ['brandName', 'couponName', 'discordValue', 'useCondition', 'useRule']) {
      expect(couponTemplateCreateSchema.safeParse({ ...template, [field]: 'x\u0000' }).success).toBe(false);
    }
  });

  it.each(['0000.01.01', '1999.12.31', '2026.02.30'])('refuses the valid date %s', (validDate) => {
    expect(couponTemplateCreateSchema.safeParse({ ...template, validDate }).success).toBe(false);
  });

  it('refuses a NUL openId', () => {
    expect(saveUserSchema.safeParse({ openId: 'o-\u0000' }).success).toBe(false);
  });
});

describe('nicknames', () => {
  it.each([
    ['bidi overrides and isolates', '\u202eAdmin\u202c \u2066x\u2069', 'Admin x'],
    ['directional marks', '\u200eLan\u200ftern\u061c', 'Lantern'],
    ['control characters', 'Lan\u0000tern\u0007', 'Lantern'],
    ['line breaks (as spaces)', 'Lan\ntern', 'Lan tern'],
    ['surrounding space', '  绣娘小荷 ', '绣娘小荷'],
  ])('strips %s', (_label, nickname, expected) => {
    expect(cleanDisplayName(nickname)).toBe(expected);
    expect(profileUpdateSchema.parse({ nickname }).nickname).toBe(expected);
  });

  it('keeps emoji and CJK, counting an emoji once', () => {
    const nickname = '🏮'.repeat(24);
    expect(profileUpdateSchema.parse({ nickname }).nickname).toBe(nickname);
    expect(profileUpdateSchema.parse({ nickname: '燈會👩‍👩‍👧' }).nickname).toBe('燈會👩‍👩‍👧');
    expect(profileUpdateSchema.safeParse({ nickname: '🏮'.repeat(25) }).success).toBe(false);
  });

  it('refuses a name that is empty once cleaned', () => {
    expect(profileUpdateSchema.safeParse({ nickname: '\u202e\u0000 \u200f' }).success).toBe(false);
  });
});
