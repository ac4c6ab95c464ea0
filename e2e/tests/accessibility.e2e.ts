/**
 * Everyone can read and use every page (WCAG 2.1 AA): axe-core, run inside the page, finds no
 * serious or critical violation on any route of the spec (§2) nor on /world, as a guest, in the
 * three languages; every tap target of the main UI is at least 44×44 px (axe's own target-size
 * rule stops at 24 px); and the 3D hall's name and visitor count stay readable over any ceiling.
 */
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, routePath } from '../../packages/protocol/src/routes';
import { worldCall } from '../support/world';
import type { Exhibition, ExhibitionList } from '../../packages/protocol/src/api/world';
import { axeFindings, axeSource, smallTapTargets } from '../support/axe';
import { useBrowser } from '../support/browser';

const b = useBrowser({ webgl: true });

/** Spec §2's pages with a real id from the seeded demo content, and the world's hall list. */
const SPEC_ROUTES = [
  APP_ROUTES.home,
  APP_ROUTES.equity,
  APP_ROUTES.my,
  APP_ROUTES.myMedal,
  APP_ROUTES.medal,
  routePath(APP_ROUTES.brandEquityDetail, { id: 1 }),
  APP_ROUTES.myTicket,
  routePath(APP_ROUTES.ticketDetail, { id: 1 }),
  APP_ROUTES.mobilePage,
  APP_ROUTES.pocket,
  APP_ROUTES.nuo,
  APP_ROUTES.userAgreement,
  APP_ROUTES.privacy,
  APP_ROUTES.panmen,
  APP_ROUTES.haochatongle,
  APP_ROUTES.howbottle,
  APP_ROUTES.howbottlenfc,
  APP_ROUTES.yuanXiao,
  APP_ROUTES.youTing,
  APP_ROUTES.clockIn,
  APP_ROUTES.nfc,
  APP_ROUTES.joyful,
  APP_ROUTES.gloriousstore,
  APP_ROUTES.world,
];
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'];

describe('accessibility', () => {
  it.each(LANGUAGES)(
    'no serious or critical axe violation and no tap target under 44 px on any route in %s (guest)',
    async (language) => {
      const { page, context } = await b.phone({ storage: { language, may_world_hint_seen: '1' } });
      // An init script, not a <script> tag: the app's CSP allows no inline script (docs/security.md).
      await context.addInitScript({ content: axeSource });
      const report: string[] = [];
      let count = 0;
      const small: string[] = [];
      for (const route of SPEC_ROUTES) {
        await page.goto(route);
        const findings = await axeFindings(page);
        for (const f of findings) {
          count += f.nodes.length;
          for (const n of f.nodes) report.push(`${route} ${f.id} (${f.impact}) ${n.target}: ${n.summary || f.help}`);
        }
        for (const s of await smallTapTargets(page)) small.push(`${route} ${s}`);
      }
      console.log(`[axe] ${language}: ${count} serious or critical violations, ${small.length} tap targets under 44 px`);
      expect(report, `axe violations in ${language}`).toEqual([]);
      expect(small, `tap targets under 44 px in ${language}`).toEqual([]);
    },
    180_000,
  );

  it('keeps the hall name and visitor count readable over any ceiling, and lists the works', async () => {
    const list = await worldCall<ExhibitionList>('/api/v2/vr-rooms/exhibition-list');
    const hall = await worldCall<Exhibition>('/api/v3/vr-rooms/exhibition', { body: { id: list.content[0]!.id } });
    const { page } = await b.phone({ storage: { language: 'en-US', may_world_hint_seen: '1' } });
    await page.goto(`/world?room=${hall.id}`);
    await page.locator('[data-testid="world-room"][data-ready]').waitFor({ timeout: 45_000 });
    // The header's own backing, laid over the lightest ceiling (white), against its text colour.
    const ratios = await page.evaluate(() => {
      const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, bl]: number[]) => {
        const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(bl!);
      };
      /** The backgrounds from the text up to the room, composited over white. */
      const backdrop = (el: Element) => {
        const layers: number[][] = [];
        for (let at: Element | null = el; at && !at.matches('[data-testid="world-room"]'); at = at.parentElement) {
          layers.push(channels(getComputedStyle(at).backgroundColor));
        }
        let rgb = [255, 255, 255];
        for (const [r, g, bl, a = 1] of layers.reverse()) {
          if (a === 0 || r === undefined) continue;
          rgb = [r * a + rgb[0]! * (1 - a), g! * a + rgb[1]! * (1 - a), bl! * a + rgb[2]! * (1 - a)];
        }
        return rgb;
      };
      return ['room-name', 'room-count'].map((id) => {
        const el = document.querySelector(`[data-testid="${id}"]`)!;
        const [fg, bg] = [luminance(channels(getComputedStyle(el).color)), luminance(backdrop(el))];
        return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      });
    });
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
    // The works as a list: a real button, reached by the keyboard, opening a list of buttons.
    await page.getByRole('button', { name: 'Works in this hall' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('works-item').count()).toBe(hall.works.length);
    expect(await smallTapTargets(page)).toEqual([]);
  });
});
