#!/usr/bin/env node
// Checks every generated scene against Mozilla Hubs' mobile budget (≤ 50k triangles, ≤ 25
// materials, ≤ 256 MiB texture memory, < 16 MiB file), our vertex budget (≤ 150k POSITIONs, points
// and lines included: WORLD_BUDGET.maxVertices) and Khronos's glTF-Validator, prints the
// figures and exits 1 when any scene is over budget or invalid.
//
// A room's texture memory counts its own textures plus every exhibit texture we ship (no
// exhibition can show more than all of them), decoded as RGBA8 with mipmaps.
//   node apps/web/scripts/world/check-budget.mjs [dir]   (default apps/web/public/world)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { validateBytes } from 'gltf-validator';
import { MeshoptDecoder } from 'meshoptimizer';
import sharp from 'sharp';

const BUDGET = { triangles: 50_000, vertices: 150_000, materials: 25, textureBytes: 256 * 2 ** 20, fileBytes: 16 * 2 ** 20 };
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(process.argv[2] ?? path.join(here, '../../public/world'));

await MeshoptDecoder.ready;
const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
const mipmapped = (width, height) => Math.ceil((width * height * 4 * 4) / 3);

const exhibitTextures = fs.existsSync(path.join(dir, 'textures'))
  ? fs.readdirSync(path.join(dir, 'textures')).filter((f) => f.endsWith('.webp'))
  : [];
let exhibitTextureBytes = 0;
for (const file of exhibitTextures) {
  const { width, height } = await sharp(path.join(dir, 'textures', file)).metadata();
  exhibitTextureBytes += mipmapped(width, height);
}

const rows = [];
let failed = false;
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.glb'))
  .sort()) {
  const bytes = fs.readFileSync(path.join(dir, file));
  const doc = await io.readBinary(new Uint8Array(bytes));
  doc.setLogger(new Logger(Logger.Verbosity.ERROR));
  const root = doc.getRoot();
  let triangles = 0;
  let vertices = 0;
  // Count what is drawn: every node's mesh, once per node that uses it.
  for (const node of root.listNodes()) {
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
      vertices += primitive.getAttribute('POSITION')?.getCount() ?? 0;
      const count = primitive.getIndices()?.getCount() ?? primitive.getAttribute('POSITION')?.getCount() ?? 0;
      if (primitive.getMode() === 4) triangles += count / 3;
    }
  }
  let ownTextureBytes = 0;
  for (const texture of root.listTextures()) {
    const size = texture.getSize();
    if (size) ownTextureBytes += mipmapped(size[0], size[1]);
  }
  const isRoom = root.listNodes().some((n) => /^slot-\d{2}$/.test(n.getName()));
  const textureBytes = ownTextureBytes + (isRoom ? exhibitTextureBytes : 0);
  const report = await validateBytes(new Uint8Array(bytes), { maxIssues: 10 });
  const row = {
    file,
    triangles,
    vertices,
    materials: root.listMaterials().length,
    textureMiB: +(textureBytes / 2 ** 20).toFixed(2),
    fileKiB: +(bytes.length / 1024).toFixed(1),
    validatorErrors: report.issues.numErrors,
    validatorWarnings: report.issues.numWarnings,
  };
  const over = [
    triangles > BUDGET.triangles && 'triangles',
    vertices > BUDGET.vertices && 'vertices',
    row.materials > BUDGET.materials && 'materials',
    textureBytes > BUDGET.textureBytes && 'texture memory',
    bytes.length >= BUDGET.fileBytes && 'file size',
    report.issues.numErrors > 0 && `validator: ${report.issues.messages.map((m) => m.code).join(', ')}`,
  ].filter(Boolean);
  row.verdict = over.length ? `OVER: ${over.join(', ')}` : 'ok';
  failed ||= over.length > 0;
  rows.push(row);
}

console.log(
  `budget per scene: ≤ ${BUDGET.triangles} triangles, ≤ ${BUDGET.vertices} vertices, ≤ ${BUDGET.materials} materials, ≤ 256 MiB textures, < 16 MiB file`,
);
console.log(
  `exhibit textures: ${exhibitTextures.length} files, ${(exhibitTextureBytes / 2 ** 20).toFixed(2)} MiB decoded (counted in every room)`,
);
console.table(rows);
if (rows.length === 0) {
  console.error(`no .glb files in ${dir}; run build-world-assets.mjs first`);
  process.exit(1);
}
process.exit(failed ? 1 : 0);
