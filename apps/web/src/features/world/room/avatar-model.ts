/**
 * Visitors' avatars: one model (settings.avatar.url, see apps/web/scripts/world/avatar.mjs) with a
 * material per part named `avatar-<part>`; an official dress recolours the parts and hides the hat
 * when it has none. Each visitor gets a clone that shares the model's geometry; materials are
 * shared per dress, so twenty visitors in five dresses make five sets, not twenty.
 */
import { Color, MeshStandardMaterial, type Material, type Mesh, type Object3D } from 'three';
import type { DressColors } from '@culture/protocol';
import { disposeMaterial } from './dispose';

const PART_OF = /^avatar-(skin|body|trim|legs|hat)$/;

export class AvatarFactory {
  private readonly sets = new Map<string, Map<string, Material>>();

  constructor(private readonly template: Object3D) {}

  /** Materials of one dress (the model's own for `null`). */
  private materialsFor(dressId: string | null, colors: DressColors | null): Map<string, Material> {
    const key = dressId && colors ? dressId : '';
    let set = this.sets.get(key);
    if (set) return set;
    set = new Map();
    this.template.traverse((node) => {
      const material = (node as Mesh).material as Material | undefined;
      if (!material || Array.isArray(material) || set!.has(material.name)) return;
      const part = PART_OF.exec(material.name)?.[1] as keyof DressColors | undefined;
      const copy = material.clone();
      const color = part && colors ? colors[part] : null;
      if (color && (copy as MeshStandardMaterial).color) (copy as MeshStandardMaterial).color = new Color(color);
      set!.set(material.name, copy);
    });
    this.sets.set(key, set);
    return set;
  }

  create(dressId: string | null, colors: DressColors | null): Object3D {
    const root = this.template.clone(true);
    const materials = this.materialsFor(dressId, colors);
    root.traverse((node) => {
      const mesh = node as Mesh;
      const material = mesh.material as Material | undefined;
      if (material && !Array.isArray(material)) {
        mesh.material = materials.get(material.name) ?? material;
        // A dress without a hat hides it.
        if (material.name === 'avatar-hat') mesh.visible = !(colors && colors.hat === null);
      }
    });
    return root;
  }

  /** Frees the dress materials (the model itself is disposed by whoever loaded it). */
  dispose(): void {
    for (const set of this.sets.values()) for (const material of set.values()) disposeMaterial(material);
    this.sets.clear();
  }
}
