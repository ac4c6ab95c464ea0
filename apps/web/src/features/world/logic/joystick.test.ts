import { describe, expect, it } from 'vitest';
import { IDLE_STICK, knobOffset, lookFromDrag, stickFromKeys, stickFromOffset, walkStep, wrapAngle } from './joystick';

describe('joystick maths', () => {
  it('rests inside the dead zone and starts from zero just past it', () => {
    expect(stickFromOffset(5, 5, 60)).toEqual(IDLE_STICK);
    const justPast = stickFromOffset(0, -10, 60, 0.15);
    expect(justPast.magnitude).toBeGreaterThan(0);
    expect(justPast.magnitude).toBeLessThan(0.05);
  });

  it('pushing up the screen is forward, right is right, and the ring caps the magnitude', () => {
    const up = stickFromOffset(0, -60, 60);
    expect(up.y).toBeCloseTo(1);
    expect(up.x).toBeCloseTo(0);
    const right = stickFromOffset(120, 0, 60);
    expect(right).toEqual({ x: 1, y: -0, magnitude: 1 });
    const diagonal = stickFromOffset(300, 300, 60);
    expect(Math.hypot(diagonal.x, diagonal.y)).toBeCloseTo(1);
    expect(diagonal.y).toBeLessThan(0); // thumb pulled down: backwards
  });

  it('ignores a ring of no size and non-numbers', () => {
    expect(stickFromOffset(10, 10, 0)).toEqual(IDLE_STICK);
    expect(stickFromOffset(Number.NaN, 10, 60)).toEqual(IDLE_STICK);
  });

  it('keeps the knob on the ring', () => {
    expect(knobOffset(10, 0, 50)).toEqual({ x: 10, y: 0 });
    const far = knobOffset(300, 400, 50);
    expect(Math.hypot(far.x, far.y)).toBeCloseTo(50);
    expect(far.x / far.y).toBeCloseTo(0.75);
  });

  it('reads WASD with opposite keys cancelling and diagonals not faster', () => {
    expect(stickFromKeys({ forward: true, back: true, left: false, right: false })).toEqual(IDLE_STICK);
    const diagonal = stickFromKeys({ forward: true, back: false, left: true, right: false });
    expect(Math.hypot(diagonal.x, diagonal.y)).toBeCloseTo(1);
    expect(diagonal.x).toBeLessThan(0);
    expect(diagonal.y).toBeGreaterThan(0);
  });

  it('walks along the heading: yaw 0 looks down -z, a quarter turn left looks down -x', () => {
    const forward = { x: 0, y: 1, magnitude: 1 };
    const step = walkStep(forward, 0, 2, 0.05);
    expect(step.x).toBeCloseTo(0);
    expect(step.z).toBeCloseTo(-0.1);
    const turned = walkStep(forward, Math.PI / 2, 2, 0.05);
    expect(turned.x).toBeCloseTo(-0.1);
    expect(turned.z).toBeCloseTo(0);
    const strafe = walkStep({ x: 1, y: 0, magnitude: 1 }, 0, 2, 0.05);
    expect(strafe.x).toBeCloseTo(0.1);
    expect(strafe.z).toBeCloseTo(0);
  });

  it('caps the time of one step so a stalled frame cannot jump through a wall', () => {
    const step = walkStep({ x: 0, y: 1, magnitude: 1 }, 0, 2, 5);
    expect(step.z).toBeCloseTo(-0.2);
    expect(walkStep(IDLE_STICK, 0, 2, 0.05)).toEqual({ x: 0, z: 0 });
  });

  it('drags to look: right drag turns right, pitch stays off the poles, yaw wraps', () => {
    const turned = lookFromDrag({ yaw: 0, pitch: 0 }, 100, 0);
    expect(turned.yaw).toBeLessThan(0);
    expect(lookFromDrag({ yaw: 0, pitch: 0 }, 0, -10_000).pitch).toBeCloseTo(0.9);
    expect(lookFromDrag({ yaw: 0, pitch: 0 }, 0, 10_000).pitch).toBeCloseTo(-0.9);
    expect(wrapAngle(3 * Math.PI)).toBeCloseTo(Math.PI);
    expect(wrapAngle(-3 * Math.PI)).toBeCloseTo(Math.PI);
    expect(wrapAngle(0.5)).toBeCloseTo(0.5);
  });
});
