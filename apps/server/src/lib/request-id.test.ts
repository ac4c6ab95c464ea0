/** Request ids: the trusted proxy's X-Request-Id is the reqId of every line the request logs. */
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger, registerAccessLog } from '../plugins/access-log.js';
import { createRequestIds } from './request-id.js';

async function appWith(trustHeader: boolean) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // Wired as app.ts wires it.
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    requestIdHeader: false,
    genReqId: createRequestIds(trustHeader),
  });
  registerAccessLog(app, { mode: 'all', slowMs: 1000 });
  app.get('/fails', async (request) => {
    request.log.error({ err: new Error('database refused') }, 'request failed');
    return { ok: false };
  });
  await app.ready();
  return { app, lines };
}

describe('request ids', () => {
  it("behind a trusted proxy, the proxy's id names the request's error line and its access line", async () => {
    const { app, lines } = await appWith(true);
    await app.inject({ url: '/fails', headers: { 'x-request-id': 'f3a9c2d1b0e84d7aa1c2e3f4a5b6c7d8' } });
    const ids = lines.filter((l) => l.msg === 'request failed' || l.msg === 'request completed').map((l) => l.reqId);
    expect(ids).toEqual(['f3a9c2d1b0e84d7aa1c2e3f4a5b6c7d8', 'f3a9c2d1b0e84d7aa1c2e3f4a5b6c7d8']);
  });

  it('without a trusted proxy, or with an id that is not plain, the process makes a unique one', async () => {
    const trusting = await appWith(true);
    const ignoring = await appWith(false);
    await ignoring.app.inject({ url: '/fails', headers: { 'x-request-id': 'chosen-by-a-client' } });
    await trusting.app.inject({ url: '/fails', headers: { 'x-request-id': 'has space\nand a line' } });
    await trusting.app.inject({ url: '/fails', headers: { 'x-request-id': 'x'.repeat(129) } });
    const ids = [...ignoring.lines, ...trusting.lines].filter((l) => l.msg === 'request completed').map((l) => l.reqId);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(new Set(ids).size).toBe(3);
  });
});
