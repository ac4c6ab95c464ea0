import { describe, expect, it } from 'vitest';
import type { PageContent } from '@culture/protocol';
import { pathLabel, textFields, withText } from './content-fields';

const L = (text: string) => ({ 'zh-CN': `${text}-cn`, 'zh-TW': `${text}-tw`, 'en-US': text });
const page = {
  slug: 'p',
  route: '/p',
  kind: 'project',
  trending: false,
  sortOrder: 0,
  title: L('Title'),
  subtitle: L('Sub'),
  summary: L('Summary'),
  hero: { image: '/images/a.png', alt: L('Alt') },
  cover: '/images/b.png',
  sections: [{ id: 's', kind: 'text', title: L('Section'), body: [L('One'), L('Two')] }],
  actions: [{ id: 'a', kind: 'link', label: L('Go'), opensSoon: false }],
} as PageContent;

describe('page text fields', () => {
  it('finds every per-language text with its path, in document order', () => {
    expect(textFields(page).map((f) => f.path.join('.'))).toEqual([
      'title',
      'subtitle',
      'summary',
      'hero.alt',
      'sections.0.title',
      'sections.0.body.0',
      'sections.0.body.1',
      'actions.0.label',
    ]);
  });

  it('replaces one language of one text and leaves the rest, and the original, alone', () => {
    const changed = withText(page, ['sections', 0, 'body', 1], 'zh-TW', '二');
    expect(changed.sections[0]).toMatchObject({ body: [L('One'), { ...L('Two'), 'zh-TW': '二' }] });
    expect(changed.title).toEqual(page.title);
    expect(page.sections[0]).toMatchObject({ body: [L('One'), L('Two')] });
  });

  it('labels a path with names and 1-based positions', () => {
    expect(pathLabel(['sections', 0, 'body', 1], { sections: 'Section', body: 'Paragraph' })).toBe('Section · 1 · Paragraph · 2');
  });
});
