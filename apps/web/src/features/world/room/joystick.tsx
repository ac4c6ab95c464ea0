/**
 * The one-thumb joystick: a ring in the bottom-left corner. The thumb lands anywhere in it and
 * sliding from there walks (forward up the screen); lifting stops. Its own pointer only, so
 * another finger can look around at the same time.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_STICK, knobOffset, stickFromOffset } from '../logic/joystick';
import type { RoomInput } from './room-input';
import styles from './world-room.module.css';

const RING_RADIUS = 56;

export function Joystick({ input }: { input: RoomInput }) {
  const { t } = useTranslation();
  const origin = useRef<{ id: number; x: number; y: number } | null>(null);
  const [knob, setKnob] = useState({ x: 0, y: 0 });

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (origin.current) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    origin.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const o = origin.current;
    if (!o || o.id !== e.pointerId) return;
    e.stopPropagation();
    const dx = e.clientX - o.x;
    const dy = e.clientY - o.y;
    input.stick = stickFromOffset(dx, dy, RING_RADIUS);
    input.wake();
    setKnob(knobOffset(dx, dy, RING_RADIUS));
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (origin.current?.id !== e.pointerId) return;
    e.stopPropagation();
    origin.current = null;
    input.stick = IDLE_STICK;
    setKnob({ x: 0, y: 0 });
  };

  return (
    <div
      className={styles.joystick}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onLostPointerCapture={up}
      role="img"
      aria-label={t('world.room.joystick')}
      data-testid="joystick"
    >
      <span className={styles.knob} style={{ transform: `translate(${knob.x}px, ${knob.y}px)` }} />
    </div>
  );
}
