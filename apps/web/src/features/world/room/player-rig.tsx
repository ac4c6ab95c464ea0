/**
 * The visitor's eyes (first person): each frame the joystick or keys and the drag become a step
 * and a turn, the step is kept inside the hall, the camera follows, and the pose goes to the room
 * (room-presence decides when it is sent). First person keeps the works in view on a narrow
 * portrait screen; others see this visitor's avatar.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useRef } from 'react';
import { resolveCollisions } from '../logic/collisions';
import type { Pose } from '../logic/interpolation';
import { lookFromDrag, stickFromKeys, walkStep } from '../logic/joystick';
import type { RoomPresence } from '../logic/room-presence';
import type { HallLayout } from './hall-layout';
import type { RoomInput } from './room-input';

export const EYE_HEIGHT = 1.6;
export const WALK_SPEED = 2;
export const VISITOR_RADIUS = 0.35;

export function PlayerRig({
  layout,
  input,
  presence,
  onMove,
}: {
  layout: HallLayout;
  input: RoomInput;
  presence: RoomPresence | null;
  /** Called on the frame the visitor first moves or looks (hides the hint). */
  onMove?: () => void;
}) {
  const camera = useThree((s) => s.camera);
  const pose = useRef<Pose & { pitch: number }>({ ...layout.spawn, pitch: 0 });
  const moved = useRef(false);

  useFrame((_, dt) => {
    const p = pose.current;
    const { dx, dy } = input.look;
    input.look.dx = 0;
    input.look.dy = 0;
    const view = dx || dy ? lookFromDrag(p, dx, dy) : p;
    const stick = input.stick.magnitude ? input.stick : stickFromKeys(input.keys);
    const step = walkStep(stick, view.yaw, WALK_SPEED, dt);
    const next =
      step.x || step.z
        ? resolveCollisions({ x: p.x + step.x, z: p.z + step.z }, VISITOR_RADIUS, layout.walkable, layout.obstacles)
        : p;
    pose.current = { x: next.x, z: next.z, yaw: view.yaw, pitch: view.pitch };
    if (!moved.current && (dx || dy || step.x || step.z)) {
      moved.current = true;
      onMove?.();
    }
    camera.position.set(next.x, EYE_HEIGHT, next.z);
    camera.rotation.set(view.pitch, view.yaw, 0, 'YXZ');
    presence?.tick({ x: next.x, z: next.z, yaw: view.yaw });
  });
  return null;
}
