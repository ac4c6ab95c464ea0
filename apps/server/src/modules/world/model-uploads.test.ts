/**
 * Avatar uploads under load, through the real route (docs/security.md, "Model uploads"): with no
 * worker running (MODEL_CHECK_WORKERS=0), an upload stays in the queue for as long as the test
 * needs, so "the queue is full" and "a check is in flight" are states, not races.
 */
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { rawConnection } from '../../test/raw-connection.js';
import type { ModelCheckQueue } from './model-check-queue.js';
import { makeGlb } from '../../test/test-glb.js';

const t = await createTestApp({
  env: { MODEL_CHECK_WORKERS: '0', MODEL_CHECK_QUEUE_MAX: '1', MODEL_CHECK_DEADLINE_MS: '600000' },
});
const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
const checks = (app: TestApp['app']) => (app as unknown as { modelChecks: ModelCheckQueue }).modelChecks;

async function uploadUrl(app: TestApp, phone: string): Promise<string> {
  const member = await app.loginWithPhone(phone);
  const link = await app.get(API_PATHS.vrModelUploadLink.replace(':id', member.userId), { token: member.token });
  return link.json().data.uploadUrl;
}
const put = (app: TestApp, url: string, body: Buffer) =>
  app.app.inject({ method: 'PUT', url, headers: { 'content-type': 'model/gltf-binary' }, payload: body });

/** An upload over a real connection, whose body has fully arrived when this resolves. */
async function queuedUpload(url: string) {
  const before = checks(t.app).stats().waiting;
  const body = makeGlb();
  const connection = rawConnection(port);
  await connection.connected;
  connection.socket.write(
    `PUT ${url} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: model/gltf-binary\r\ncontent-length: ${body.length}\r\n\r\n`,
  );
  connection.socket.write(body);
  await vi.waitFor(() => expect(checks(t.app).stats().waiting).toBe(before + 1));
  return connection;
}

describe('avatar upload admission', () => {
  it('refuses at once with 503 and Retry-After while the queue is full, and a second upload of the same member with 40950', async () => {
    const first = await uploadUrl(t, '13800138201');
    const waiting = await queuedUpload(first);
    const refused = await put(t, await uploadUrl(t, '13800138202'), makeGlb());
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe(50301);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const again = await put(t, first, makeGlb());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 40950 });
    expect(waiting.received()).toBe(''); // still waiting for its answer
    waiting.socket.destroy();
    await vi.waitFor(() => expect(checks(t.app).stats()).toMatchObject({ held: 0, waiting: 0 }));
  });

  it('drops a queued upload whose client left: its place comes back and it is never checked', async () => {
    const url = await uploadUrl(t, '13800138203');
    const leaving = await queuedUpload(url);
    leaving.socket.destroy();
    await vi.waitFor(() => expect(checks(t.app).stats()).toMatchObject({ held: 0, waiting: 0 }));
    expect(checks(t.app).stats().started).toBe(0);
    // The member is not "in flight" any more: the same link is admitted again.
    const back = await queuedUpload(url);
    back.socket.destroy();
    await vi.waitFor(() => expect(checks(t.app).stats().held).toBe(0));
  });

  it('answers 50350 with Retry-After on the deadline instead of leaving the client in silence', async () => {
    const quick = await createTestApp({
      env: { MODEL_CHECK_WORKERS: '0', MODEL_CHECK_QUEUE_MAX: '1', MODEL_CHECK_DEADLINE_MS: '200' },
    });
    const answer = await put(quick, await uploadUrl(quick, '13800138204'), makeGlb());
    expect(answer.statusCode).toBe(503);
    expect(answer.json().code).toBe(50350);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(checks(quick.app).stats()).toMatchObject({ held: 0, waiting: 0, started: 0 });
  });
});
