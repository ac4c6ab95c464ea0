/**
 * Drag to look: any pointer that lands on the hall (not on the joystick or a panel) turns the
 * view as it moves. Touch and mouse alike; each pointer is followed on its own.
 */
import { useEffect, type RefObject } from 'react';
import type { RoomInput } from './room-input';

export function useLookDrag(surface: RefObject<HTMLElement | null>, input: RoomInput): void {
  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const last = new Map<number, { x: number; y: number }>();
    const down = (e: PointerEvent) => {
      if (e.button > 0) return;
      last.set(e.pointerId, { x: e.clientX, y: e.clientY });
    };
    const move = (e: PointerEvent) => {
      const previous = last.get(e.pointerId);
      if (!previous) return;
      input.look.dx += e.clientX - previous.x;
      input.look.dy += e.clientY - previous.y;
      last.set(e.pointerId, { x: e.clientX, y: e.clientY });
      input.wake();
    };
    const up = (e: PointerEvent) => void last.delete(e.pointerId);
    element.addEventListener('pointerdown', down);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [surface, input]);
}
