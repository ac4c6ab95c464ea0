/**
 * Vertex and triangle counts read from a .glb's JSON chunk alone: what the file declares, before
 * glTF-Validator has walked its buffers. A model over a budget by its own declaration is refused
 * in milliseconds instead of after a full validator run (a 1.3-million-point cloud took 17 s);
 * one that passes is still validated, which confirms the declared counts match the data.
 */

export interface DeclaredGeometry {
  /** POSITION accessor counts summed over every primitive of every mesh, whatever its mode. */
  vertices: number;
  /** Triangles of TRIANGLES, TRIANGLE_STRIP and TRIANGLE_FAN primitives. */
  triangles: number;
}

interface Primitive {
  attributes?: { POSITION?: unknown };
  indices?: unknown;
  mode?: unknown;
}

const TRIANGLES = 4;
const TRIANGLE_STRIP = 5;
const TRIANGLE_FAN = 6;

/** The JSON chunk's text, or null when the header is not a .glb's (the validator then says why). */
function jsonChunk(bytes: Uint8Array): string | null {
  if (bytes.length < 20) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(12, true);
  if (view.getUint32(16, true) !== 0x4e4f534a || 20 + length > bytes.length) return null;
  return Buffer.from(bytes.buffer, bytes.byteOffset + 20, length).toString('utf8');
}

/** The declared counts, or null when the JSON cannot be read (left to the validator to report). */
export function declaredGeometry(bytes: Uint8Array): DeclaredGeometry | null {
  const text = jsonChunk(bytes);
  if (text === null) return null;
  let gltf: { meshes?: unknown; accessors?: unknown };
  try {
    gltf = JSON.parse(text) as typeof gltf;
  } catch {
    return null;
  }
  const accessors = Array.isArray(gltf?.accessors) ? (gltf.accessors as Array<{ count?: unknown } | null>) : [];
  const countOf = (index: unknown): number => {
    const count = typeof index === 'number' ? accessors[index]?.count : undefined;
    return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
  };
  let vertices = 0;
  let triangles = 0;
  for (const mesh of Array.isArray(gltf?.meshes) ? (gltf.meshes as Array<{ primitives?: unknown } | null>) : []) {
    const primitives = Array.isArray(mesh?.primitives) ? (mesh.primitives as Array<Primitive | null>) : [];
    for (const primitive of primitives) {
      const positions = countOf(primitive?.attributes?.POSITION);
      vertices += positions;
      const drawn = primitive?.indices === undefined ? positions : countOf(primitive.indices);
      const mode = primitive?.mode ?? TRIANGLES;
      if (mode === TRIANGLES) triangles += Math.floor(drawn / 3);
      else if (mode === TRIANGLE_STRIP || mode === TRIANGLE_FAN) triangles += Math.max(0, drawn - 2);
    }
  }
  return { vertices, triangles };
}
