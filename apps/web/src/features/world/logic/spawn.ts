/**
 * Where a visitor appears: near the template's spawn point, spread sideways and a little back
 * at random, so people entering together do not stand inside each other (and inside each other's
 * camera), kept inside the hall and out of the furniture.
 */
import { resolveCollisions, type Rect } from './collisions';
import type { Pose } from './interpolation';

export const SPAWN_SPREAD = { sideways: 1.2, back: 0.6 };

export function spawnPose(spawn: Pose, walkable: Rect, obstacles: readonly Rect[], radius: number, random = Math.random): Pose {
  const side = (random() * 2 - 1) * SPAWN_SPREAD.sideways;
  const back = random() * SPAWN_SPREAD.back;
  const sin = Math.sin(spawn.yaw);
  const cos = Math.cos(spawn.yaw);
  // Right is (cos, -sin) and back is (sin, cos) for a heading `yaw` (joystick.ts).
  const x = spawn.x + cos * side + sin * back;
  const z = spawn.z - sin * side + cos * back;
  return { ...resolveCollisions({ x, z }, radius, walkable, obstacles), yaw: spawn.yaw };
}
