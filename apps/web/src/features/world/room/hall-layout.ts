/**
 * What the room template's scene says about itself (conventions of apps/web/scripts/world/hall.mjs):
 * empty nodes `slot-NN` where works hang (a work is a plane in the node's XY plane facing its +Z,
 * `extras.width` × `extras.height` metres), `spawn` (where a visitor appears, looking along its
 * +Z), `colliders` (`extras.walkable`: the box a visitor's centre stays within, `extras.boxes`: boxes
 * to walk around) and the scene's `extras.lighting` (ambient and hemisphere light).
 */
import { Vector3, type Object3D } from 'three';
import type { Rect } from '../logic/collisions';
import type { Pose } from '../logic/interpolation';
import { wrapAngle } from '../logic/joystick';

export interface SlotInfo {
  node: Object3D;
  width: number;
  height: number;
}

export interface Lighting {
  ambient: { color: string; intensity: number };
  hemisphere: { sky: string; ground: string; intensity: number };
}

export interface HallLayout {
  slots: Map<string, SlotInfo>;
  spawn: Pose;
  walkable: Rect;
  obstacles: Rect[];
  lighting: Lighting;
}

type Box = { min: [number, number, number]; max: [number, number, number] };

const DEFAULT_LIGHTING: Lighting = {
  ambient: { color: '#ffffff', intensity: 0.6 },
  hemisphere: { sky: '#ffffff', ground: '#444444', intensity: 0.8 },
};

function isBox(value: unknown): value is Box {
  const v = value as Box | null;
  return (
    !!v &&
    Array.isArray(v.min) &&
    Array.isArray(v.max) &&
    v.min.length === 3 &&
    v.max.length === 3 &&
    [...v.min, ...v.max].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

const toRect = (box: Box): Rect => ({ minX: box.min[0], maxX: box.max[0], minZ: box.min[2], maxZ: box.max[2] });

export function readHallLayout(scene: Object3D): HallLayout {
  scene.updateMatrixWorld(true);
  const slots = new Map<string, SlotInfo>();
  let spawn: Pose = { x: 0, z: 0, yaw: 0 };
  let walkable: Rect | null = null;
  let obstacles: Rect[] = [];
  const forward = new Vector3();
  const position = new Vector3();
  scene.traverse((node) => {
    if (/^slot-\d{2}$/.test(node.name)) {
      const width = Number(node.userData.width) || 1.5;
      const height = Number(node.userData.height) || 1.5;
      slots.set(node.name, { node, width, height });
    } else if (node.name === 'spawn') {
      node.getWorldPosition(position);
      // The node looks along its +Z; our heading 0 looks down -Z.
      forward.set(0, 0, 1).transformDirection(node.matrixWorld);
      spawn = { x: position.x, z: position.z, yaw: wrapAngle(Math.atan2(-forward.x, -forward.z)) };
    } else if (node.name === 'colliders') {
      if (isBox(node.userData.walkable)) walkable = toRect(node.userData.walkable);
      if (Array.isArray(node.userData.boxes)) obstacles = (node.userData.boxes as unknown[]).filter(isBox).map(toRect);
    }
  });
  if (!walkable) {
    // No colliders in the template: the floor's extent, a visitor's radius in from its edges.
    walkable = { minX: -5, maxX: 5, minZ: -5, maxZ: 5 };
  }
  const lighting = readLighting(scene.userData.lighting);
  return { slots, spawn, walkable, obstacles, lighting };
}

function readLighting(value: unknown): Lighting {
  const v = value as Partial<Lighting> | undefined;
  const color = (c: unknown, fallback: string) => (typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c) ? c : fallback);
  const number = (n: unknown, fallback: number) => (typeof n === 'number' && Number.isFinite(n) ? n : fallback);
  return {
    ambient: {
      color: color(v?.ambient?.color, DEFAULT_LIGHTING.ambient.color),
      intensity: number(v?.ambient?.intensity, DEFAULT_LIGHTING.ambient.intensity),
    },
    hemisphere: {
      sky: color(v?.hemisphere?.sky, DEFAULT_LIGHTING.hemisphere.sky),
      ground: color(v?.hemisphere?.ground, DEFAULT_LIGHTING.hemisphere.ground),
      intensity: number(v?.hemisphere?.intensity, DEFAULT_LIGHTING.hemisphere.intensity),
    },
  };
}
