/**
 * The console's session list searched (docs/operator-console.md, "Badges and events"): `q` finds the
 * sessions whose title contains it in any language (case-insensitive, `%` and `_` literal) or the
 * session it is the id of, newest first a page at a time as without it, with the total of the
 * matches; bad searches are refused with a 400.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, EVENT_SESSIONS_ADMIN_PAGE_SIZE, type EventSessionAdminList } from '@culture/protocol';
import { eventSessions } from '../../db/schema.js';
import { expectSearchChecked } from '../../test/console-search.js';
import { createTestApp } from '../../test/helper.js';
import { operatorWith } from '../../test/operators.js';

const t = await createTestApp();
const doors = await operatorWith(t, 'quinn', ['events']);
const MADE = EVENT_SESSIONS_ADMIN_PAGE_SIZE + 5;
// Titles hold no digits, so that a session's id is in no title.
const letters = (i: number) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));
const at = new Date(t.clock.now() + 86_400_000);
const session = (title: Record<string, string>) => ({
  eventSlug: 'garden-tour',
  title,
  place: { 'zh-CN': '东门', 'zh-TW': '東門', 'en-US': 'East gate' },
  startsAt: at,
  endsAt: new Date(at.getTime() + 3_600_000),
  cancelUntil: at,
  capacity: 20,
});
const made = await t.database.db
  .insert(eventSessions)
  .values([
    ...Array.from({ length: MADE }, (_, i) =>
      session({
        'zh-CN': `夜游简体 ${letters(i)} 场`,
        'zh-TW': `夜遊繁體 ${letters(i)} 場`,
        'en-US': `Night walk ${letters(i)}`,
      }),
    ),
    session({ 'zh-CN': '特卖', 'zh-TW': '特賣', 'en-US': 'Sale at %_off' }),
  ])
  .returning({ id: eventSessions.id });
const ids = made.map((m) => m.id);
const sale = ids.at(-1)!;

const list = async (query: string) => {
  const res = await doors.get(`${API_PATHS.adminEventSessions}?${query}`);
  return { statusCode: res.statusCode, json: () => res.json(), data: res.json().data as EventSessionAdminList };
};
const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).data.content.map((s) => s.sessionId);

describe('searching the console session list', () => {
  it('finds a session by part of its title in each language, whatever the case', async () => {
    for (const q of ['夜游简体 ah 场', '夜遊繁體 ah 場', 'NIGHT WALK AH', '  Night walk ah  '])
      expect(await found(q), q).toEqual([ids[7]]);
  });

  it('finds a session by its id, not by part of it; an id past int4 finds nothing', async () => {
    expect(await found(String(ids[7]))).toEqual([ids[7]]);
    expect(await found('2147483648')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await found('%')).toEqual([sale]);
    expect(await found('_')).toEqual([sale]);
    expect(await found('t %_o')).toEqual([sale]);
    expect(await found('t _%o')).toEqual([]);
  });

  it('pages through the matches newest first with the search kept, the total counting the matches', async () => {
    const first = await list('q=night+walk');
    expect(first.data.total).toBe(MADE);
    expect(first.data.content).toHaveLength(EVENT_SESSIONS_ADMIN_PAGE_SIZE);
    expect(first.data.next).toBe(String(first.data.content.at(-1)!.sessionId));
    const second = await list(`q=night+walk&cursor=${first.data.next}`);
    expect(second.data.next).toBeNull();
    expect(second.data.total).toBe(MADE);
    const shown = [...first.data.content, ...second.data.content].map((s) => s.sessionId);
    expect(shown).toEqual(ids.slice(0, MADE).reverse());
  });

  it('refuses a control character or an over-long search with the validation 400', async () => {
    await expectSearchChecked(list);
  });
});
