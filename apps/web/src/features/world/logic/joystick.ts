/**
 * The maths of the one-thumb joystick and of walking: a thumb's offset from where it landed
 * becomes a stick position (dead zone, clamped to the ring), and a stick position plus the view's
 * heading becomes a step on the floor. Pure functions, so jsdom tests cover them.
 */

export interface Stick {
  /** Right is +1. */
  x: number;
  /** Forward (thumb pushed up the screen) is +1. */
  y: number;
  /** 0 inside the dead zone, 1 at or past the ring. */
  magnitude: number;
}

export const IDLE_STICK: Stick = { x: 0, y: 0, magnitude: 0 };

/**
 * A thumb `dx`, `dy` CSS pixels from where it touched down (screen axes: y grows downwards) on a
 * ring of `radius` pixels. Inside the dead zone the stick rests; beyond it the magnitude is
 * rescaled from 0 so walking starts smoothly instead of jumping to the dead zone's speed.
 */
export function stickFromOffset(dx: number, dy: number, radius: number, deadZone = 0.15): Stick {
  if (!(radius > 0) || !Number.isFinite(dx) || !Number.isFinite(dy)) return IDLE_STICK;
  const distance = Math.hypot(dx, dy) / radius;
  if (distance <= deadZone) return IDLE_STICK;
  const magnitude = Math.min(1, (distance - deadZone) / (1 - deadZone));
  const length = Math.hypot(dx, dy);
  return { x: (dx / length) * magnitude, y: (-dy / length) * magnitude, magnitude };
}

/** Where the knob is drawn: the thumb's offset, kept on the ring. */
export function knobOffset(dx: number, dy: number, radius: number): { x: number; y: number } {
  const length = Math.hypot(dx, dy);
  if (!(length > radius)) return { x: dx, y: dy };
  return { x: (dx / length) * radius, y: (dy / length) * radius };
}

/** Keys held on a desktop (WASD or arrows) as a stick; opposite keys cancel. */
export function stickFromKeys(keys: { forward: boolean; back: boolean; left: boolean; right: boolean }): Stick {
  const x = Number(keys.right) - Number(keys.left);
  const y = Number(keys.forward) - Number(keys.back);
  if (!x && !y) return IDLE_STICK;
  const length = Math.hypot(x, y);
  return { x: x / length, y: y / length, magnitude: 1 };
}

/**
 * The step on the floor (x, z) for a stick held `dt` seconds at `speed` metres a second while
 * looking along `yaw` (radians; 0 looks down -z, as a three.js camera does, and positive yaw
 * turns left). dt is capped so a frame after a stalled tab does not jump through a wall.
 */
export function walkStep(stick: Stick, yaw: number, speed: number, dt: number): { x: number; z: number } {
  if (!stick.magnitude) return { x: 0, z: 0 };
  const seconds = Math.min(Math.max(dt, 0), 0.1);
  const sin = Math.sin(yaw);
  const cos = Math.cos(yaw);
  // Forward is (-sin, -cos) and right is (cos, -sin) for a heading `yaw` about +y.
  const forward = stick.y * speed * seconds;
  const strafe = stick.x * speed * seconds;
  return { x: -sin * forward + cos * strafe, z: -cos * forward - sin * strafe };
}

/** Dragging to look: pixels → radians, pitch kept off the poles. */
export function lookFromDrag(
  view: { yaw: number; pitch: number },
  dx: number,
  dy: number,
  radiansPerPixel = 0.005,
  maxPitch = 0.9,
): { yaw: number; pitch: number } {
  const yaw = view.yaw - dx * radiansPerPixel;
  const pitch = Math.min(maxPitch, Math.max(-maxPitch, view.pitch - dy * radiansPerPixel));
  return { yaw: wrapAngle(yaw), pitch };
}

/** An angle in (-π, π]. */
export function wrapAngle(angle: number): number {
  const turn = Math.PI * 2;
  let a = angle % turn;
  if (a <= -Math.PI) a += turn;
  if (a > Math.PI) a -= turn;
  return a;
}
