import { describe, expect, it } from 'vitest';
import { RemoteTrack, blend } from './interpolation';

describe('interpolation of other visitors', () => {
  it('draws between the two states around (now − delay), on the sender’s clock', () => {
    // The sender's clock is 5 s ahead of ours and packets take 40 ms.
    const track = new RemoteTrack({ delayMs: 100 });
    const skew = 5_000;
    track.push({ x: 0, z: 0, yaw: 0, t: 1_000 + skew }, 1_040);
    track.push({ x: 1, z: 0, yaw: 0, t: 1_100 + skew }, 1_140);
    track.push({ x: 2, z: 0, yaw: 0, t: 1_200 + skew }, 1_240);
    // At our 1_190 we draw the sender's 1_190 − 40 − 100 = 1_050 + skew: halfway from 0 to 1.
    expect(track.sample(1_190)!.x).toBeCloseTo(0.5);
    expect(track.sample(1_290)!.x).toBeCloseTo(1.5);
  });

  it('a late packet does not drag the timeline back, an old one is ignored', () => {
    const track = new RemoteTrack({ delayMs: 100 });
    track.push({ x: 0, z: 0, yaw: 0, t: 0 }, 10);
    track.push({ x: 1, z: 0, yaw: 0, t: 100 }, 400); // 300 ms late
    track.push({ x: 0.5, z: 0, yaw: 0, t: 50 }, 401); // out of order
    expect(track.size).toBe(2);
    expect(track.sample(160)!.x).toBeCloseTo(0.5); // offset is still 10 ms
  });

  it('carries the last movement on briefly when states stop, then stands', () => {
    const track = new RemoteTrack({ delayMs: 0, extrapolateMs: 200 });
    track.push({ x: 0, z: 0, yaw: 0, t: 0 }, 0);
    track.push({ x: 1, z: 0, yaw: 0, t: 100 }, 100);
    expect(track.sample(200)!.x).toBeCloseTo(2);
    expect(track.sample(10_000)!.x).toBeCloseTo(3);
  });

  it('holds the first state before the timeline starts and answers null with none', () => {
    const track = new RemoteTrack();
    expect(track.sample(0)).toBeNull();
    track.push({ x: 4, z: 5, yaw: 1, t: 1_000 }, 1_000);
    expect(track.sample(1_000)).toEqual({ x: 4, z: 5, yaw: 1 });
  });

  it('turns the short way round across ±π', () => {
    const mid = blend({ x: 0, z: 0, yaw: 3 }, { x: 0, z: 0, yaw: -3 }, 0.5);
    expect(Math.abs(mid.yaw)).toBeCloseTo(Math.PI, 5);
  });
});
