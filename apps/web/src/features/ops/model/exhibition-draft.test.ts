import { describe, expect, it } from 'vitest';
import type { AdminExhibition } from '@culture/protocol';
import { bodyOf, draftOf, emptyExhibition, emptyWork, moveWork, slotOf } from './exhibition-draft';

const L = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });

describe('the exhibition form', () => {
  it('hangs works on slots in their order, and a move changes the slots', () => {
    const a = { ...emptyWork(), title: L('A'), image: '/images/a.svg' };
    const b = { ...emptyWork(), kind: 'text' as const, title: L('B') };
    const draft = { ...emptyExhibition(), name: L('Room'), cover: ' /images/c.svg ', works: [a, b] };
    expect(bodyOf(draft).works.map((w) => [w.slot, w.title['en-US']])).toEqual([
      ['slot-01', 'A'],
      ['slot-02', 'B'],
    ]);
    const moved = { ...draft, works: moveWork(draft.works, 1, -1) };
    expect(bodyOf(moved).works.map((w) => [w.slot, w.title['en-US']])).toEqual([
      ['slot-01', 'B'],
      ['slot-02', 'A'],
    ]);
    expect(moveWork(draft.works, 0, -1)).toEqual(draft.works);
    expect(bodyOf(draft).cover).toBe('/images/c.svg');
    // Empty optional fields travel as null.
    expect(bodyOf(draft).works[1]).toMatchObject({ image: null, video: null, link: null });
    expect(slotOf(9)).toBe('slot-10');
  });

  it('reads an exhibition back in slot order', () => {
    const exhibition: AdminExhibition = {
      id: '7',
      name: L('Room'),
      summary: L('S'),
      cover: '/images/c.svg',
      templateId: 'hall',
      publishedAt: null,
      works: [
        { slot: 'slot-02', kind: 'text', title: L('Second'), body: L(''), image: null, video: null, link: null },
        { slot: 'slot-01', kind: 'image', title: L('First'), body: L(''), image: '/images/a.svg', video: null, link: '/joyful' },
      ],
    };
    const draft = draftOf(exhibition);
    expect(draft.works.map((w) => w.title['en-US'])).toEqual(['First', 'Second']);
    expect(draft.works[0]).toMatchObject({ image: '/images/a.svg', video: '', link: '/joyful' });
    expect(bodyOf(draft).works[0]).toMatchObject({ slot: 'slot-01', image: '/images/a.svg', link: '/joyful' });
  });
});
