// The "hall" room template: a 20 m × 14 m gallery with sixteen exhibit slots on its walls, benches,
// hanging lanterns, light hints and the collision boxes that keep a visitor inside.
//
// Conventions the web side relies on (see docs/decisions.md, "Virtual world assets"):
// - metres, +Y up; the floor's top is y = 0;
// - exhibit slots are nodes `slot-01` … `slot-16`; a work is a plane in the node's local XY plane
//   (z = 0) facing the node's +Z (into the room), `extras.width` × `extras.height` metres; each has
//   one child, its frame `slot-NN-frame`, to hide when the slot is empty;
// - `spawn` is where a visitor appears, looking along its +Z;
// - `colliders` (an empty node) holds `extras.boxes`: axis-aligned boxes { min, max } to stay out of,
//   and `extras.walkable`: the box a visitor's feet stay within;
// - `extras.lighting` on the scene: ambient and hemisphere hints; point lights are KHR_lights_punctual.
import { box, cylinder, merge, sphere } from './geometry.mjs';

const W = 20; // x extent
const D = 14; // z extent
const H = 5; // wall height
const T = 0.3; // wall thickness

export const HALL_SLOT_COUNT = 16;

/** Slot positions: 6 on each long wall, 2 on each short wall. */
function slots() {
  const list = [];
  const y = 1.7;
  const size = { width: 1.6, height: 1.6 };
  const xs = [-7.5, -4.5, -1.5, 1.5, 4.5, 7.5];
  // North wall (z = -D/2), facing +Z.
  for (const x of xs) list.push({ position: [x, y, -D / 2 + T / 2 + 0.02], yaw: 0, ...size });
  // South wall (z = +D/2), facing -Z.
  for (const x of [...xs].reverse()) list.push({ position: [x, y, D / 2 - T / 2 - 0.02], yaw: Math.PI, ...size });
  // West wall (x = -W/2), facing +X; east wall (x = +W/2), facing -X.
  for (const z of [-2.5, 2.5]) list.push({ position: [-W / 2 + T / 2 + 0.02, y, z], yaw: Math.PI / 2, ...size });
  for (const z of [2.5, -2.5]) list.push({ position: [W / 2 - T / 2 - 0.02, y, z], yaw: -Math.PI / 2, ...size });
  return list.map((slot, i) => ({ ...slot, name: `slot-${String(i + 1).padStart(2, '0')}` }));
}

/** Quaternion of a rotation by `yaw` about +Y. */
export function yawQuaternion(yaw) {
  return [0, Math.sin(yaw / 2), 0, Math.cos(yaw / 2)];
}

export function hallTemplate() {
  const slotList = slots();
  const walls = [
    box([0, H / 2, -D / 2], [W, H, T]),
    box([0, H / 2, D / 2], [W, H, T]),
    box([-W / 2, H / 2, 0], [T, H, D]),
    box([W / 2, H / 2, 0], [T, H, D]),
  ];
  const benches = [box([-3, 0.22, 0], [3, 0.44, 0.6]), box([3, 0.22, 0], [3, 0.44, 0.6])];
  const plinth = box([0, 0.45, 0], [1.2, 0.9, 1.2]);
  const lanternPositions = [
    [-6, 3.6, -3],
    [0, 3.6, -3],
    [6, 3.6, -3],
    [-6, 3.6, 3],
    [0, 3.6, 3],
    [6, 3.6, 3],
  ];
  const lanterns = lanternPositions.map(([x, y, z]) =>
    sphere({ center: [x, y, z], radius: 0.35, scale: [1, 1.25, 1], rings: 8, segments: 12 }),
  );
  const cords = lanternPositions.map(([x, y, z]) => cylinder({ x, z, y0: y + 0.4, y1: H, r0: 0.015, r1: 0.015, segments: 4 }));
  const lanternCaps = lanternPositions.flatMap(([x, y, z]) => [
    cylinder({ x, z, y0: y + 0.38, y1: y + 0.46, r0: 0.16, r1: 0.16, segments: 10 }),
    cylinder({ x, z, y0: y - 0.46, y1: y - 0.38, r0: 0.16, r1: 0.16, segments: 10 }),
  ]);

  const meshes = [
    { name: 'floor', material: 'floor', mesh: box([0, -0.1, 0], [W, 0.2, D]) },
    { name: 'ceiling', material: 'ceiling', mesh: box([0, H + 0.1, 0], [W, 0.2, D]) },
    { name: 'walls', material: 'wall', mesh: merge(...walls) },
    { name: 'skirting', material: 'wood', mesh: merge(...skirting()) },
    { name: 'benches', material: 'wood', mesh: merge(...benches, plinth) },
    { name: 'lanterns', material: 'lantern-glow', mesh: merge(...lanterns) },
    { name: 'lantern-fittings', material: 'frame', mesh: merge(...cords, ...lanternCaps) },
  ];

  const margin = 0.35; // a visitor's radius
  const colliders = {
    walkable: {
      min: [-W / 2 + T / 2 + margin, 0, -D / 2 + T / 2 + margin],
      max: [W / 2 - T / 2 - margin, H, D / 2 - T / 2 - margin],
    },
    boxes: [
      { min: [-4.5, 0, -0.3], max: [-1.5, 0.44, 0.3] },
      { min: [1.5, 0, -0.3], max: [4.5, 0.44, 0.3] },
      { min: [-0.6, 0, -0.6], max: [0.6, 0.9, 0.6] },
    ],
  };

  return {
    id: 'hall',
    materials: {
      floor: { color: [0.55, 0.42, 0.3], roughness: 0.8 },
      ceiling: { color: [0.93, 0.9, 0.84], roughness: 1 },
      wall: { color: [0.95, 0.93, 0.88], roughness: 0.95 },
      wood: { color: [0.36, 0.2, 0.12], roughness: 0.7 },
      frame: { color: [0.12, 0.1, 0.09], roughness: 0.5 },
      'lantern-glow': { color: [0.8, 0.06, 0.03], roughness: 0.6, emissive: [0.8, 0.05, 0.01] },
    },
    meshes,
    slots: slotList,
    // One frame mesh, placed as a child of every slot node (`slot-01-frame`): the web can hide the
    // frame of a slot the exhibition leaves empty. Its front is 5 mm behind the work's plane (z = 0).
    slotFrame: { material: 'frame', mesh: box([0, 0, -0.02], [1.76, 1.76, 0.03]) },
    // 2.5 m in front of the back wall: from here the near row of lanterns (z = 3) hangs above the view
    // (at 5.5 a lantern's lower half showed at the top of a phone's screen, over the header).
    spawn: { position: [0, 0, 4.5], yaw: Math.PI },
    lights: lanternPositions.map((position, i) => ({
      name: `light-lantern-${i + 1}`,
      position,
      color: [1, 0.72, 0.45],
      intensity: 6,
      range: 8,
    })),
    lighting: {
      ambient: { color: '#fff4e6', intensity: 0.6 },
      hemisphere: { sky: '#fffaf0', ground: '#5a4030', intensity: 0.8 },
    },
    colliders,
  };

  function skirting() {
    const h = 0.15;
    return [
      box([0, h / 2, -D / 2 + T / 2 + 0.02], [W - T, h, 0.04]),
      box([0, h / 2, D / 2 - T / 2 - 0.02], [W - T, h, 0.04]),
      box([-W / 2 + T / 2 + 0.02, h / 2, 0], [0.04, h, D - T]),
      box([W / 2 - T / 2 - 0.02, h / 2, 0], [0.04, h, D - T]),
    ];
  }
}
