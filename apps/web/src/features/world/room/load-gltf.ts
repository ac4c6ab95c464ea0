/**
 * Reads a .glb the world ships (meshopt-compressed, see apps/web/scripts/world) from bytes the
 * asset cache handed over. The meshopt decoder is small and synchronous (WebAssembly inlined), so
 * it comes with the room's chunk instead of from a CDN.
 */
import type { Group } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';

let loader: GLTFLoader | null = null;

export async function parseGlb(bytes: ArrayBuffer): Promise<Group> {
  loader ??= new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  const gltf = await loader.parseAsync(bytes, '');
  return gltf.scene;
}
