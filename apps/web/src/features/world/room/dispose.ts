/**
 * Frees what a loaded model holds on the GPU: every geometry, material and texture under a root.
 * React Three Fiber disposes what it created itself and the renderer, but not the insides of
 * models handed to it as `<primitive>`; leaving the hall calls this for each of them.
 */
import type { Material, Object3D, Texture } from 'three';

export function disposeMaterial(material: Material): void {
  for (const value of Object.values(material)) {
    if ((value as Texture | null)?.isTexture) (value as Texture).dispose();
  }
  material.dispose();
}

export function disposeObject(root: Object3D): void {
  root.traverse((node) => {
    const mesh = node as Object3D & { geometry?: { dispose(): void }; material?: Material | Material[] };
    mesh.geometry?.dispose();
    if (Array.isArray(mesh.material)) mesh.material.forEach(disposeMaterial);
    else if (mesh.material) disposeMaterial(mesh.material);
  });
}
