/**
 * Hand-built binary glTF files for the upload tests: a valid model with as many triangles and
 * materials as asked, or a point cloud of as many points (to cross the budgets), nothing else. Written byte by byte so the tests
 * depend on no modelling library.
 */
export function makeGlb({ triangles = 1, materials = 1 }: { triangles?: number; materials?: number } = {}): Buffer {
  const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  // The same (non-degenerate) triangle again and again: cheap to store, counted by the validator.
  const perMaterial = Math.ceil(triangles / materials);
  const primitives: object[] = [];
  const accessors: object[] = [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] }];
  const indexArrays: Uint32Array[] = [];
  let remaining = triangles;
  for (let m = 0; m < materials; m++) {
    const count = Math.max(1, Math.min(perMaterial, remaining));
    remaining -= count;
    const indices = new Uint32Array(count * 3);
    for (let i = 0; i < indices.length; i++) indices[i] = i % 3;
    indexArrays.push(indices);
    accessors.push({ bufferView: 1 + m, componentType: 5125, count: indices.length, type: 'SCALAR' });
    primitives.push({ attributes: { POSITION: 0 }, indices: 1 + m, material: m });
  }
  const chunks = [Buffer.from(positions.buffer), ...indexArrays.map((a) => Buffer.from(a.buffer))];
  const bufferViews: object[] = [];
  let offset = 0;
  for (const [i, chunk] of chunks.entries()) {
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: chunk.length, target: i === 0 ? 34962 : 34963 });
    offset += chunk.length;
  }
  const bin = Buffer.concat(chunks);
  const gltf = {
    asset: { version: '2.0', generator: 'culture test-glb' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: 'avatar-root' }],
    meshes: [{ primitives }],
    materials: Array.from({ length: materials }, (_, i) => ({
      name: `m${i}`,
      pbrMetallicRoughness: { baseColorFactor: [1, 1, 1, 1] },
    })),
    accessors,
    bufferViews,
    buffers: [{ byteLength: bin.length }],
  };
  return glb(gltf, bin);
}

/** A valid model of `points` points (mode 0) and no triangle at all: it passes the triangle budget at any size. */
export function makePointCloud(points: number): Buffer {
  const positions = new Float32Array(points * 3);
  for (let i = 0; i < points; i++) positions[i * 3] = i % 1000;
  const max = Math.min(points - 1, 999);
  const bin = Buffer.from(positions.buffer);
  return glb(
    {
      asset: { version: '2.0', generator: 'culture test-glb' },
      scene: 0,
      scenes: [{ nodes: [0] }],
      nodes: [{ mesh: 0, name: 'avatar-root' }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 }, mode: 0 }] }],
      accessors: [{ bufferView: 0, componentType: 5126, count: points, type: 'VEC3', min: [0, 0, 0], max: [max, 0, 0] }],
      bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: bin.length, target: 34962 }],
      buffers: [{ byteLength: bin.length }],
    },
    bin,
  );
}

/** Packs a glTF JSON and its binary chunk into a .glb (both chunks padded to 4 bytes). */
export function glb(json: object, bin: Buffer): Buffer {
  const pad = (buffer: Buffer, fill: number) => Buffer.concat([buffer, Buffer.alloc((4 - (buffer.length % 4)) % 4, fill)]);
  const jsonChunk = pad(Buffer.from(JSON.stringify(json)), 0x20);
  const binChunk = pad(bin, 0);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + binChunk.length, 8);
  const chunkHeader = (length: number, type: number) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(length, 0);
    h.writeUInt32LE(type, 4);
    return h;
  };
  return Buffer.concat([
    header,
    chunkHeader(jsonChunk.length, 0x4e4f534a),
    jsonChunk,
    chunkHeader(binChunk.length, 0x004e4942),
    binChunk,
  ]);
}
