import { BoxGeometry, Box3, Group, Mesh, MeshBasicMaterial, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { OWN_MODEL_HEIGHT, ownModelUrl, standUp } from './user-models';

describe('members’ own models in the hall', () => {
  it('loads only our own user-model path, built from the sender’s id and a version', () => {
    expect(ownModelUrl('1234567890123456789', '0123456789abcdef')).toBe(
      '/api/v3/vr-user-models/1234567890123456789?v=0123456789abcdef',
    );
    expect(ownModelUrl('12', null)).toBeNull();
    expect(ownModelUrl('12', 'https://evil.example/a.glb')).toBeNull();
    expect(ownModelUrl('../admin', '0123456789abcdef')).toBeNull();
    expect(ownModelUrl('0', '0123456789abcdef')).toBeNull();
  });

  it('stands any model up at a person’s height, centred, feet on the floor', () => {
    // A model made in centimetres, off-centre and half below the floor.
    const scene = new Group();
    const mesh = new Mesh(new BoxGeometry(60, 170, 30), new MeshBasicMaterial());
    mesh.position.set(500, 0, -200);
    scene.add(mesh);
    scene.position.set(3, 4, 5);
    const root = standUp(scene)!;
    const box = new Box3().setFromObject(root);
    const size = box.getSize(new Vector3());
    expect(size.y).toBeCloseTo(OWN_MODEL_HEIGHT, 5);
    expect(box.min.y).toBeCloseTo(0, 5);
    expect(box.getCenter(new Vector3()).x).toBeCloseTo(0, 5);
    expect(box.getCenter(new Vector3()).z).toBeCloseTo(0, 5);
    expect(standUp(new Group())).toBeNull();
  });
});
