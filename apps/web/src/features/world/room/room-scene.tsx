/**
 * The hall as React Three Fiber draws it: the template scene with its lights, the works on their
 * slots, the other visitors, and the visitor's own eyes. It draws on demand (see player-rig.tsx):
 * input, arriving poses and React changes ask for frames. Leaving unmounts the <Canvas>: Fiber
 * disposes the renderer and loses its WebGL context, the dress materials and members' own models
 * are freed here, and
 * the models are freed by their loader (use-room-data.ts).
 */
import { Canvas, addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { Dress, ExhibitWork } from '@culture/protocol';
import type { Pose } from '../logic/interpolation';
import type { RoomPresence } from '../logic/room-presence';
import { spawnPose } from '../logic/spawn';
import { AvatarFactory } from './avatar-model';
import { Exhibits } from './exhibits';
import { UserModels } from './user-models';
import { PlayerRig, VISITOR_RADIUS } from './player-rig';
import type { RoomInput } from './room-input';
import type { RoomData } from './use-room-data';
import { Visitors } from './visitors';
import styles from './world-room.module.css';

/** Tells once that the first frame with the hall in it has been drawn. */
function FirstFrame({ onFirstFrame }: { onFirstFrame: () => void }) {
  useEffect(() => {
    let told = false;
    const stop = addAfterEffect(() => {
      if (told) return;
      told = true;
      onFirstFrame();
    });
    return () => stop();
  }, [onFirstFrame]);
  return null;
}

/** Lets input, arriving poses and the idle pose repeat wake the demand-driven loop. */
function Wakers({ input, presence, pose }: Pick<RoomSceneProps, 'input' | 'presence'> & { pose: PoseRef }) {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    input.wake = () => invalidate();
    presence?.setWake(() => invalidate());
    // Standing still draws nothing, but the room still hears this visitor now and then
    // (room-presence repeats the pose and forgets the silent) without a frame.
    const timer = presence ? setInterval(() => presence.tick(pose.current), 250) : null;
    return () => {
      input.wake = () => undefined;
      presence?.setWake(() => undefined);
      if (timer) clearInterval(timer);
    };
  }, [input, presence, pose, invalidate]);
  return null;
}

type PoseRef = RefObject<Pose & { pitch: number }>;

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
  const models = useMemo(() => new UserModels(), []);
  useEffect(() => () => models.dispose(), [models]);
  const dresses = useMemo(() => new Map<string, Dress>(data.dresses.map((d) => [d.id, d])), [data.dresses]);
  const labels = useRef<HTMLDivElement>(null);
  const pose = useRef<Pose & { pitch: number }>({
    ...spawnPose(layout.spawn, layout.walkable, layout.obstacles, VISITOR_RADIUS),
    pitch: 0,
  });

  return (
    // Visitors' name labels (drei's Html) go into this wrapper, which exists before the scene's
    // first render. Left to drei, a label's container is R3F's event target, connected a moment
    // after the canvas mounts; a visitor present on arrival sometimes got an empty label (its
    // element attached, its content never rendered; the two-visitor browser test failed about 1
    // run in 3). Most likely drei moved the label when the target changed and the deferred
    // unmount of its first root emptied it. With a fixed container: 5 runs of 5 passed.
    <div ref={labels} className={styles.sceneFrame}>
      <Canvas
        frameloop={paused ? 'never' : 'demand'}
        // Phones have 3× screens; 1.5× looks sharp enough and draws a quarter of the pixels.
        dpr={[1, 1.5]}
        // Multisampling costs a phone a lot at 1.5× and adds little there; 1× screens need it.
        gl={{ antialias: window.devicePixelRatio < 1.5, powerPreference: 'high-performance' }}
        camera={{ fov: 65, near: 0.1, far: 80, position: [layout.spawn.x, 1.6, layout.spawn.z] }}
        // The hall is a fixed full-screen layer: no page scroll moves it, so Fiber need not follow
        // scrolling (whose 50 ms debounce held the renderer's creation back after the tap).
        resize={{ scroll: false, debounce: 0 }}
        data-testid="world-canvas"
      >
        <color attach="background" args={['#17110f']} />
        <ambientLight color={layout.lighting.ambient.color} intensity={layout.lighting.ambient.intensity} />
        <hemisphereLight
          args={[layout.lighting.hemisphere.sky, layout.lighting.hemisphere.ground, layout.lighting.hemisphere.intensity]}
        />
        <primitive object={data.hall} />
        <Exhibits works={data.exhibition.works} slots={layout.slots} onSelect={onSelectWork} />
        {presence && <Visitors presence={presence} factory={factory} dresses={dresses} models={models} labels={labels} />}
        <PlayerRig layout={layout} input={input} presence={presence} pose={pose} onMove={onMove} />
        <Wakers input={input} presence={presence} pose={pose} />
        <FirstFrame onFirstFrame={onFirstFrame} />
      </Canvas>
    </div>
  );
}
