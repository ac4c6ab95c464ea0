/**
 * The app the world tests run against: demo content seeded (the three official halls), an
 * operator token, a visitor cap of 2 so room copies fill quickly, two logged-in members, and the
 * operator's exhibition draft. One copy for every world test file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@culture/protocol';
import { seedDemoContent } from '../db/seed/seed.js';
import { createTestApp, type TestApp } from './helper.js';

export const WORLD_ADMIN = 'world-admin-token-0123456789abcdef';
export const WORLD_CAP = 2;
/** The web app's public/world directory (the built assets the catalogue names). */
export const publicWorld = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/world');

/** A text in the three languages. */
export const L = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });

/** An operator's exhibition: two works on the hall template. */
export const draft = {
  name: L('Paper cuts 100%'),
  summary: L('Red paper, sharp scissors.'),
  cover: '/images/pages/joyful/papercut.svg',
  templateId: 'hall',
  works: [
    {
      slot: 'slot-01',
      kind: 'image',
      title: L('Window flower'),
      body: L('Cut for the new year.'),
      image: '/images/pages/joyful/papercut.svg',
      link: '/joyful',
    },
    { slot: 'slot-02', kind: 'text', title: L('How'), body: L('Fold, cut, unfold.') },
  ],
};

export async function createWorldTestApp() {
  const t: TestApp = await createTestApp({ env: { ADMIN_TOKEN: WORLD_ADMIN, WORLD_VISITOR_CAP: String(WORLD_CAP) } });
  await seedDemoContent(t.database.db);
  const member = await t.loginWithPhone('13800138101');
  const other = await t.loginWithPhone('13800138102');

  /** POSTs a plain JSON body to the operator API. */
  async function admin(url: string, body: unknown) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${WORLD_ADMIN}` },
      payload: JSON.stringify(body),
    });
  }

  /** The room list's data, for a visitor (or the token's member), in a language, at a cursor. */
  const list = async (opts: { token?: string; locale?: 'zh-CN' | 'zh-TW' | 'en-US'; cursor?: string } = {}) =>
    (await t.get(`${API_PATHS.vrExhibitionList}${opts.cursor ? `?cursor=${opts.cursor}` : ''}`, opts)).json().data;

  return { t, member, other, admin, list };
}
