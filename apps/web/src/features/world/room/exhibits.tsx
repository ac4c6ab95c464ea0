/**
 * The works on the hall's walls: each work hangs on its slot as a plane of its picture (fitted
 * into the slot, never stretched), a hair in front of the frame. Tapping one opens its card; a
 * drag that happens to end on a work is a look, not a tap.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { Quaternion, Vector3, type CanvasTexture } from 'three';
import type { ExhibitWork } from '@culture/protocol';
import type { SlotInfo } from './hall-layout';
import { loadWorkPicture, type WorkPicture } from './work-texture';

/** A press that moved further than this (CSS pixels) was a drag. */
const TAP_SLOP_PX = 10;

function fit(slot: SlotInfo, aspect: number): [number, number] {
  const slotAspect = slot.width / slot.height;
  return aspect >= slotAspect ? [slot.width, slot.width / aspect] : [slot.height * aspect, slot.height];
}

function Work({ work, slot, onSelect }: { work: ExhibitWork; slot: SlotInfo; onSelect: (work: ExhibitWork) => void }) {
  const [picture, setPicture] = useState<WorkPicture | null>(null);
  const placement = useMemo(() => {
    const position = new Vector3();
    const quaternion = new Quaternion();
    slot.node.getWorldPosition(position);
    slot.node.getWorldQuaternion(quaternion);
    // 1 cm into the room, off the frame behind.
    position.add(new Vector3(0, 0, 0.01).applyQuaternion(quaternion));
    return { position, quaternion };
  }, [slot]);

  useEffect(() => {
    let alive = true;
    let texture: CanvasTexture | null = null;
    loadWorkPicture(work, slot.width / slot.height)
      .then((loaded) => {
        texture = loaded.texture;
        if (alive) setPicture(loaded);
        else texture.dispose();
      })
      .catch(() => undefined); // the paper placeholder stays; the card still opens
    return () => {
      alive = false;
      texture?.dispose();
    };
  }, [work, slot]);

  const [width, height] = picture ? fit(slot, picture.aspect) : [slot.width, slot.height];
  const select = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    if (e.delta > TAP_SLOP_PX) return;
    onSelect(work);
  };
  return (
    <mesh
      position={placement.position}
      quaternion={placement.quaternion}
      onClick={select}
      onPointerOver={() => (document.body.style.cursor = 'pointer')}
      onPointerOut={() => (document.body.style.cursor = '')}
      name={`work-${work.slot}`}
    >
      <planeGeometry args={[width, height]} />
      {picture ? (
        <meshBasicMaterial map={picture.texture} toneMapped={false} />
      ) : (
        <meshStandardMaterial color="#efe6d4" roughness={1} />
      )}
    </mesh>
  );
}

export function Exhibits({
  works,
  slots,
  onSelect,
}: {
  works: ExhibitWork[];
  slots: Map<string, SlotInfo>;
  onSelect: (work: ExhibitWork) => void;
}) {
  useEffect(() => () => void (document.body.style.cursor = ''), []);
  // A slot the exhibition leaves empty hides its frame (a personal room with two passes shows two
  // frames, not sixteen dark squares).
  useEffect(() => {
    const used = new Set(works.map((work) => work.slot));
    for (const [name, slot] of slots) {
      const frame = slot.node.getObjectByName(`${name}-frame`);
      if (frame) frame.visible = used.has(name);
    }
  }, [works, slots]);
  return (
    <>
      {works.map((work) => {
        const slot = slots.get(work.slot);
        return slot ? <Work key={work.slot} work={work} slot={slot} onSelect={onSelect} /> : null;
      })}
    </>
  );
}
