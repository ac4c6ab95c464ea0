/**
 * The virtual world in a phone's browser (docs/decisions.md, "Virtual world on the web"), drawn by Chromium's software WebGL
 * (SwiftShader): from home into the list of halls and into a hall; the canvas shows the hall (real
 * pixels, not a blank frame); the joystick walks (the view changes); tapping a work on the wall
 * opens its card; leaving sends the unload, frees the GPU (the WebGL context is lost) and the
 * canvas is gone. Two members in two phones see each other: the second appears in the first one's
 * hall with their name, moves, talks, wears their own uploaded model, and is gone when they leave. A
 * member uploads their own model in the wardrobe (a refusal shows the check's reason; the model
 * stays worn after a reload; an official dress takes it off). Screenshots of the list, the hall, a
 * card and the wardrobe in three languages go to e2e/.artifacts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Exhibition, ExhibitionList } from '../../packages/protocol/src/api/world';
import { loginByApi, setNickname } from '../support/api';
import { useBrowser } from '../support/browser';
import { makeGlb, makePointCloud } from '../../apps/server/src/test/test-glb';
import {
  FIXED_RANDOM,
  changedShare,
  distinctColours,
  glbNodes,
  projectFromSpawn,
  uploadOwnModel,
  worldCall,
} from '../support/world';

const b = useBrowser({ webgl: true });
/**
 * Software WebGL draws every pixel on the CPU: the functional tests use a 1× screen (390×844
 * pixels) instead of the iPhone's 3× (the app draws at most 1.5×), which keeps them about as
 * cheap as the other browser tests on a busy 2-core machine. The screenshots keep the 3× screen.
 */
const ONE_X = { deviceScaleFactor: 1 };
const VIEW = { width: 390, height: 844 };

/** The official hall named `name` (English) and its detail. */
async function hallNamed(name: string): Promise<Exhibition> {
  const list = await worldCall<ExhibitionList>('/api/v2/vr-rooms/exhibition-list');
  const summary = list.content.find((room) => room.name === name);
  expect(summary, `a hall named ${name}`).toBeDefined();
  return worldCall<Exhibition>('/api/v3/vr-rooms/exhibition', { body: { id: summary!.id } });
}

/** Which work is nearest the middle of the screen at the spawn, and where it is drawn. */
async function workInView(hall: Exhibition) {
  const glb = Buffer.from(await (await fetch(`${b.baseUrl}${hall.template.scene}`)).arrayBuffer());
  const nodes = glbNodes(glb);
  const candidates = hall.works
    .map((work) => ({ work, at: projectFromSpawn(nodes, nodes.get(work.slot)!.position, VIEW.width, VIEW.height) }))
    .filter(({ at }) => at.depth > 0 && at.x > 40 && at.x < VIEW.width - 40 && at.y > 260 && at.y < 600)
    .sort((a, b) => Math.abs(a.at.x - VIEW.width / 2) - Math.abs(b.at.x - VIEW.width / 2));
  expect(candidates.length, 'a work in view from the spawn').toBeGreaterThan(0);
  return candidates[0]!;
}

/** Fixes the page's Math.random so the visitor appears where projectFromSpawn expects. */
const fixedRandom = (page: Page) => page.addInitScript((value) => (Math.random = () => value), FIXED_RANDOM);

const ready = (page: Page) => page.locator('[data-testid="world-room"][data-ready]').waitFor({ timeout: 45_000 });
const canvasShot = (page: Page) => page.locator('[data-testid="world-canvas"] canvas').screenshot({ scale: 'css' });

