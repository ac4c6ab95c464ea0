/**
 * Helpers of the world's browser tests: where a hall's exhibit appears on the phone's
 * screen when a visitor has just entered (read from the hall's glTF and projected the way the app's
 * first-person camera does), what the canvas shows (pixels), and the world calls as the app makes
 * them.
 */
import { PNG } from 'pngjs';
import { spawnPose } from '../../apps/web/src/features/world/logic/spawn';
import { sealPayload } from '../../packages/protocol/src/payload/aes-envelope';
import { suiteUrl } from './server';

/** The app's camera (apps/web/src/features/world/room/room-scene.tsx, player-rig.tsx). */
const CAMERA = { fovDegrees: 65, eyeHeight: 1.6 };
/**
 * What the page's Math.random answers in tests that aim at the screen (`fixedRandom`), so the
 * visitor appears at a known place near the spawn point (logic/spawn.ts).
 */
export const FIXED_RANDOM = 0.5;

type Vec3 = [number, number, number];
type Quat = [number, number, number, number];
interface GltfNode {
  name?: string;
  children?: number[];
  translation?: Vec3;
  rotation?: Quat;
}

function rotate([x, y, z]: Vec3, [qx, qy, qz, qw]: Quat): Vec3 {
  // v' = v + 2w(q×v) + 2 q×(q×v)
  const tx = 2 * (qy * z - qz * y);
  const ty = 2 * (qz * x - qx * z);
  const tz = 2 * (qx * y - qy * x);
  return [x + qw * tx + (qy * tz - qz * ty), y + qw * ty + (qz * tx - qx * tz), z + qw * tz + (qx * ty - qy * tx)];
}
const multiply = (a: Quat, b: Quat): Quat => [
  a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
  a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
  a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
  a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2],
];

/** World position and rotation of every named node of a .glb (translation and rotation only). */
export function glbNodes(glb: Buffer): Map<string, { position: Vec3; rotation: Quat }> {
  const jsonLength = glb.readUInt32LE(12);
  const json = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8')) as {
    nodes: GltfNode[];
    scenes: Array<{ nodes: number[] }>;
  };
  const out = new Map<string, { position: Vec3; rotation: Quat }>();
  const visit = (index: number, parentPosition: Vec3, parentRotation: Quat) => {
    const node = json.nodes[index]!;
    const local = node.translation ?? [0, 0, 0];
    const offset = rotate(local, parentRotation);
    const position: Vec3 = [parentPosition[0] + offset[0], parentPosition[1] + offset[1], parentPosition[2] + offset[2]];
    const rotation = multiply(parentRotation, node.rotation ?? [0, 0, 0, 1]);
    if (node.name) out.set(node.name, { position, rotation });
    for (const child of node.children ?? []) visit(child, position, rotation);
  };
  for (const root of json.scenes[0]!.nodes) visit(root, [0, 0, 0], [0, 0, 0, 1]);
  return out;
}

/**
 * Where `point` lands on a `width`×`height` screen for a visitor who just entered (first person,
 * eye height 1.6 m, looking along the spawn node's +Z, level), placed by the app's own spawn rule
 * with the page's Math.random fixed at FIXED_RANDOM.
 */
export function projectFromSpawn(nodes: ReturnType<typeof glbNodes>, point: Vec3, width: number, height: number) {
  const spawn = nodes.get('spawn')!;
  const forward = rotate([0, 0, 1], spawn.rotation);
  const yaw = Math.atan2(-forward[0], -forward[2]);
  // No walls or furniture in the way of the spread at the hall's spawn point (checked by the test's
  // exhibit card: a miss would open no card).
  const far = { minX: -1e3, maxX: 1e3, minZ: -1e3, maxZ: 1e3 };
  const standing = spawnPose({ x: spawn.position[0], z: spawn.position[2], yaw }, far, [], 0.35, () => FIXED_RANDOM);
  const eye: Vec3 = [standing.x, CAMERA.eyeHeight, standing.z];
  const right: Vec3 = [-forward[2], 0, forward[0]];
  const d: Vec3 = [point[0] - eye[0], point[1] - eye[1], point[2] - eye[2]];
  const depth = d[0] * forward[0] + d[2] * forward[2];
  const across = d[0] * right[0] + d[2] * right[2];
  const up = d[1];
  const tan = Math.tan(((CAMERA.fovDegrees / 2) * Math.PI) / 180);
  const ndcX = across / (depth * tan * (width / height));
  const ndcY = up / (depth * tan);
  return { x: ((ndcX + 1) / 2) * width, y: ((1 - ndcY) / 2) * height, depth };
}

/** How varied a screenshot is: the number of distinct colours (quantised to 5 bits a channel). */
export function distinctColours(png: Buffer): number {
  const image = PNG.sync.read(png);
  const seen = new Set<number>();
  for (let i = 0; i < image.data.length; i += 4) {
    seen.add(((image.data[i]! >> 3) << 10) | ((image.data[i + 1]! >> 3) << 5) | (image.data[i + 2]! >> 3));
  }
  return seen.size;
}

/** The share of pixels that differ (by more than a little) between two same-size screenshots. */
export function changedShare(a: Buffer, b: Buffer): number {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  if (x.width !== y.width || x.height !== y.height) return 1;
  let changed = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    const delta =
      Math.abs(x.data[i]! - y.data[i]!) + Math.abs(x.data[i + 1]! - y.data[i + 1]!) + Math.abs(x.data[i + 2]! - y.data[i + 2]!);
    if (delta > 24) changed++;
  }
  return changed / (x.width * x.height);
}

/** Calls a world endpoint as the app does (sealed POST body, bearer token, language header). */
export async function worldCall<T>(
  path: string,
  options: { token?: string; body?: unknown; language?: string } = {},
): Promise<T> {
  const res = await fetch(`${suiteUrl()}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      channel: 'BROWSER',
      language: options.language ?? 'EN',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(sealPayload(options.body)),
  });
  const json = (await res.json()) as { result: number; data: T; errmsg?: string };
  if (json.result !== 1) throw new Error(`${path}: ${json.errmsg}`);
  return json.data;
}

/** Uploads `glb` as the member's own avatar model through the upload link, as the wardrobe does; answers its URL. */
export async function uploadOwnModel(session: Record<string, string>, glb: Buffer): Promise<string> {
  const link = await worldCall<{ uploadUrl: string }>(`/api/v3/me/vr-user-model-upload-link/${session.may_user_id}`, {
    token: session.may_uni_token,
  });
  const res = await fetch(`${suiteUrl()}${link.uploadUrl}`, {
    method: 'PUT',
    headers: { 'content-type': 'model/gltf-binary' },
    body: new Uint8Array(glb),
  });
  const json = (await res.json()) as { result: number; data: { url: string }; errmsg?: string };
  if (json.result !== 1) throw new Error(`upload: ${json.errmsg}`);
  return json.data.url;
}
