/**
 * The console's Content section (docs/operator-console.md, "Content"): a draft leaves what members
 * see alone, publishing changes it (and the page shell's cached HTML), restoring publishes an old
 * version again; each write is audited in its transaction.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, type PageContent } from '@culture/protocol';
import { pages } from '../../db/seed/content/pages/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith, signIn } from '../../test/operators.js';

const t = await createTestApp();
await seedDemoContent(t.database.db);
const editor = await operatorWith(t, 'cleo', ['content']);
const session = await signIn(t, 'cleo');
const get = (url: string) => session.call({ method: 'GET', url });
const seeded = structuredClone(pages.find((p) => p.slug === 'pocket')!) as PageContent;
const path = (template: string, version?: number) => template.replace(':slug', 'pocket').replace(':version', String(version));
const memberTitle = async () =>
  (await t.get(`${API_PATHS.configurationResource}?name=pocket`, { headers: { language: 'EN' } })).json().data.title as string;
const withTitle = (title: string): PageContent => ({ ...seeded, title: { ...seeded.title, 'en-US': title } });

describe('content drafts, publishing and history', () => {
  it('lists pages a page at a time, by slug', async () => {
    const first = (await get(API_PATHS.adminContentPages)).json().data;
    expect(first.content.length).toBeGreaterThan(0);
    const slugs = first.content.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(slugs).toContain('pocket');
    if (first.next) {
      const second = (await get(`${API_PATHS.adminContentPages}?cursor=${first.next}`)).json().data;
      expect(second.content[0].slug > first.next).toBe(true);
    }
  });

  it('a saved draft changes nothing members see; the preview shows it', async () => {
    const before = await memberTitle();
    expect(before).toBe(seeded.title['en-US']);
    expect((await editor.post(path(API_PATHS.adminContentDraft), { page: withTitle('Draft title') })).statusCode).toBe(200);
    expect(await memberTitle()).toBe(before);
    const detail = (await get(path(API_PATHS.adminContentPage))).json().data;
    expect(detail.draft.title['en-US']).toBe('Draft title');
    expect(detail.published.title['en-US']).toBe(before);
    const preview = await get(`${path(API_PATHS.adminContentPreview)}?lang=en-US`);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.json().data.title).toBe('Draft title');
    const row = (await get(API_PATHS.adminContentPages)).json().data.content.find((p: { slug: string }) => p.slug === 'pocket');
    expect(row.hasDraft).toBe(true);
  });

  it('publishing shows members the draft,  and keeps the old page as version 1', async () => {
    const res = await editor.post(path(API_PATHS.adminContentPublish), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(2);
    expect(await memberTitle()).toBe('Draft title');
    expect((await get(path(API_PATHS.adminContentPage))).json().data.draft).toBeNull();
    const versions = (await get(path(API_PATHS.adminContentVersions))).json().data.content;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ publishedBy: 'cleo', restoredFrom: null });
  });

  it('publishing without a draft is refused with no audit row', async () => {
    const rows = (await auditRowsOf(t, 'content-page.publish')).length;
    expect((await editor.post(path(API_PATHS.adminContentPublish), {})).statusCode).toBe(400);
    expect(await auditRowsOf(t, 'content-page.publish')).toHaveLength(rows);
  });

  it('restoring publishes an old version again, as a new version', async () => {
    const res = await editor.post(path(API_PATHS.adminContentRestore, 1), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(3);
    expect(await memberTitle()).toBe(seeded.title['en-US']);
    const versions = (await get(path(API_PATHS.adminContentVersions))).json().data.content;
    expect(versions[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    expect((await editor.post(path(API_PATHS.adminContentRestore, 99), {})).statusCode).toBe(404);
  });

  it('audits saving, publishing and restoring with the operator and the page', async () => {
    const [draft] = await auditRowsOf(t, 'content-page.save-draft');
    expect(draft).toMatchObject({ actor: editor.actor, target: 'content-page:pocket', before: null });
    const [publish] = await auditRowsOf(t, 'content-page.publish');
    expect(publish).toMatchObject({ actor: editor.actor, target: 'content-page:pocket', after: { version: 2 } });
    const [restore] = await auditRowsOf(t, 'content-page.restore');
    expect(restore).toMatchObject({ target: 'content-page:pocket', after: { version: 3, restoredFrom: 1 } });
  });

  it('refuses a draft that renames the page or takes another page’s route', async () => {
    expect((await editor.post(path(API_PATHS.adminContentDraft), { page: { ...seeded, slug: 'nuo' } })).statusCode).toBe(400);
    const nuo = pages.find((p) => p.slug === 'nuo')!;
    expect((await editor.post(path(API_PATHS.adminContentDraft), { page: { ...seeded, route: nuo.route } })).statusCode).toBe(
      400,
    );
    expect((await editor.post('/api/admin/content/pages/nope/draft', { page: { ...seeded, slug: 'nope' } })).statusCode).toBe(
      404,
    );
  });
});
