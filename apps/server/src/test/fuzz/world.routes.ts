/** The virtual world: exhibitions, dresses, the check call and model uploads: the routes the fuzz suite walks. */
import { expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { glb } from '../test-glb.js';
import { type AreaRoutes, cursors, expectEnvelope, expectRefused, type FuzzWorld, rawText } from './helper.js';

/** The check call takes its id in the path and has no body. */
const checkValues = rawText;
/** The model upload takes raw bytes under a token in the path. */
const uploadBodies: Record<string, Buffer> = {
  empty: Buffer.alloc(0),
  'NUL bytes': Buffer.alloc(64),
  'glTF magic, then nothing': Buffer.from('glTF'),
  'glTF header claiming 4 GiB': Buffer.concat([Buffer.from('glTF'), Buffer.from([2, 0, 0, 0, 255, 255, 255, 255])]),
  'JSON instead of GLB': Buffer.from('{"asset":{"version":"2.0"}}'),
  'huge string': Buffer.from('x'.repeat(100_000)),
};
/**
 * GLB files whose JSON lies about its geometry, for the header read before the validator
 * (glb-geometry.ts). Sent as model/gltf-binary only: every one counts against the member's
 * twenty uploads an hour, and the bodies above use twelve.
 */
const declaringBodies: Record<string, Buffer> = {
  'JSON declaring 2^53 points': glb(
    {
      asset: { version: '2.0' },
      meshes: [{ primitives: [{ attributes: { POSITION: 0 }, mode: 0 }] }],
      accessors: [{ count: 2 ** 53 }],
    },
    Buffer.alloc(0),
  ),
  'JSON with meshes, primitives and counts of the wrong types': glb(
    {
      asset: { version: '2.0' },
      meshes: [null, { primitives: 'x' }, { primitives: [null, { attributes: { POSITION: -1 } }] }],
      accessors: [{ count: 'many' }, { count: -5 }, null],
    },
    Buffer.alloc(0),
  ),
  'JSON chunk longer than the file': Buffer.concat([
    Buffer.from('glTF'),
    Buffer.from([2, 0, 0, 0, 40, 0, 0, 0, 255, 255, 255, 127, 0x4a, 0x53, 0x4f, 0x4e]),
    Buffer.from('{"meshes":'),
  ]),
  'POSITION and indices at 2^31': glb(
    { asset: { version: '2.0' }, meshes: [{ primitives: [{ attributes: { POSITION: 2 ** 31 }, indices: 2 ** 31 }] }] },
    Buffer.alloc(0),
  ),
};

export function worldRoutes({
  t,
  user,
  L,
  exhibitionBody,
  exhibitionId,
  uploadUrl,
  sealed,
  plain,
  operator,
  dressBody,
}: FuzzWorld): AreaRoutes {
  return {
    body: [
      {
        path: API_PATHS.vrExhibition,
        send: sealed(API_PATHS.vrExhibition, user.token),
        base: { id: exhibitionId },
        fields: { id: 'id' },
      },
      {
        path: API_PATHS.meDress,
        send: sealed(API_PATHS.meDress, user.token),
        base: { dressId: 'jade' },
        fields: { dressId: 'slug' },
      },
      {
        path: API_PATHS.adminVrExhibitions,
        send: plain(API_PATHS.adminVrExhibitions),
        base: exhibitionBody,
        fields: {
          name: 'object',
          'name.en-US': 'text',
          summary: 'object',
          cover: 'image',
          templateId: 'slug',
          works: 'array',
          'works.0': 'object',
          'works.0.slot': 'text',
          'works.0.kind': 'enum',
          'works.0.title.zh-TW': 'text',
          // works.0.image and works.0.link are nullable (a text work has neither): null is legitimate.
        },
      },
      {
        path: API_PATHS.adminVrExhibitionsEdit,
        send: plain(API_PATHS.adminVrExhibitionsEdit),
        base: { id: exhibitionId, name: L('Fuzz hall') },
        fields: { id: 'id', name: 'object', cover: 'image', templateId: 'slug', works: 'array' },
      },
      {
        path: API_PATHS.adminVrExhibitionsPublish,
        send: plain(API_PATHS.adminVrExhibitionsPublish),
        base: { id: exhibitionId },
        fields: { id: 'id' },
      },
      {
        path: API_PATHS.adminVrExhibitionsUnpublish,
        send: plain(API_PATHS.adminVrExhibitionsUnpublish),
        // Not the fuzzed exhibition: the snapshot reads it published.
        base: { id: '1' },
        fields: { id: 'id' },
      },
      {
        path: API_PATHS.adminVrDresses,
        send: plain(API_PATHS.adminVrDresses),
        // The set-up's dress: its id is taken, so nothing is ever written (the snapshot lists the
        // dresses) and this walks that no hostile value gets past the schema into a 5xx; the
        // refusals of good bodies are world-console.test.ts's.
        base: dressBody,
        // price_fen and colors.hat are nullable: null is legitimate there (a free dress, no hat); the
        // id is left out: "9223372036854775808" is a fine new id and would be written.
        fields: {
          name: 'object',
          'name.en-US': 'text',
          thumbnail: 'image',
          colors: 'object',
          'colors.skin': 'enum',
          on_sale: 'bool',
        },
      },
      {
        path: API_PATHS.adminVrDressesPrice,
        send: plain(API_PATHS.adminVrDressesPrice),
        base: { dressId: 'fuzz-dress', price_fen: 600, on_sale: true },
        fields: { dressId: 'slug', price_fen: 'int4', on_sale: 'bool' },
      },
    ],
    url: [
      // A cursor of 2^31 is a real id and "__proto__" a name one may look for: only the state is strict.
      ...(['cursor', 'state', 'q'] as const).map((name) => ({
        path: `${API_PATHS.adminVrExhibitions} ${name}`,
        url: (v: string) => `${API_PATHS.adminVrExhibitions}?${name}=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: name === 'state',
      })),
      {
        path: API_PATHS.vrExhibitionList,
        url: (v) => `${API_PATHS.vrExhibitionList}?cursor=${v}`,
        token: user.token,
        values: { ...rawText, ...cursors },
        strict: true,
      },
      {
        path: API_PATHS.vrSearch,
        url: (v) => `${API_PATHS.vrSearch}?name=${v}`,
        values: rawText,
        // "1e309" or "__proto__" are names one may search for (and find nothing).
        strict: false,
      },
      {
        path: API_PATHS.vrModelUploadLink,
        url: (v) => API_PATHS.vrModelUploadLink.replace(':id', v),
        token: user.token,
        values: rawText,
        strict: true,
      },
      {
        path: API_PATHS.vrUserModel,
        url: (v) => `${API_PATHS.vrUserModel.replace(':id', v)}?v=1`,
        values: rawText,
        strict: true,
      },
    ],
    casePaths: [API_PATHS.vrExhibitionCheck, API_PATHS.vrModelUpload],
    cases: () => {
      it(`POST ${API_PATHS.vrExhibitionCheck} with hostile ids`, async () => {
        for (const [label, value] of Object.entries(checkValues)) {
          const what = `${API_PATHS.vrExhibitionCheck} id = ${label}`;
          const res = await sealed(API_PATHS.vrExhibitionCheck.replace(':id', value), user.token)({});
          expectEnvelope(res, what);
          expectRefused(res, what);
        }
      });

      it(`PUT ${API_PATHS.vrModelUpload} with hostile tokens and bodies`, async () => {
        for (const [label, value] of Object.entries(rawText)) {
          const what = `${API_PATHS.vrModelUpload} token = ${label}`;
          const res = await t.app.inject({
            method: 'PUT',
            url: API_PATHS.vrModelUpload.replace(':token', value),
            headers: { 'content-type': 'model/gltf-binary' },
            payload: Buffer.from('glTF'),
          });
          expectEnvelope(res, what);
          expectRefused(res, what);
        }
        for (const [label, body] of Object.entries(uploadBodies)) {
          for (const contentType of ['model/gltf-binary', 'application/octet-stream', 'application/json', 'text/plain']) {
            const what = `${API_PATHS.vrModelUpload} body = ${label} (${contentType})`;
            const res = await t.app.inject({
              method: 'PUT',
              url: uploadUrl,
              headers: { 'content-type': contentType },
              payload: body,
            });
            expectEnvelope(res, what);
            expectRefused(res, what);
          }
        }
        for (const [label, body] of Object.entries(declaringBodies)) {
          const what = `${API_PATHS.vrModelUpload} body = ${label}`;
          const res = await t.app.inject({
            method: 'PUT',
            url: uploadUrl,
            headers: { 'content-type': 'model/gltf-binary' },
            payload: body,
          });
          expectEnvelope(res, what);
          expectRefused(res, what);
          expect(res.json().code, what).toBe(40050);
        }
      });
    },
  };
}
