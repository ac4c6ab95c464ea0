/** The avatar: official dresses, the chosen one, and one's own uploaded model (link, checks, serving). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS, WORLD_BUDGET } from '@culture/protocol';
import { makeGlb, makePointCloud } from '../../test/test-glb.js';
import { createWorldTestApp, publicWorld } from '../../test/world-test-app.js';
import { overBudget, textureBytes } from './model-check.js';

const { t, member, other } = await createWorldTestApp();

describe('dresses', () => {
  it('lists the official dresses and saves the chosen one to the account', async () => {
    const dresses = (await t.get(API_PATHS.dressesOfficial, { locale: 'zh-CN' })).json().data.content;
    expect(dresses.map((d: { id: string }) => d.id)).toEqual([
      'ink-blue',
      'pocket-embroidery',
      'nuo-mask',
      'lantern-night',
      'jade',
    ]);
    expect(dresses[0]).toMatchObject({ name: '墨蓝长衫', colors: { body: '#1f4e79', hat: '#a23b2a' } });
    expect(dresses[1].colors.hat).toBeNull();
    expect(fs.existsSync(path.join(publicWorld, dresses[0].thumbnail.slice(7)))).toBe(true);

    expect((await t.get(API_PATHS.me, { token: member.token })).json().data.vr_dress_id).toBeNull();
    const chosen = await t.post(API_PATHS.meDress, { dressId: 'jade' }, { token: member.token });
    expect(chosen.json().data).toEqual({ dressId: 'jade' });
    expect((await t.get(API_PATHS.me, { token: member.token })).json().data.vr_dress_id).toBe('jade');
    expect((await t.post(API_PATHS.meDress, { dressId: 'gold' }, { token: member.token })).json().code).toBe(40451);
    expect((await t.post(API_PATHS.meDress, { dressId: 'jade' }, { token: await t.guestToken() })).statusCode).toBe(401);
  });
});

describe('avatar model upload', () => {
  const link = async (token = member.token, id = member.userId) =>
    t.get(API_PATHS.vrModelUploadLink.replace(':id', id), { token });
  const put = (url: string, body: Buffer, contentType = 'model/gltf-binary') =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });

  it('accepts a valid model, serves it with a long cache and names it in /api/v2/me', async () => {
    const res = await link();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ method: 'PUT', contentType: 'model/gltf-binary', maxBytes: WORLD_BUDGET.maxFileBytes - 1 });
    expect(Date.parse(data.expiresAt) - t.clock.now()).toBe(600_000);
    const model = fs.readFileSync(
      path.join(
        publicWorld,
        fs.readdirSync(publicWorld).find((f) => f.startsWith('avatar.') && f.endsWith('.glb'))!,
      ),
    );
    const uploaded = await put(data.uploadUrl, model);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const result = uploaded.json().data;
    expect(result).toMatchObject({ bytes: model.length, materials: 5, textureBytes: 0 });
    expect(result.triangles).toBeGreaterThan(100);
    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('model/gltf-binary');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(model)).toBe(true);
    const me = async () => (await t.get(API_PATHS.me, { token: member.token })).json().data;
    // The new model is worn at once: no dress.
    expect(await me()).toMatchObject({ vr_user_model: result.url, vr_dress_id: null });
    // Back to an official dress: the model stays stored, and can be worn again without uploading.
    await t.post(API_PATHS.meDress, { dressId: 'jade' }, { token: member.token });
    expect(await me()).toMatchObject({ vr_user_model: result.url, vr_dress_id: 'jade' });
    const again = await t.post(API_PATHS.meDress, { dressId: null }, { token: member.token });
    expect(again.json().data).toEqual({ dressId: null });
    expect(await me()).toMatchObject({ vr_user_model: result.url, vr_dress_id: null });
  });

  it('wears one’s own model only when there is one', async () => {
    const none = await t.post(API_PATHS.meDress, { dressId: null }, { token: other.token });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe(40452);
    expect((await t.get(API_PATHS.me, { token: other.token })).json().data.vr_user_model).toBeNull();
  });

  it('refuses a broken model with the validator’s reason, and over-budget ones with the budget', async () => {
    const { uploadUrl } = (await link()).json().data;
    const broken = await put(uploadUrl, makeGlb().subarray(0, 100));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe(40050);
    expect(broken.json().details.model).toMatch(/glTF-Validator found 1 error\(s\): GLB_UNEXPECTED_END_OF_CHUNK_DATA/);
    expect((await put(uploadUrl, Buffer.from('not a model at all'), 'application/octet-stream')).json().details.model).toMatch(
      /not a binary glTF/,
    );
    // The budgets say which one and by how much (the app words it in the reader's language).
    expect((await put(uploadUrl, makeGlb({ triangles: 50_001 }))).json().details).toEqual({
      model: '50001 triangles; at most 50000 are allowed.',
      budget: 'triangles',
      found: '50001',
      limit: '50000',
    });
    expect((await put(uploadUrl, makeGlb({ materials: 26 }))).json().details).toEqual({
      model: '26 materials; at most 25 are allowed.',
      budget: 'materials',
      found: '26',
      limit: '25',
    });
    // A point cloud has no triangles: the vertex budget (POSITION counts of every primitive) refuses it.
    expect((await put(uploadUrl, makePointCloud(WORLD_BUDGET.maxVertices + 1))).json().details).toEqual({
      model: '150001 vertices; at most 150000 are allowed.',
      budget: 'vertices',
      found: '150001',
      limit: '150000',
    });
    // The validator's findings have no budget: only its own words.
    expect(broken.json().details.budget).toBeUndefined();
    expect((await put(uploadUrl, makeGlb({ triangles: 50_000, materials: 25 }))).statusCode).toBe(200);
    const cloud = await put(uploadUrl, makePointCloud(WORLD_BUDGET.maxVertices));
    expect(cloud.statusCode, cloud.body).toBe(200);
    expect(cloud.json().data).toMatchObject({ triangles: 0, vertices: WORLD_BUDGET.maxVertices });
    const tooBig = await put(uploadUrl, Buffer.alloc(WORLD_BUDGET.maxFileBytes));
    // The project's answer to an oversized body (refused while reading, before any checking).
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe(40003);
    expect(overBudget({ triangles: 1, vertices: 3, materials: 1, textureBytes: textureBytes(8192, 8192) })).toEqual({
      reason: '341 MiB of texture memory; at most 256 MiB are allowed.',
      budget: { kind: 'textureMemory', found: 341, limit: 256 },
    });
    expect(overBudget({ triangles: 1, vertices: 3, materials: 1, textureBytes: textureBytes(4096, 4096) * 2 })).toBeNull();
  });

  it('allows twenty uploads a member an hour', async () => {
    const uploader = await t.loginWithPhone('13800138103');
    const { uploadUrl } = (await link(uploader.token, uploader.userId)).json().data;
    for (let i = 0; i < 20; i++) expect((await put(uploadUrl, makeGlb({ triangles: i + 1 }))).statusCode).toBe(200);
    const refused = await put(uploadUrl, makeGlb());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(42901);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('links only to one’s own account, and the link ends after ten minutes or when tampered with', async () => {
    expect((await link(member.token, other.userId)).statusCode).toBe(403);
    expect((await link(await t.guestToken(), member.userId)).statusCode).toBe(401);
    const { uploadUrl } = (await link(other.token, other.userId)).json().data;
    const forged = uploadUrl.replace(`/${other.userId}.`, `/${member.userId}.`);
    expect((await put(forged, makeGlb())).json().code).toBe(40051);
    t.clock.advance(600_001);
    expect((await put(uploadUrl, makeGlb())).json().code).toBe(40051);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.vrUserModel.replace(':id', other.userId) })).json().code).toBe(
      40452,
    );
  });
});
