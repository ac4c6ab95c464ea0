/**
 * Members' own avatar models as others in the hall see them. A visitor's hello carries only their
 * model's version; the URL is built here from the sender's id (the gateway's, not one the sender
 * wrote) and our own user-model path, so a client never loads an address another client chose.
 * Models come through the world's asset cache and loader like every other model, are scaled to a
 * person's height with their feet on the floor (an upload may be in any unit), and are loaded once
 * per hall however many visitors wear them; a model that fails to load is null (the caller shows
 * the default avatar). Leaving the hall frees them all.
 */
import { Box3, Group, Vector3, type Object3D } from 'three';
import { clone as cloneSkinned } from 'three/examples/jsm/utils/SkeletonUtils.js';
import { USER_MODEL_HASH_PATTERN, userModelPath } from '@culture/protocol';
import { cachedArrayBuffer } from '../logic/asset-cache';
import { disposeObject } from './dispose';
import { parseGlb } from './load-gltf';

/** How tall an uploaded avatar stands, metres (the default avatar is 1.88 with its hat). */
export const OWN_MODEL_HEIGHT = 1.8;
const USER_ID = /^[1-9]\d{0,18}$/;

/** Our own path of `userId`'s model at `hash`, or null when either is not what it must be. */
export function ownModelUrl(userId: string, hash: string | null): string | null {
  return hash && USER_ID.test(userId) && USER_MODEL_HASH_PATTERN.test(hash) ? userModelPath(userId, hash) : null;
}

/** Wraps `scene` so that it stands OWN_MODEL_HEIGHT tall, centred, feet at y = 0; null when it has no size. */
export function standUp(scene: Object3D): Group | null {
  const box = new Box3().setFromObject(scene);
  const size = box.getSize(new Vector3());
  if (box.isEmpty() || !(size.y > 1e-6) || !Number.isFinite(size.y)) return null;
  const scale = OWN_MODEL_HEIGHT / size.y;
  const centre = box.getCenter(new Vector3());
  scene.position.sub(new Vector3(centre.x, box.min.y, centre.z));
  const root = new Group();
  root.scale.setScalar(scale);
  root.add(scene);
  return root;
}

export class UserModels {
  private readonly loads = new Map<string, Promise<Group | null>>();
  private readonly loaded: Object3D[] = [];
  /** Bumped by dispose: a load that lands after it is freed at once. */
  private generation = 0;

  /** A copy of the model at `url` for one visitor (sharing geometry and materials), or null. */
  async instance(url: string): Promise<Object3D | null> {
    const generation = this.generation;
    let load = this.loads.get(url);
    if (!load) {
      load = cachedArrayBuffer(url)
        .then(parseGlb)
        .then((scene) => {
          if (generation !== this.generation) {
            disposeObject(scene);
            return null;
          }
          this.loaded.push(scene);
          return standUp(scene);
        })
        .catch(() => null);
      this.loads.set(url, load);
    }
    const template = await load;
    // SkeletonUtils' clone keeps a skinned model bound to its own copy of the skeleton.
    return template && generation === this.generation ? cloneSkinned(template) : null;
  }

  dispose(): void {
    this.generation++;
    for (const scene of this.loaded.splice(0)) disposeObject(scene);
    this.loads.clear();
  }
}
