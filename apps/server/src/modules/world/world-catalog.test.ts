/** The template version and resource list (spec §4) and the world settings ("rbu"). */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS, VR_ROOM_TEMPLATE_RESOURCE, WORLD_BUDGET } from '@culture/protocol';
import { createWorldTestApp, publicWorld, WORLD_CAP } from '../../test/world-test-app.js';

const { t } = await createWorldTestApp();

describe('template version and resource list (spec §4)', () => {
  it('answers the version beside the pages and the files by resourceNames, every file on disk with its hash', async () => {
    const resources = (await t.get(API_PATHS.configurationResources)).json().data;
    expect(resources.pages.length).toBeGreaterThan(0);
    const version = resources.versions[VR_ROOM_TEMPLATE_RESOURCE];
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    const res = await t.get(`${API_PATHS.configurationResource}?resourceNames=${VR_ROOM_TEMPLATE_RESOURCE}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ resourceName: VR_ROOM_TEMPLATE_RESOURCE, version });
    expect(data.resources.map((r: { kind: string }) => r.kind)).toEqual(
      expect.arrayContaining(['scene', 'avatar', 'texture', 'thumbnail']),
    );
    for (const resource of data.resources) {
      const bytes = fs.readFileSync(path.join(publicWorld, resource.url.slice('/world/'.length)));
      expect(bytes.length, resource.url).toBe(resource.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), resource.url).toBe(resource.sha256);
      expect(resource.url).toContain(resource.sha256.slice(0, 16));
    }
    // Pages still answer by name; both or neither is refused.
    expect((await t.get(`${API_PATHS.configurationResource}?name=nuo`)).json().data.route).toBe('/nuo');
    expect((await t.get(`${API_PATHS.configurationResource}?name=nuo&resourceNames=vr_room_template`)).statusCode).toBe(400);
    expect((await t.get(API_PATHS.configurationResource)).statusCode).toBe(400);
    expect((await t.get(`${API_PATHS.configurationResource}?resourceNames=other`)).statusCode).toBe(400);
  });

  it('answers world settings ("rbu") for the client to start with', async () => {
    const res = await t.get(API_PATHS.vrSettings);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.json().data).toMatchObject({
      assetBaseUrl: '/world/',
      templateVersion: (await t.get(API_PATHS.configurationResources)).json().data.versions.vr_room_template,
      avatar: {
        url: expect.stringMatching(/^\/world\/avatar\.[0-9a-f]{16}\.glb$/),
        parts: ['skin', 'body', 'trim', 'legs', 'hat'],
      },
      visitorCap: WORLD_CAP,
      positionUpdatesPerSecond: 10,
      modelUpload: {
        maxBytes: WORLD_BUDGET.maxFileBytes - 1,
        maxTriangles: 50_000,
        maxMaterials: 25,
        maxTextureBytes: 256 * 2 ** 20,
      },
    });
  });
});
