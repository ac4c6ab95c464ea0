#!/usr/bin/env node
// Renders the generated world files with three.js in Debian's Chromium (SwiftShader WebGL) and
// saves screenshots, so a change to a model can be looked at without the app:
//   node apps/web/scripts/world/preview.mjs [out dir=/tmp/world-preview]
// The hall with the 13 Nuo masks on its slots and two avatars in different dresses, seen from the
// spawn point (phone portrait) and from a corner (landscape).
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../..');
const repoRoot = path.resolve(webRoot, '../..');
const require = createRequire(path.join(repoRoot, 'e2e/package.json'));
const { chromium } = require('playwright-core');
const outDir = path.resolve(process.argv[2] ?? '/tmp/world-preview');
fs.mkdirSync(outDir, { recursive: true });

const manifestSource = fs.readFileSync(path.join(repoRoot, 'apps/server/src/lib/world-assets.generated.ts'), 'utf8');
// A TypeScript object literal (prettier-formatted), not JSON: read it as the expression it is.
const manifest = new Function(
  `return ${manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1)}`,
)();
const { DRESSES } = await import('./dresses.mjs');
const masks = Object.keys(manifest.textures).filter((name) => name.startsWith('nuo-') && name !== 'nuo-mv-poster');

const page = `<!doctype html><html><body style="margin:0;background:#000">
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
<script type="module">
import * as THREE from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
const manifest = ${JSON.stringify(manifest)};
const masks = ${JSON.stringify(masks)};
const dresses = ${JSON.stringify(DRESSES)};
const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setSize(innerWidth, innerHeight);
document.body.append(renderer.domElement);
const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
const scene = new THREE.Scene();
scene.background = new THREE.Color('#20140f');
const hall = (await loader.loadAsync('/world/' + manifest.templates[0].scene)).scene;
scene.add(hall);
scene.add(new THREE.AmbientLight(0xfff4e6, 0.6), new THREE.HemisphereLight(0xfffaf0, 0x5a4030, 0.8));
const textures = new THREE.TextureLoader();
for (const [i, name] of masks.entries()) {
  const slot = hall.getObjectByName('slot-' + String(i + 1).padStart(2, '0'));
  const texture = await textures.loadAsync('/world/' + manifest.textures[name].file);
  texture.colorSpace = THREE.SRGBColorSpace;
  const plane = new THREE.Mesh(new THREE.PlaneGeometry(slot.userData.width, slot.userData.height), new THREE.MeshStandardMaterial({ map: texture }));
  plane.position.z = 0.01;
  slot.add(plane);
}
// Slots the exhibition leaves empty lose their frame, as the app does.
for (let i = masks.length + 1; i <= manifest.templates[0].slots.length; i++) {
  hall.getObjectByName('slot-' + String(i).padStart(2, '0') + '-frame').visible = false;
}
const avatarScene = (await loader.loadAsync('/world/' + manifest.avatar)).scene;
for (const [i, dress] of dresses.slice(0, 3).entries()) {
  const avatar = avatarScene.clone(true);
  avatar.traverse((o) => {
    if (!o.isMesh) return;
    const part = o.material.name.replace('avatar-', '');
    o.material = o.material.clone();
    const color = dress.colors[part];
    if (color === null) o.visible = false;
    else if (color) o.material.color.set(color);
  });
  avatar.position.set(-1.5 + i * 1.5, 0, 1.5);
  avatar.rotation.y = Math.PI + (i - 1) * 0.4;
  scene.add(avatar);
}
const spawn = hall.getObjectByName('spawn');
const camera = new THREE.PerspectiveCamera(60, innerWidth / innerHeight, 0.1, 100);
window.view = (name) => {
  if (name === 'spawn') {
    camera.position.copy(spawn.getWorldPosition(new THREE.Vector3())).add(new THREE.Vector3(0, 1.6, 0));
    camera.lookAt(camera.position.clone().add(new THREE.Vector3(0, 0, 1).applyQuaternion(spawn.getWorldQuaternion(new THREE.Quaternion()))));
  } else {
    camera.position.set(8.5, 3.2, 5.5);
    camera.lookAt(-3, 1.2, -3);
  }
  camera.aspect = innerWidth / innerHeight;
  camera.updateProjectionMatrix();
  renderer.setSize(innerWidth, innerHeight);
  renderer.render(scene, camera);
};
window.ready = true;
</script></body></html>`;

const types = { '.js': 'text/javascript', '.glb': 'model/gltf-binary', '.webp': 'image/webp', '.svg': 'image/svg+xml' };
const server = http.createServer((req, res) => {
  const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  const file = url.startsWith('/three/')
    ? path.join(repoRoot, 'node_modules/three', url.slice(7))
    : url.startsWith('/world/')
      ? path.join(webRoot, 'public/world', url.slice(7))
      : null;
  if (!file || file.includes('..') || !fs.existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
try {
  for (const [name, viewport] of [
    ['spawn', { width: 390, height: 844 }],
    ['corner', { width: 1280, height: 720 }],
  ]) {
    const tab = await browser.newPage({ viewport });
    tab.on('pageerror', (error) => console.error('page error:', error.message));
    await tab.goto(origin);
    await tab.waitForFunction(() => window.ready === true, null, { timeout: 60_000 });
    await tab.evaluate((view) => window.view(view), name);
    const file = path.join(outDir, `${name}.png`);
    await tab.screenshot({ path: file });
    console.log(`wrote ${file}`);
    await tab.close();
  }
} finally {
  await browser.close();
  server.close();
}
