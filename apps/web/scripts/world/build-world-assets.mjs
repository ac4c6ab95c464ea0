#!/usr/bin/env node
// Builds the virtual world's files from code (nothing downloaded): the room template(s) and the
// avatar as meshopt-compressed .glb, the exhibit textures (WebP, from the project's own artwork)
// and the dress thumbnails. Every file gets a content hash in its name, so the server can serve it
// with a year-long immutable cache, and a brotli twin for @fastify/static's preCompressed.
//
// Writes apps/web/public/world/ (wiped first) and the manifest the server reads:
// apps/server/src/lib/world-assets.generated.ts. The output is committed (about 240 kB);
// rerun after changing a model:  node apps/web/scripts/world/build-world-assets.mjs
// `--check` only builds in a scratch folder and exits 1 when the committed output is stale.
// sharp (the WebP encoder) comes with @gltf-transform/functions.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import {
  EXTMeshoptCompression,
  KHRLightsPunctual,
  KHRMaterialsEmissiveStrength,
  KHRMeshQuantization,
} from '@gltf-transform/extensions';
import { meshopt, prune, dedup } from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptDecoder } from 'meshoptimizer';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { avatarModel, AVATAR_PARTS } from './avatar.mjs';
import { DRESSES, dressThumbnailSvg } from './dresses.mjs';
import { hallTemplate, yawQuaternion } from './hall.mjs';
import { EXHIBIT_TEXTURES } from './textures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../..');
const committedManifest = path.resolve(webRoot, '../server/src/lib/world-assets.generated.ts');
// --check builds into a scratch folder and fails when the result differs from what is committed
// (a model changed in code but not rebuilt).
const checkOnly = process.argv.includes('--check');
const scratch = checkOnly ? fs.mkdtempSync(path.join(os.tmpdir(), 'world-assets-')) : null;
const outDir = scratch ? path.join(scratch, 'world') : path.join(webRoot, 'public/world');
const manifestFile = scratch ? path.join(scratch, 'world-assets.generated.ts') : committedManifest;
/** Longest side of an exhibit texture, pixels: sharp on a phone at arm's length in a 1.6 m frame. */
const TEXTURE_SIZE = 512;

await MeshoptEncoder.ready;
await MeshoptDecoder.ready;
const io = new NodeIO()
  .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization, KHRLightsPunctual, KHRMaterialsEmissiveStrength])
  .registerDependencies({ 'meshopt.encoder': MeshoptEncoder, 'meshopt.decoder': MeshoptDecoder });

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const files = [];
/** Writes `bytes` as <name>.<hash16>.<ext> (and .br when it shrinks), records it, answers the relative path. */
function emit({ name, kind, ext, bytes, folder = '' }) {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const base = `${path.basename(name)}.${sha256.slice(0, 16)}.${ext}`;
  const rel = folder ? `${folder}/${base}` : base;
  const full = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, bytes);
  if (ext === 'glb' || ext === 'svg') {
    const br = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    if (br.length < bytes.length * 0.9) fs.writeFileSync(`${full}.br`, br);
  }
  files.push({ name, kind, file: rel, bytes: bytes.length, sha256 });
  return rel;
}

function createMesh(doc, buffer, { name, mesh, material }) {
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(mesh.position)).setBuffer(buffer))
    .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(mesh.normal)).setBuffer(buffer))
    .setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(new Float32Array(mesh.uv)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(mesh.index)).setBuffer(buffer))
    .setMaterial(material);
  return doc.createMesh(name).addPrimitive(primitive);
}

function addMesh(doc, buffer, entry) {
  return doc.createNode(entry.name).setMesh(createMesh(doc, buffer, entry));
}

function createMaterials(doc, definitions) {
  const emissiveStrength = doc.createExtension(KHRMaterialsEmissiveStrength);
  return Object.fromEntries(
    Object.entries(definitions).map(([name, def]) => {
      const material = doc
        .createMaterial(name)
        .setBaseColorFactor([...def.color, 1])
        .setRoughnessFactor(def.roughness)
        .setMetallicFactor(0);
      if (def.emissive) {
        material.setEmissiveFactor(def.emissive);
        material.setExtension(
          'KHR_materials_emissive_strength',
          emissiveStrength.createEmissiveStrength().setEmissiveStrength(1.5),
        );
      }
      return [name, material];
    }),
  );
}

async function compress(doc) {
  doc.setLogger(new Logger(Logger.Verbosity.WARN));
  await doc.transform(
    dedup(),
    prune({ keepLeaves: true, keepAttributes: true, keepExtras: true }),
    meshopt({ encoder: MeshoptEncoder, level: 'medium' }),
  );
  return Buffer.from(await io.writeBinary(doc));
}

// ------------------------------------------------------------------------------------- templates

