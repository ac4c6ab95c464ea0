#!/usr/bin/env node
/**
 * Avatar uploads under a burst (docs/security.md, "Model uploads"): N members each PUT a 15 MiB
 * point cloud of 1.3 million points at once, then one member PUTs the small official avatar. Prints
 * the server's RSS when idle and at its peak (sampled every 100 ms), each upload's answer (status
 * and code, or "no answer" when the connection closed without one) and when it came. The members
 * are ids without an account (the links are signed with the bench server's secret): a model that
 * passes every check then answers 400 40002 (the account's foreign key), which counts as accepted.
 *
 * Usage: npm run build && node bench/model-uploads/index.mjs [uploads=15] [maxSeconds=120]
 * Another build (the one before the change): BENCH_SERVER_MAIN=<its apps/server/dist/main.js>, or
 * its source with BENCH_SERVER_NODE_ARGS="--import tsx". Prints numbers; asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startAppServer } from '../lib/server-process.mjs';

const UPLOADS = Number(process.argv[2] ?? 15);
const MAX_SECONDS = Number(process.argv[3] ?? 120);
const POINTS = 1_300_000;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret!'; // startAppServer's

const { createAvatarService } = await import(`${repoRoot}/apps/server/dist/modules/world/avatar-service.js`);
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** A .glb of `points` points (mode 0): no triangles, so only a vertex budget can refuse it. */
function pointCloud(points) {
  const bin = Buffer.alloc(points * 12);
  for (let i = 0; i < points; i++) bin.writeFloatLE(i % 1000, i * 12);
  const json = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, mode: 0 }] }],
    accessors: [{ bufferView: 0, componentType: 5126, count: points, type: 'VEC3', min: [0, 0, 0], max: [999, 0, 0] }],
    bufferViews: [{ buffer: 0, byteLength: bin.length }],
    buffers: [{ byteLength: bin.length }],
  };
  let text = Buffer.from(JSON.stringify(json));
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + text.length + 8 + bin.length, 8);
  const chunk = (length, type) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(length, 0);
    h.writeUInt32LE(type, 4);
    return h;
  };
  return Buffer.concat([header, chunk(text.length, 0x4e4f534a), text, chunk(bin.length, 0x004e4942), bin]);
}

// The link is the server's own (same secret); only uploadLink is called, which needs nothing else.
const links = createAvatarService({ now: Date.now, serverSecret: JWT_SECRET });
const server = await startAppServer({ SEED_DEMO: 'false' });
const pid = server.child.pid;
try {
  const cloud = pointCloud(POINTS);
  const worlds = path.join(repoRoot, 'apps/web/public/world');
  const small = fs.readFileSync(
    path.join(
      worlds,
      fs.readdirSync(worlds).find((f) => /^avatar\..*\.glb$/.test(f)),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = rssMiB(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
  const start = performance.now();
  const put = async (label, userId, body) => {
    const { uploadUrl } = links.uploadLink(BigInt(userId), BigInt(userId));
    try {
      const res = await fetch(`${server.url}${uploadUrl}`, {
        method: 'PUT',
        headers: { 'content-type': 'model/gltf-binary', language: 'EN' },
        body,
        signal: AbortSignal.timeout(MAX_SECONDS * 1000),
      });
      const json = await res.json().catch(() => ({}));
      const detail = json.details?.budget ? ` ${json.details.budget} ${json.details.found}` : '';
      const seconds = (performance.now() - start) / 1000;
      return {
        label,
        answer: `${res.status} ${json.code ?? ''}${detail}`,
        seconds,
        retryAfter: Number(res.headers.get('retry-after')),
      };
    } catch (error) {
      return { label, answer: `no answer (${error.cause?.code ?? error.name})`, seconds: (performance.now() - start) / 1000 };
    }
  };
  const bursts = Array.from({ length: UPLOADS }, (_, i) => put(`cloud ${i + 1}`, 1000 + i, cloud));
  // A member's small model in the middle of the burst, sent again after Retry-After when refused.
  const member = (async () => {
    for (let attempt = 1; ; attempt++) {
      const result = await put(`small model (${small.length} B)`, 999, small);
      const retryAfter = result.answer.startsWith('503') ? result.retryAfter : null;
      if (retryAfter === null || attempt === 5) return { ...result, answer: `${result.answer} (attempt ${attempt})` };
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  })();
  const results = await Promise.all([...bursts, member]);
  const mine = results.pop();
  clearInterval(sampler);
  console.log(`${UPLOADS} uploads of a ${(cloud.length / 2 ** 20).toFixed(1)} MiB cloud of ${POINTS} points, then a small model`);
  console.log(`server RSS: idle ${idle.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (+${(peak - idle).toFixed(0)} MiB)`);
  const byAnswer = new Map();
  for (const r of results) byAnswer.set(r.answer, [...(byAnswer.get(r.answer) ?? []), r.seconds]);
  for (const [answer, times] of byAnswer) {
    console.log(`  ${answer}: ${times.length} (answered ${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)} s)`);
  }
  console.log(`  ${mine.label}: ${mine.answer} at ${mine.seconds.toFixed(1)} s`);
} finally {
  await server.stop();
}
