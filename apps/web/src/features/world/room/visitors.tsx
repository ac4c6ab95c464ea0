/**
 * The other visitors: an avatar in their dress, or their own uploaded model (user-models.ts; the
 * dressed default avatar until it has loaded, and if it fails), where their smoothed track says
 * they are, with their name and their latest message above the head. Positions are set every
 * frame straight on the objects; React renders only when someone comes, goes, changes clothes or
 * speaks.
 */
import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group, Object3D } from 'three';
import type { Dress } from '@culture/protocol';
import { useStore } from '../../../lib/store';
import type { RoomPresence, VisitorView } from '../logic/room-presence';
import type { AvatarFactory } from './avatar-model';
import { ownModelUrl, type UserModels } from './user-models';
import styles from './world-room.module.css';

function Visitor({
  view,
  presence,
  factory,
  dresses,
  models,
  labels,
}: {
  view: VisitorView;
  presence: RoomPresence;
  factory: AvatarFactory;
  dresses: Map<string, Dress>;
  models: UserModels;
  labels: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const group = useRef<Group>(null);
  const last = useRef({ x: 0, z: 0, walked: 0 });
  const dress = view.dressId ? (dresses.get(view.dressId) ?? null) : null;
  const dressed = useMemo(() => factory.create(dress?.id ?? null, dress?.colors ?? null), [factory, dress]);
  const modelUrl = ownModelUrl(view.id, view.modelHash);
  const [own, setOwn] = useState<{ url: string; object: Object3D } | null>(null);
  useEffect(() => {
    if (!modelUrl) return;
    let alive = true;
    void models.instance(modelUrl).then((object) => alive && object && setOwn({ url: modelUrl, object }));
    return () => {
      alive = false;
    };
  }, [models, modelUrl]);
  const avatar = own && own.url === modelUrl ? own.object : dressed;

  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const pose = presence.sample(view.id);
    g.visible = pose !== null;
    if (!pose) return;
    const step = Math.hypot(pose.x - last.current.x, pose.z - last.current.z);
    last.current.walked = step > 0.002 && step < 1 ? last.current.walked + step : 0;
    last.current.x = pose.x;
    last.current.z = pose.z;
    g.position.set(pose.x, 0, pose.z);
    // The model faces +Z; a heading of 0 looks down -Z.
    g.rotation.y = pose.yaw + Math.PI;
    // A light bob while walking.
    avatar.position.y = last.current.walked ? Math.abs(Math.sin(last.current.walked * 4)) * 0.04 : 0;
  });

  // The bubble goes when its time is up.
  const [, expire] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!view.said) return;
    const timer = setTimeout(expire, Math.max(0, view.said.until - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [view.said]);
  const said = view.said && view.said.until > Date.now() ? view.said.text : null;
  return (
    <group ref={group} visible={false}>
      <primitive object={avatar} />
      <Html
        position={[0, 2.05, 0]}
        center
        zIndexRange={[20, 0]}
        className={styles.labelAnchor}
        portal={labels as RefObject<HTMLElement>}
      >
        <div
          className={styles.label}
          data-testid="visitor-label"
          data-visitor-id={view.id}
          data-avatar={avatar === dressed ? 'default' : 'own'}
        >
          {said && <span className={styles.bubble}>{said}</span>}
          <span className={styles.name}>{view.nickname || t('world.room.visitor')}</span>
        </div>
      </Html>
    </group>
  );
}

export function Visitors({
  presence,
  factory,
  dresses,
  models,
  labels,
}: {
  presence: RoomPresence;
  factory: AvatarFactory;
  dresses: Map<string, Dress>;
  models: UserModels;
  /** Where the name labels go (see room-scene.tsx). */
  labels: RefObject<HTMLDivElement | null>;
}) {
  const visitors = useStore(presence.store).visitors;
  return (
    <>
      {Object.values(visitors).map((view) => (
        <Visitor
          key={view.id}
          view={view}
          presence={presence}
          factory={factory}
          dresses={dresses}
          models={models}
          labels={labels}
        />
      ))}
    </>
  );
}
