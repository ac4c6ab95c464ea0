/**
 * Smooth movement of other visitors. Their states arrive about ten times a second over the
 * network, unevenly; drawing each as it lands would make avatars jump. Each visitor's states are
 * kept in a short buffer stamped with the sender's clock, and every frame draws where the visitor
 * was a little in the past (`delayMs`), interpolated between the two states around that moment.
 * When states stop coming the last movement is carried on briefly, then the avatar stands still.
 *
 * The sender's clock is mapped onto ours by the smallest transit offset seen recently, so a late
 * packet never drags the timeline back, and a wrong clock on either side does not matter.
 */
import { wrapAngle } from './joystick';

export interface Pose {
  x: number;
  z: number;
  yaw: number;
}

export interface Snapshot extends Pose {
  /** The sender's clock, ms. */
  t: number;
}

export interface TrackOptions {
  /** How far behind the newest state we draw; a little more than the send interval. */
  delayMs?: number;
  /** How long the last movement is carried on when states stop coming. */
  extrapolateMs?: number;
  /** States kept. */
  capacity?: number;
  /** How many recent offsets the clock mapping looks at. */
  offsetWindow?: number;
}

export class RemoteTrack {
  private readonly snapshots: Snapshot[] = [];
  private readonly offsets: number[] = [];
  private readonly delayMs: number;
  private readonly extrapolateMs: number;
  private readonly capacity: number;
  private readonly offsetWindow: number;

  constructor({ delayMs = 150, extrapolateMs = 250, capacity = 32, offsetWindow = 30 }: TrackOptions = {}) {
    this.delayMs = delayMs;
    this.extrapolateMs = extrapolateMs;
    this.capacity = capacity;
    this.offsetWindow = offsetWindow;
  }

  /** A state arrived at `receivedAt` (our clock, ms). Old or repeated states are ignored. */
  push(snapshot: Snapshot, receivedAt: number): void {
    const last = this.snapshots[this.snapshots.length - 1];
    if (last && snapshot.t <= last.t) return;
    this.snapshots.push(snapshot);
    if (this.snapshots.length > this.capacity) this.snapshots.shift();
    this.offsets.push(receivedAt - snapshot.t);
    if (this.offsets.length > this.offsetWindow) this.offsets.shift();
  }

  get size(): number {
    return this.snapshots.length;
  }

  /** Where to draw the visitor at `now` (our clock, ms); null before any state arrived. */
  sample(now: number): Pose | null {
    const list = this.snapshots;
    if (!list.length) return null;
    const offset = Math.min(...this.offsets);
    const at = now - offset - this.delayMs;
    const first = list[0]!;
    if (at <= first.t) return pose(first);
    for (let i = list.length - 1; i > 0; i--) {
      const a = list[i - 1]!;
      const b = list[i]!;
      if (at >= a.t && at <= b.t) return blend(a, b, (at - a.t) / (b.t - a.t || 1));
    }
    // Past the newest state: carry the last movement on for a moment, then stand.
    const last = list[list.length - 1]!;
    const before = list[list.length - 2];
    if (!before) return pose(last);
    const ahead = Math.min(at - last.t, this.extrapolateMs);
    const span = last.t - before.t || 1;
    return {
      x: last.x + ((last.x - before.x) / span) * ahead,
      z: last.z + ((last.z - before.z) / span) * ahead,
      yaw: last.yaw,
    };
  }
}

function pose(s: Snapshot): Pose {
  return { x: s.x, z: s.z, yaw: s.yaw };
}

/** Linear between two poses; the heading turns the short way round. */
export function blend(a: Pose, b: Pose, k: number): Pose {
  const f = Math.min(1, Math.max(0, k));
  return {
    x: a.x + (b.x - a.x) * f,
    z: a.z + (b.z - a.z) * f,
    yaw: wrapAngle(a.yaw + wrapAngle(b.yaw - a.yaw) * f),
  };
}
