// The visitor's avatar: a stylised figure in a robe, about 1.7 m tall, feet at the origin, facing +Z.
// Each recolourable part has its own material named `avatar-<part>` (skin, body, trim, legs, hat);
// a dress (GET /api/v3/dresses/official) gives a colour per part and hides the hat when it has none.
// Nodes are named after the parts too (`avatar-head`, `avatar-arm-left`, …) so the web can sway
// the arms while walking.
import { cylinder, merge, sphere } from './geometry.mjs';

export const AVATAR_PARTS = ['skin', 'body', 'trim', 'legs', 'hat'];

export function avatarModel() {
  const nodes = [
    {
      name: 'avatar-leg-left',
      material: 'avatar-legs',
      mesh: cylinder({ x: -0.1, y0: 0, y1: 0.75, r0: 0.07, r1: 0.08, segments: 10 }),
    },
    {
      name: 'avatar-leg-right',
      material: 'avatar-legs',
      mesh: cylinder({ x: 0.1, y0: 0, y1: 0.75, r0: 0.07, r1: 0.08, segments: 10 }),
    },
    { name: 'avatar-body', material: 'avatar-body', mesh: cylinder({ y0: 0.45, y1: 1.35, r0: 0.34, r1: 0.2, segments: 18 }) },
    {
      name: 'avatar-trim',
      material: 'avatar-trim',
      mesh: merge(
        cylinder({ y0: 0.45, y1: 0.53, r0: 0.345, r1: 0.33, segments: 18 }),
        cylinder({ y0: 0.95, y1: 1.02, r0: 0.27, r1: 0.26, segments: 18 }),
        cylinder({ y0: 1.32, y1: 1.4, r0: 0.2, r1: 0.12, segments: 18 }),
      ),
    },
    {
      name: 'avatar-arm-left',
      material: 'avatar-body',
      mesh: cylinder({ x: -0.27, y0: 0.78, y1: 1.3, r0: 0.06, r1: 0.07, segments: 8 }),
    },
    {
      name: 'avatar-arm-right',
      material: 'avatar-body',
      mesh: cylinder({ x: 0.27, y0: 0.78, y1: 1.3, r0: 0.06, r1: 0.07, segments: 8 }),
    },
    {
      name: 'avatar-hands',
      material: 'avatar-skin',
      mesh: merge(
        sphere({ center: [-0.27, 0.74, 0], radius: 0.06, rings: 6, segments: 8 }),
        sphere({ center: [0.27, 0.74, 0], radius: 0.06, rings: 6, segments: 8 }),
      ),
    },
    {
      name: 'avatar-head',
      material: 'avatar-skin',
      mesh: sphere({ center: [0, 1.52, 0], radius: 0.15, scale: [1, 1.1, 1], rings: 12, segments: 16 }),
    },
    {
      name: 'avatar-face',
      material: 'avatar-trim',
      // Two eyes and a nose-tip on the +Z side, so others see which way the avatar looks.
      mesh: merge(
        sphere({ center: [-0.05, 1.55, 0.135], radius: 0.02, rings: 4, segments: 6 }),
        sphere({ center: [0.05, 1.55, 0.135], radius: 0.02, rings: 4, segments: 6 }),
      ),
    },
    {
      name: 'avatar-hat',
      material: 'avatar-hat',
      mesh: merge(
        cylinder({ y0: 1.64, y1: 1.88, r0: 0.26, r1: 0, segments: 18 }),
        cylinder({ y0: 1.62, y1: 1.65, r0: 0.27, r1: 0.27, segments: 18 }),
      ),
    },
  ];
  // The default look (used before a dress is chosen); the same as the "ink-blue" dress.
  const materials = {
    'avatar-skin': { color: hex('#f1c9a5'), roughness: 0.8 },
    'avatar-body': { color: hex('#1f4e79'), roughness: 0.7 },
    'avatar-trim': { color: hex('#d4a017'), roughness: 0.5 },
    'avatar-legs': { color: hex('#2b2b2b'), roughness: 0.8 },
    'avatar-hat': { color: hex('#a23b2a'), roughness: 0.7 },
  };
  return { id: 'avatar', nodes, materials };
}

/** "#rrggbb" → linear RGB (glTF base colours are linear). */
export function hex(value) {
  const srgb = [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  return srgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
}
