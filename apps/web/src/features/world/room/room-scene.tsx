/**
 * The hall as React Three Fiber draws it: the template scene with its lights, the works on their
 * slots, the other visitors, and the visitor's own eyes. Leaving unmounts the <Canvas>: Fiber
 * disposes the renderer and loses its WebGL context, the dress materials are freed here, and
 * the models are freed by their loader (use-room-data.ts).
 */
import { Canvas, useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Dress, ExhibitWork } from '@culture/protocol';
import type { RoomPresence } from '../logic/room-presence';
import { AvatarFactory } from './avatar-model';
import { Exhibits } from './exhibits';
import { PlayerRig } from './player-rig';
import type { RoomInput } from './room-input';
import type { RoomData } from './use-room-data';
import { Visitors } from './visitors';

/** Marks the first frame drawn with the hall in it (performance mark `world:first-frame`). */
function FirstFrame({ onFirstFrame }: { onFirstFrame: () => void }) {
  const frames = useRef(0);
  useFrame(() => {
    // useFrame runs before drawing: on the second call the first frame is on screen.
    if (++frames.current === 2) onFirstFrame();
  });
  return null;
}

export interface RoomSceneProps {
  data: RoomData;
  input: RoomInput;
  presence: RoomPresence | null;
  paused: boolean;
  onSelectWork: (work: ExhibitWork) => void;
  onFirstFrame: () => void;
  onMove: () => void;
}

export function RoomScene({ data, input, presence, paused, onSelectWork, onFirstFrame, onMove }: RoomSceneProps) {
  const { layout } = data;
  const factory = useMemo(() => new AvatarFactory(data.avatar), [data.avatar]);
  useEffect(() => () => factory.dispose(), [factory]);
  const dresses = useMemo(() => new Map<string, Dress>(data.dresses.map((d) => [d.id, d])), [data.dresses]);

  return (
    <Canvas
      frameloop={paused ? 'never' : 'always'}
      // Phones have 3× screens; 1.5× looks sharp enough and draws a quarter of the pixels.
      dpr={[1, 1.5]}
      gl={{ antialias: true, powerPreference: 'high-performance' }}
      camera={{ fov: 65, near: 0.1, far: 80, position: [layout.spawn.x, 1.6, layout.spawn.z] }}
      data-testid="world-canvas"
    >
      <color attach="background" args={['#17110f']} />
      <ambientLight color={layout.lighting.ambient.color} intensity={layout.lighting.ambient.intensity} />
      <hemisphereLight
        args={[layout.lighting.hemisphere.sky, layout.lighting.hemisphere.ground, layout.lighting.hemisphere.intensity]}
      />
      <primitive object={data.hall} />
      <Exhibits works={data.exhibition.works} slots={layout.slots} onSelect={onSelectWork} />
      {presence && <Visitors presence={presence} factory={factory} dresses={dresses} />}
      <PlayerRig layout={layout} input={input} presence={presence} onMove={onMove} />
      <FirstFrame onFirstFrame={onFirstFrame} />
    </Canvas>
  );
}
