import { describe, expect, it } from 'vitest';
import { insideWalkable, resolveCollisions, type Rect } from './collisions';

// The hall template's numbers: a 20 × 14 m room, walls 0.3 m thick, visitor radius 0.35 m.
const walkable: Rect = { minX: -9.5, maxX: 9.5, minZ: -6.5, maxZ: 6.5 };
const bench: Rect = { minX: -4.5, maxX: -1.5, minZ: -0.3, maxZ: 0.3 };
const radius = 0.35;

describe('collisions', () => {
  it('leaves a free step alone', () => {
    expect(resolveCollisions({ x: 1, z: 2 }, radius, walkable, [bench])).toEqual({ x: 1, z: 2 });
  });

  it('stops at the wall and slides along it', () => {
    const p = resolveCollisions({ x: 12, z: 3 }, radius, walkable, []);
    expect(p).toEqual({ x: 9.5, z: 3 });
    const corner = resolveCollisions({ x: -40, z: -40 }, radius, walkable, []);
    expect(corner).toEqual({ x: -9.5, z: -6.5 });
  });

  it('pushes a visitor touching a bench back to its radius', () => {
    const p = resolveCollisions({ x: -3, z: 0.5 }, radius, walkable, [bench]);
    expect(p.x).toBeCloseTo(-3);
    expect(p.z).toBeCloseTo(0.3 + radius);
  });

  it('takes a visitor who stepped into a bench out by the nearest side', () => {
    const p = resolveCollisions({ x: -1.6, z: 0 }, radius, walkable, [bench]);
    expect(p.x).toBeCloseTo(-1.5 + radius);
    expect(p.z).toBeCloseTo(0);
  });

  it('walking in a straight line at the wall never leaves the hall', () => {
    let p = { x: 0, z: 0 };
    for (let i = 0; i < 500; i++) {
      p = resolveCollisions({ x: p.x + 0.07, z: p.z - 0.05 }, radius, walkable, [bench]);
      expect(insideWalkable(p, walkable)).toBe(true);
    }
    expect(p).toEqual({ x: 9.5, z: -6.5 });
  });
});

describe('spawn', () => {
  it('spreads visitors around the spawn point, inside the hall and out of the furniture', async () => {
    const { spawnPose, SPAWN_SPREAD } = await import('./spawn');
    const plinth: Rect = { minX: -0.6, maxX: 0.6, minZ: 2.6, maxZ: 3.8 };
    // The hall's spawn: (0, 5.5) looking down -z.
    const spawn = { x: 0, z: 5.5, yaw: 0 };
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const poses = Array.from({ length: 200 }, () => spawnPose(spawn, walkable, [plinth], radius, random));
    for (const p of poses) {
      expect(insideWalkable(p, walkable)).toBe(true);
      expect(Math.abs(p.x)).toBeLessThanOrEqual(SPAWN_SPREAD.sideways);
      expect(p.z).toBeGreaterThanOrEqual(5.5);
      expect(p.z).toBeLessThanOrEqual(5.5 + SPAWN_SPREAD.back);
      expect(p.yaw).toBe(0);
    }
    // Spread out, not all on one spot.
    expect(Math.max(...poses.map((p) => p.x)) - Math.min(...poses.map((p) => p.x))).toBeGreaterThan(2);
    // Next to a wall the spread is pulled back inside.
    const corner = spawnPose({ x: 9.4, z: 6.4, yaw: 0 }, walkable, [], radius, () => 1);
    expect(insideWalkable(corner, walkable)).toBe(true);
  });
});
