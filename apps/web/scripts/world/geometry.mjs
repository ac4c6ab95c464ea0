// Procedural meshes for the world's models: boxes, (tapered) cylinders, spheres and planes as flat
// arrays (position, normal, uv, index), so the scene and avatar scripts describe shapes, not bytes.

/** Axis-aligned box centred at `center` with full sizes `size`; 12 triangles, flat normals. */
export function box(center, size) {
  const [cx, cy, cz] = center;
  const [hx, hy, hz] = size.map((s) => s / 2);
  const faces = [
    // normal, u axis, v axis
    [
      [1, 0, 0],
      [0, 0, -1],
      [0, 1, 0],
    ],
    [
      [-1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ],
    [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, -1],
    ],
    [
      [0, -1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
  ];
  const half = [hx, hy, hz];
  const mesh = empty();
  for (const [n, u, v] of faces) {
    const base = mesh.position.length / 3;
    for (const [su, sv] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ]) {
      for (let axis = 0; axis < 3; axis++) {
        mesh.position.push(center[axis] + (n[axis] + su * u[axis] + sv * v[axis]) * half[axis]);
      }
      mesh.normal.push(...n);
      mesh.uv.push((su + 1) / 2, (1 - sv) / 2);
    }
    mesh.index.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  void cx;
  void cy;
  void cz;
  return mesh;
}

/**
 * Cylinder along Y from `y0` to `y1` with radii `r0` (bottom) and `r1` (top): a cone when one is 0,
 * a robe when the bottom is wider. Capped at both ends.
 */
export function cylinder({ x = 0, z = 0, y0, y1, r0, r1, segments = 16 }) {
  const mesh = empty();
  const height = y1 - y0;
  const slope = (r0 - r1) / height;
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const len = Math.hypot(1, slope);
    for (const [y, r, v] of [
      [y0, r0, 1],
      [y1, r1, 0],
    ]) {
      mesh.position.push(x + cos * r, y, z + sin * r);
      mesh.normal.push(cos / len, slope / len, sin / len);
      mesh.uv.push(i / segments, v);
    }
  }
  for (let i = 0; i < segments; i++) {
    const a = i * 2;
    mesh.index.push(a, a + 1, a + 2, a + 1, a + 3, a + 2);
  }
  for (const [y, r, ny] of [
    [y0, r0, -1],
    [y1, r1, 1],
  ]) {
    if (r <= 0) continue;
    const centre = mesh.position.length / 3;
    mesh.position.push(x, y, z);
    mesh.normal.push(0, ny, 0);
    mesh.uv.push(0.5, 0.5);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      mesh.position.push(x + Math.cos(a) * r, y, z + Math.sin(a) * r);
      mesh.normal.push(0, ny, 0);
      mesh.uv.push(0.5 + Math.cos(a) / 2, 0.5 + Math.sin(a) / 2);
    }
    for (let i = 0; i < segments; i++) {
      if (ny > 0) mesh.index.push(centre, centre + i + 2, centre + i + 1);
      else mesh.index.push(centre, centre + i + 1, centre + i + 2);
    }
  }
  return mesh;
}

/** UV sphere (or an ellipsoid with `scale`). */
export function sphere({ center, radius, scale = [1, 1, 1], rings = 10, segments = 16 }) {
  const mesh = empty();
  for (let r = 0; r <= rings; r++) {
    const phi = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const theta = (s / segments) * Math.PI * 2;
      const n = [Math.sin(phi) * Math.cos(theta), Math.cos(phi), Math.sin(phi) * Math.sin(theta)];
      mesh.position.push(...n.map((c, axis) => center[axis] + c * radius * scale[axis]));
      mesh.normal.push(...n);
      mesh.uv.push(s / segments, r / rings);
    }
  }
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segments; s++) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      mesh.index.push(a, a + 1, b, a + 1, b + 1, b);
    }
  }
  return mesh;
}

/** Appends meshes that share a material into one (one draw call). */
export function merge(...meshes) {
  const out = empty();
  for (const mesh of meshes) {
    const base = out.position.length / 3;
    out.position.push(...mesh.position);
    out.normal.push(...mesh.normal);
    out.uv.push(...mesh.uv);
    out.index.push(...mesh.index.map((i) => i + base));
  }
  return out;
}

/** Axis-aligned bounds of a mesh: { min, max }. */
export function bounds(mesh) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < mesh.position.length; i += 3) {
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis], mesh.position[i + axis]);
      max[axis] = Math.max(max[axis], mesh.position[i + axis]);
    }
  }
  return { min, max };
}

function empty() {
  return { position: [], normal: [], uv: [], index: [] };
}
