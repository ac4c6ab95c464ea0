import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger, registerAccessLog, type AccessLogOptions } from './access-log.js';

/** A Fastify instance wired as app.ts wires it, its log lines collected as objects. */
async function appWith(access: AccessLogOptions, level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
  });
  registerAccessLog(app, access);
  let clock = 0;
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async (request) => {
    request.log.error({ err: new Error('boom') }, 'request failed');
    throw new Error('boom');
  });
  app.get('/warns', async (request) => {
    request.log.warn('careful');
    request.log.debug('not written at info');
    return { ok: true };
  });
  app.get('/child', async (request) => {
    request.log.child({ step: 'inner' }).info('from a child');
    return { ok: true };
  });
  app.get('/slow', async () => {
    clock += 1;
    await new Promise((resolve) => setImmediate(resolve));
    return { ok: clock };
  });
  await app.ready();
  return { app, lines };
}

const accessLines = (lines: Array<Record<string, unknown>>) =>
  lines.filter((l) => ['request completed', 'slow request', 'request failed'].includes(String(l.msg)) && 'res' in l);

describe('access log', () => {
  it('all: exactly one line per response, with reqId, method, url, status and time', async () => {
    const { app, lines } = await appWith({ mode: 'all', slowMs: 1000 });
    await app.inject('/fine');
    await app.inject('/fine?x=1');
    const access = accessLines(lines);
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/fine' }, res: { statusCode: 200 } });
    expect(access[1]).toMatchObject({ req: { url: '/fine?x=1' } });
    expect(typeof access[0]!.responseTime).toBe('number');
    expect(access[0]!.reqId).toBeDefined();
    expect(access[0]!.reqId).not.toBe(access[1]!.reqId);
    // Fastify's own two lines per request are gone.
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    await app.close();
  });

  it('slow: nothing for a quick answer; a line for a 5xx and for an answer at or above the threshold', async () => {
    const quick = await appWith({ mode: 'slow', slowMs: 60_000 });
    await quick.app.inject('/fine');
    expect(accessLines(quick.lines)).toHaveLength(0);
    const failed = await quick.app.inject('/broken');
    expect(failed.statusCode).toBe(500);
    const access = accessLines(quick.lines);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 40, msg: 'request failed', res: { statusCode: 500 }, req: { url: '/broken' } });
    await quick.app.close();

    const everything = await appWith({ mode: 'slow', slowMs: 0 });
    await everything.app.inject('/slow');
    expect(accessLines(everything.lines)).toMatchObject([{ msg: 'slow request', req: { url: '/slow' } }]);
    await everything.app.close();
  });

  it('off: no access line, but what a route logs still carries its reqId', async () => {
    const { app, lines } = await appWith({ mode: 'off', slowMs: 0 });
    await app.inject('/fine');
    await app.inject('/warns');
    await app.inject('/child');
    await app.inject('/broken');
    expect(accessLines(lines)).toHaveLength(0);
    const warned = lines.find((l) => l.msg === 'careful');
    expect(warned).toMatchObject({ level: 40 });
    expect(warned!.reqId).toBeDefined();
    expect(lines.some((l) => l.msg === 'not written at info')).toBe(false);
    expect(lines.find((l) => l.msg === 'from a child')).toMatchObject({ step: 'inner' });
    expect(lines.find((l) => l.msg === 'from a child')!.reqId).toBeDefined();
    expect(lines.find((l) => l.msg === 'request failed')!.reqId).toBeDefined();
    await app.close();
  });

  it('respects the level: at warn, an info access line is not written', async () => {
    const { app, lines } = await appWith({ mode: 'all', slowMs: 1000 }, 'warn');
    await app.inject('/fine');
    await app.inject('/warns');
    expect(accessLines(lines)).toHaveLength(0);
    expect(lines.map((l) => l.msg)).toEqual(['careful']);
    await app.close();
  });
});
