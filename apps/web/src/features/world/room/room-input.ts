/**
 * What the visitor's hands are doing, shared between the overlay (joystick, drag, keys) and the
 * scene's per-frame update without going through React: a render per pointer move would cost
 * more than the frame itself on a phone. The hall draws only when something changes, so every
 * input also calls `wake` (the scene sets it to ask for a frame).
 */
import { IDLE_STICK, type Stick } from '../logic/joystick';

export interface RoomInput {
  /** The on-screen joystick. */
  stick: Stick;
  /** Keys held (desktop). */
  keys: { forward: boolean; back: boolean; left: boolean; right: boolean };
  /** Drag to look: pixels moved since the last frame. */
  look: { dx: number; dy: number };
  /** Asks the scene for a frame. */
  wake: () => void;
}

export function createRoomInput(): RoomInput {
  return {
    stick: IDLE_STICK,
    keys: { forward: false, back: false, left: false, right: false },
    look: { dx: 0, dy: 0 },
    wake: () => undefined,
  };
}

const KEY_MAP: Record<string, keyof RoomInput['keys']> = {
  KeyW: 'forward',
  ArrowUp: 'forward',
  KeyS: 'back',
  ArrowDown: 'back',
  KeyA: 'left',
  ArrowLeft: 'left',
  KeyD: 'right',
  ArrowRight: 'right',
};

/** Follows WASD and the arrow keys on `target` while the focus is not in a text field. */
export function listenToKeys(input: RoomInput, target: Window = window): () => void {
  const typing = (e: KeyboardEvent) => {
    const element = e.target as HTMLElement | null;
    return !!element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable);
  };
  const down = (e: KeyboardEvent) => {
    const key = KEY_MAP[e.code];
    if (!key || typing(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    input.keys[key] = true;
    input.wake();
    e.preventDefault();
  };
  const up = (e: KeyboardEvent) => {
    const key = KEY_MAP[e.code];
    if (key) input.keys[key] = false;
  };
  // A key released while the window had no focus never sends keyup: stop walking.
  const blur = () => {
    for (const key of Object.keys(input.keys) as Array<keyof RoomInput['keys']>) input.keys[key] = false;
  };
  target.addEventListener('keydown', down);
  target.addEventListener('keyup', up);
  target.addEventListener('blur', blur);
  return () => {
    target.removeEventListener('keydown', down);
    target.removeEventListener('keyup', up);
    target.removeEventListener('blur', blur);
  };
}