async function buildTemplate(template) {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const materials = createMaterials(doc, template.materials);
  const scene = doc.createScene(template.id).setExtras({
    template: template.id,
    lighting: template.lighting,
    units: 'metres',
  });
  const root = doc.createNode(`${template.id}-root`);
  scene.addChild(root);
  for (const entry of template.meshes) root.addChild(addMesh(doc, buffer, { ...entry, material: materials[entry.material] }));
  const slotsNode = doc.createNode('slots');
  root.addChild(slotsNode);
  const frame = createMesh(doc, buffer, {
    name: 'slot-frame',
    ...template.slotFrame,
    material: materials[template.slotFrame.material],
  });
  for (const slot of template.slots) {
    slotsNode.addChild(
      doc
        .createNode(slot.name)
        .setTranslation(slot.position)
        .setRotation(yawQuaternion(slot.yaw))
        .setExtras({ slot: true, width: slot.width, height: slot.height })
        .addChild(doc.createNode(`${slot.name}-frame`).setMesh(frame)),
    );
  }
  root.addChild(doc.createNode('spawn').setTranslation(template.spawn.position).setRotation(yawQuaternion(template.spawn.yaw)));
  root.addChild(doc.createNode('colliders').setExtras(template.colliders));
  const lightsExtension = doc.createExtension(KHRLightsPunctual);
  const lights = doc.createNode('lights');
  root.addChild(lights);
  for (const def of template.lights) {
    const light = lightsExtension
      .createLight(def.name)
      .setType('point')
      .setColor(def.color)
      .setIntensity(def.intensity)
      .setRange(def.range);
    lights.addChild(doc.createNode(def.name).setTranslation(def.position).setExtension('KHR_lights_punctual', light));
  }
  const file = emit({ name: template.id, kind: 'scene', ext: 'glb', bytes: await compress(doc) });
  return { id: template.id, scene: file, slots: template.slots.map((s) => s.name) };
}

// ---------------------------------------------------------------------------------------- avatar

async function buildAvatar() {
  const model = avatarModel();
  const doc = new Document();
  const buffer = doc.createBuffer();
  const materials = createMaterials(doc, model.materials);
  const scene = doc.createScene('avatar').setExtras({ parts: AVATAR_PARTS, height: 1.88, forward: '+Z' });
  const root = doc.createNode('avatar-root');
  scene.addChild(root);
  for (const node of model.nodes) root.addChild(addMesh(doc, buffer, { ...node, material: materials[node.material] }));
  return emit({ name: 'avatar', kind: 'avatar', ext: 'glb', bytes: await compress(doc) });
}

// -------------------------------------------------------------------------------------- textures

async function buildTexture({ name, source, background }) {
  const svg = fs.readFileSync(path.join(webRoot, 'public/images/pages', source));
  const bytes = await sharp(svg, { density: 300 })
    .resize(TEXTURE_SIZE, TEXTURE_SIZE, { fit: 'inside' })
    .flatten({ background })
    .webp({ quality: 82, effort: 6 })
    .toBuffer();
  const { width, height } = await sharp(bytes).metadata();
  const file = emit({ name, kind: 'texture', ext: 'webp', bytes, folder: 'textures' });
  return [name, { file, width, height }];
}

const templates = [await buildTemplate(hallTemplate())];
const avatar = await buildAvatar();
const textures = Object.fromEntries(await Promise.all(EXHIBIT_TEXTURES.map(buildTexture)));
const dresses = Object.fromEntries(
  DRESSES.map((dress) => [
    dress.id,
    {
      colors: dress.colors,
      thumbnail: emit({
        name: dress.id,
        kind: 'thumbnail',
        ext: 'svg',
        bytes: Buffer.from(dressThumbnailSvg(dress)),
        folder: 'dresses',
      }),
    },
  ]),
);

// Stable order (textures finish encoding in any order), then the template set's version: it
// changes when any file changes (spec §4's template initialisation).
files.sort((a, b) => a.file.localeCompare(b.file));
const version = createHash('sha256')
  .update(files.map((f) => `${f.file}:${f.sha256}`).join('\n'))
  .digest('hex')
  .slice(0, 16);
const manifest = { version, templates, avatar, textures, dresses, files };
const header = `// Generated by apps/web/scripts/world/build-world-assets.mjs; do not edit. Paths are relative to the
// world's asset base URL (WORLD_ASSET_BASE_URL, default /world/).
`;
fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
const source = `${header}export const WORLD_ASSETS = ${JSON.stringify(manifest, null, 2)} as const;\n`;
// Formatted as the repository's lint expects.
fs.writeFileSync(
  manifestFile,
  await prettier.format(source, { ...(await prettier.resolveConfig(committedManifest)), filepath: committedManifest }),
);

if (scratch) {
  const committed = fs.existsSync(committedManifest) ? fs.readFileSync(committedManifest, 'utf8') : '';
  const same = committed === fs.readFileSync(manifestFile, 'utf8');
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(
    same
      ? `world assets up to date (version ${version})`
      : 'world assets differ from the committed ones: run build-world-assets.mjs',
  );
  process.exit(same ? 0 : 1);
}

const total = files.reduce((sum, f) => sum + f.bytes, 0);
for (const f of files) console.log(`${String(f.bytes).padStart(8)} B  ${f.file}`);
console.log(`${String(total).padStart(8)} B  total, version ${version}`);
console.log(`wrote ${path.relative(process.cwd(), outDir)} and ${path.relative(process.cwd(), manifestFile)}`);
