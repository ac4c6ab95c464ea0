/**
 * The visitor's eyes (first person): each frame the joystick or keys and the drag become a step
 * and a turn, the step is kept inside the hall, the camera follows, and the pose goes to the room
 * (room-presence decides when it is sent). First person keeps the works in view on a narrow
 * portrait screen; others see this visitor's avatar.
 *
 * The hall draws on demand: while a thumb or key is held, or others are still moving, each frame
 * asks for the next; otherwise the canvas rests (a phone standing still spends no battery on it).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useRef, type RefObject } from 'react';
import { resolveCollisions } from '../logic/collisions';
import type { Pose } from '../logic/interpolation';
import { lookFromDrag, stickFromKeys, walkStep } from '../logic/joystick';
import type { RoomPresence } from '../logic/room-presence';
import type { HallLayout } from './hall-layout';
import type { RoomInput } from './room-input';

export const EYE_HEIGHT = 1.6;
export const WALK_SPEED = 2;
export const VISITOR_RADIUS = 0.35;
/** The first frame after a rest steps as if one frame had passed, not the whole rest. */
const FRAME_AFTER_REST_S = 1 / 60;

export function PlayerRig({
  layout,
  input,
  presence,
  pose,
  onMove,
}: {
  layout: HallLayout;
  input: RoomInput;
  presence: RoomPresence | null;
  /** Where the visitor stands and looks; read by the scene between frames too. */
  pose: RefObject<Pose & { pitch: number }>;
  /** Called on the frame the visitor first moves or looks (hides the hint). */
  onMove?: () => void;
}) {
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const moved = useRef(false);
  const active = useRef(false);

  useFrame((_, delta) => {
    const p = pose.current;
    const { dx, dy } = input.look;
    input.look.dx = 0;
    input.look.dy = 0;
    const view = dx || dy ? lookFromDrag(p, dx, dy) : p;
    const stick = input.stick.magnitude ? input.stick : stickFromKeys(input.keys);
    const step = walkStep(stick, view.yaw, WALK_SPEED, active.current ? delta : FRAME_AFTER_REST_S);
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
    // Keep drawing while walking or while others' avatars are still gliding to their last pose.
    active.current = stick.magnitude > 0;
    if (active.current || (presence && Date.now() < presence.movingUntil())) invalidate();
  });
  return null;
}