/** Holds the joystick pushed up and to the right for `ms`, as a thumb would (touch events). */
async function walk(page: Page, cdp: CDPSession, ms: number) {
  const box = (await page.getByTestId('joystick').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
  for (const i of [1, 2]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + i * 12, y: y - i * 28, id: 1 }] });
  }
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('the virtual world', () => {
  it('enter a hall from home, see it drawn, walk, open a work, leave with the canvas gone', async () => {
    const hall = await hallNamed('The 13 Nuo Masks');
    const target = await workInView(hall);
    const { page, context } = await b.phone({ storage: { language: 'en-US' }, ...ONE_X });
    await fixedRandom(page);

    await page.goto('/');
    await page.getByTestId('enter-world').click();
    await page.waitForURL('**/world');
    const card = page.getByTestId('room-card').filter({ hasText: 'The 13 Nuo Masks' });
    await card.click();
    await page.waitForURL((url) => url.pathname === '/world' && url.searchParams.get('room') === hall.id);
    await ready(page);
    expect(await page.getByTestId('room-name').textContent()).toBe('The 13 Nuo Masks');
    // A guest walks alone and is told why.
    await page.getByTestId('guest-notice').waitFor();

    // The frame is the hall, not a blank or single-colour canvas.
    const first = await canvasShot(page);
    expect(distinctColours(first)).toBeGreaterThan(40);

    // Tapping the work nearest the middle opens its card in the visitor's language.
    await page.touchscreen.tap(target.at.x, target.at.y);
    const exhibit = page.getByTestId('exhibit-card');
    await exhibit.waitFor();
    expect(await exhibit.getAttribute('data-slot')).toBe(target.work.slot);
    expect(await exhibit.locator('h2').textContent()).toBe(target.work.title);
    if (target.work.link) expect(await page.getByTestId('exhibit-card-link').getAttribute('href')).toBe(target.work.link);
    await page.getByTestId('exhibit-card-close').click();
    await exhibit.waitFor({ state: 'detached' });

    // The joystick walks: the view changes.
    const cdp = await context.newCDPSession(page);
    const before = await canvasShot(page);
    await walk(page, cdp, 1200);
    await expect.poll(async () => changedShare(before, await canvasShot(page))).toBeGreaterThan(0.1);

    // Leaving: back on the list, the canvas gone and its WebGL context released.
    const canvas = await page.locator('[data-testid="world-canvas"] canvas').elementHandle();
    await page.getByTestId('room-leave').click();
    await page.waitForURL((url) => url.pathname === '/world' && !url.search);
    await page.getByTestId('room-list').waitFor();
    expect(await page.locator('canvas').count()).toBe(0);
    expect(await page.getByTestId('world-room').count()).toBe(0);
    await expect
      .poll(() =>
        canvas!.evaluate((c: HTMLCanvasElement) => (c.getContext('webgl2') ?? c.getContext('webgl'))?.isContextLost() ?? true),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  // Two pages draw the hall on the CPU at once (software WebGL), each frame costing what a whole
  // one-page test step does: this test gets twice the browser suite's 60 s.
  it('two members in one hall see each other move, talk and leave', { timeout: 120_000 }, async () => {
    const hall = await hallNamed('Lanterns Under the Moon');
    const ada = await loginByApi('13700001601');
    const li = await loginByApi('13700001602');
    await setNickname(ada, '灯影阿梅');
    await setNickname(li, 'Moon Walker');
    const seen = { may_world_hint_seen: '1' };
    const { page: a } = await b.phone({ storage: { ...ada, ...seen, language: 'zh-CN' }, ...ONE_X });
    const { page: l } = await b.phone({ storage: { ...li, ...seen, language: 'en-US' }, ...ONE_X });

    // Li wears her own model (uploaded through the link, as the wardrobe does).
    await uploadOwnModel(li, makeGlb({ triangles: 12, materials: 2 }));

    await a.goto(`/world?room=${hall.id}`);
    await ready(a);
    await l.goto(`/world?room=${hall.id}`);
    await ready(l);

    // Each has the other's avatar in their hall, named, and both are counted. (They appear spread
    // around the entrance, so each may be beside or behind the other: in the scene, not necessarily
    // on screen.)
    const liOnAda = a.getByTestId('visitor-label').filter({ hasText: 'Moon Walker' });
    await liOnAda.waitFor({ state: 'attached' });
    await l.getByTestId('visitor-label').filter({ hasText: '灯影阿梅' }).waitFor({ state: 'attached' });
    await expect.poll(() => a.getByTestId('room-count').textContent()).toBe('2 人在场');
    // Ada's hall draws Li in her own model (loaded from our user-model path); Ada wears the default.
    await expect.poll(() => liOnAda.getAttribute('data-avatar')).toBe('own');
    expect(await l.getByTestId('visitor-label').filter({ hasText: '灯影阿梅' }).getAttribute('data-avatar')).toBe('default');

    // Li walks (keys, as on a desktop): her avatar moves in Ada's hall (its label follows its
    // projected position; drei's Html puts the label in a centring div inside the element it moves).
    const where = () => liOnAda.evaluate((el) => el.parentElement?.parentElement?.style.transform ?? '');
    const from = await where();
    await l.keyboard.down('KeyW');
    await l.waitForTimeout(1500);
    await l.keyboard.up('KeyW');
    await expect.poll(where).not.toBe(from);

    // Li talks to the hall: Ada reads it in the lines and above Li's head.
    await l.getByTestId('open-talk').click();
    await l.getByTestId('talk-input').fill('Hello from the lanterns!');
    await l.getByTestId('talk-send').click();
    await expect.poll(() => a.getByTestId('room-line').last().textContent()).toBe('Moon Walker Hello from the lanterns!');
    await expect.poll(() => liOnAda.textContent()).toContain('Hello from the lanterns!');
    await expect.poll(() => l.getByTestId('room-line').last().textContent()).toBe('You Hello from the lanterns!');

    // Li changes clothes: saved to her account.
    await l.getByTestId('open-wardrobe').click();
    await l.locator('[data-testid="dress-option"][data-dress-id="jade"]').click();
    await expect.poll(() => l.getByTestId('dress-note').textContent()).toBe('Saved to your account.');
    const me = await worldCall<{ vr_dress_id: string | null }>('/api/v2/me', { token: li.may_uni_token });
    expect(me.vr_dress_id).toBe('jade');
    // Ada's hall dresses Li in the official outfit instead of her model.
    await expect.poll(() => liOnAda.getAttribute('data-avatar')).toBe('default');
    await l.keyboard.press('Escape');

    // Li leaves (the unload): she is gone from Ada's hall.
    await l.getByTestId('room-leave').click();
    await liOnAda.waitFor({ state: 'detached' });
    await expect.poll(() => a.getByTestId('room-count').textContent()).toBe('1 人在场');
  });
});

describe('one’s own avatar model', () => {
  it('uploads in the wardrobe: refused with the check’s reason, then worn, kept after a reload, and taken off', async () => {
    const hall = await hallNamed('The 13 Nuo Masks');
    const member = await loginByApi('13700001620');
    const { page } = await b.phone({
      storage: { ...member, may_world_hint_seen: '1', language: 'en-US' },
      ...ONE_X,
      // The browser reports the refused upload's 400 itself.
      allowErrors: [/status of 400 .*\/api\/v3\/me\/vr-user-model-uploads\//],
    });
    await page.goto(`/world?room=${hall.id}`);
    await ready(page);
    await page.getByTestId('open-wardrobe').click();
    const own = page.getByTestId('own-model');
    expect(await own.textContent()).toContain('A .glb file under 16 MB, with at most 50,000 triangles, 25 materials');
    expect(await page.getByTestId('own-model-wear').count()).toBe(0);

    // A broken file: the lead sentence in the reader's language, then what glTF-Validator found.
    const file = page.getByTestId('own-model-file');
    await file.setInputFiles({ name: 'broken.glb', mimeType: 'model/gltf-binary', buffer: makeGlb().subarray(0, 100) });
    const refused = page.getByTestId('own-model-refused');
    await refused.waitFor();
    expect(await refused.locator('p').first().textContent()).toBe(
      'This model cannot be used. What the glTF check found (in English):',
    );
    expect(await page.getByTestId('own-model-reason').textContent()).toMatch(/^glTF-Validator found 1 error\(s\): GLB_/);

    // Over a budget: said whole in the reader's language, with the figures.
    await file.setInputFiles({ name: 'dense.glb', mimeType: 'model/gltf-binary', buffer: makeGlb({ triangles: 50_001 }) });
    await expect
      .poll(() => refused.textContent())
      .toBe('This model has 50,001 triangles; at most 50,000 are allowed. Simplify it and upload it again.');
    expect(await page.getByTestId('own-model-reason').count()).toBe(0);
    // A point cloud has no triangles: its vertices are what is over.
    await file.setInputFiles({ name: 'cloud.glb', mimeType: 'model/gltf-binary', buffer: makePointCloud(150_001) });
    await expect
      .poll(() => refused.textContent())
      .toBe(
        'This model has 150,001 vertices (points and lines count too); at most 150,000 are allowed. Simplify it and upload it again.',
      );

    // A good one: worn at once and saved.
    await file.setInputFiles({ name: 'me.glb', mimeType: 'model/gltf-binary', buffer: makeGlb({ triangles: 4 }) });
    await expect.poll(() => page.getByTestId('own-model-wear').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('dress-note').textContent()).toBe(
      'You are wearing your own model now. Everyone in the hall sees it.',
    );
    expect(await refused.count()).toBe(0);
    const me = () =>
      worldCall<{ vr_dress_id: string | null; vr_user_model: string | null }>('/api/v2/me', { token: member.may_uni_token });
    expect(await me()).toMatchObject({ vr_dress_id: null, vr_user_model: expect.stringMatching(/^\/api\/v3\/vr-user-models\//) });

    // Still worn after a reload.
    await page.reload();
    await ready(page);
    await page.getByTestId('open-wardrobe').click();
    await expect.poll(() => page.getByTestId('own-model-wear').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-testid="dress-option"][aria-pressed="true"]').count()).toBe(0);

    // Back to an official dress, then the model again without uploading.
    await page.locator('[data-testid="dress-option"][data-dress-id="jade"]').click();
    await expect.poll(() => page.getByTestId('dress-note').textContent()).toBe('Saved to your account.');
    expect(await page.getByTestId('own-model-wear').getAttribute('aria-pressed')).toBe('false');
    expect((await me()).vr_dress_id).toBe('jade');
    await page.getByTestId('own-model-wear').click();
    await expect.poll(async () => (await me()).vr_dress_id).toBeNull();
    expect(await page.getByTestId('own-model-wear').getAttribute('aria-pressed')).toBe('true');
  });

  it('tells a guest that logging in enables it', async () => {
    const hall = await hallNamed('The 13 Nuo Masks');
    const { page } = await b.phone({ storage: { may_world_hint_seen: '1', language: 'en-US' }, ...ONE_X });
    await page.goto(`/world?room=${hall.id}`);
    await ready(page);
    await page.getByTestId('open-wardrobe').click();
    expect(await page.getByTestId('own-model-guest').textContent()).toContain('Log in to use your own model (.glb).');
    expect(await page.getByTestId('own-model-file').count()).toBe(0);
  });
});

describe('world screenshots', () => {
  it.each(['en-US', 'zh-CN', 'zh-TW'])('of the list, a hall, a card and the wardrobe in %s', async (language) => {
    const hall = await hallNamed('The Embroidered Pocket Hall');
    const target = await workInView(hall);
    const member = await loginByApi(`137000016${{ 'en-US': '10', 'zh-CN': '11', 'zh-TW': '12' }[language]}`);
    const { page } = await b.phone({ storage: { ...member, language } });
    await fixedRandom(page);
    const dir = path.resolve(import.meta.dirname, '../.artifacts');
    fs.mkdirSync(dir, { recursive: true });
    const shot = async (name: string) => {
      const file = path.join(dir, `world-${name}-${language}.png`);
      await page.screenshot({ path: file });
      expect(fs.statSync(file).size).toBeGreaterThan(10_000);
    };

    await page.goto('/world');
    await page.getByTestId('room-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('list');
    await page.goto(`/world?room=${hall.id}`);
    await ready(page);
    await shot('hall');
    await page.touchscreen.tap(target.at.x, target.at.y);
    await page.getByTestId('exhibit-card').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('card');
    await page.getByTestId('exhibit-card-close').click();
    await page.getByTestId('open-wardrobe').click();
    await page.getByTestId('dress-option').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('wardrobe');
  });
});
