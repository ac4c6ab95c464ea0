/**
 * Keeping a visitor inside the hall. The room template's `colliders` node gives the rectangle a
 * visitor's centre stays within (`walkable`, already a visitor's radius away from the walls) and
 * boxes to walk around (benches, plinths). A visitor is a circle on the floor; after each step it
 * is pushed out of any box it entered and then back inside the walkable area, which also makes it
 * slide along a wall instead of sticking to it.
 */

export interface Rect {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

export interface FloorPoint {
  x: number;
  z: number;
}

/** Moves `to` out of every obstacle (for a visitor of `radius` metres) and into `walkable`. */
export function resolveCollisions(to: FloorPoint, radius: number, walkable: Rect, obstacles: readonly Rect[]): FloorPoint {
  let { x, z } = to;
  // Two passes: pushing out of one box may push into a neighbour.
  for (let pass = 0; pass < 2; pass++) {
    for (const box of obstacles) {
      const nearestX = Math.min(Math.max(x, box.minX), box.maxX);
      const nearestZ = Math.min(Math.max(z, box.minZ), box.maxZ);
      const dx = x - nearestX;
      const dz = z - nearestZ;
      const distance = Math.hypot(dx, dz);
      if (distance >= radius) continue;
      if (distance > 1e-9) {
        // Outside the box but closer than the radius: step back along the normal.
        x = nearestX + (dx / distance) * radius;
        z = nearestZ + (dz / distance) * radius;
      } else {
        // The centre is inside the box: leave by the nearest side.
        const exits = [
          { d: x - box.minX, x: box.minX - radius, z },
          { d: box.maxX - x, x: box.maxX + radius, z },
          { d: z - box.minZ, x, z: box.minZ - radius },
          { d: box.maxZ - z, x, z: box.maxZ + radius },
        ].sort((a, b) => a.d - b.d);
        x = exits[0]!.x;
        z = exits[0]!.z;
      }
    }
    x = clamp(x, walkable.minX, walkable.maxX);
    z = clamp(z, walkable.minZ, walkable.maxZ);
  }
  return { x, z };
}

function clamp(value: number, min: number, max: number): number {
  // An empty walkable area (a broken template): stand in its middle.
  if (min > max) return (min + max) / 2;
  return Math.min(max, Math.max(min, value));
}

/** True when `p` lies inside `walkable`. */
export function insideWalkable(p: FloorPoint, walkable: Rect): boolean {
  const e = 1e-9;
  return p.x >= walkable.minX - e && p.x <= walkable.maxX + e && p.z >= walkable.minZ - e && p.z <= walkable.maxZ + e;
}
