import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sealPayload } from '@culture/protocol';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp } from '../test/helper.js';

const t = await createTestApp({
  env: { BODY_LIMIT_BYTES: '2048' },
  extend: (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/test/echo', { schema: { body: z.object({ name: z.string().min(1), n: z.number().int() }) } }, async (request) => ({
        result: 1,
        code: 200,
        data: request.body,
      }));
    app.post('/test/plain', { config: { plainJsonBody: true } }, async (request) => ({ data: request.body }));
  },
});

function rawPost(payload: string, contentType = 'application/json') {
  return t.app.inject({ method: 'POST', url: '/test/echo', headers: { 'content-type': contentType, language: 'EN' }, payload });
}

describe('payload envelope plugin', () => {
  it('opens a sealed body before validation', async () => {
    const res = await t.post('/test/echo', { name: '荷包', n: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, code: 200, data: { name: '荷包', n: 6 } });
  });

  it('validates the opened body with the route schema', async () => {
    const res = await t.post('/test/echo', { name: '', n: 1.5 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.result).toBe(40002);
    expect(Object.keys(body.details)).toEqual(expect.arrayContaining(['name', 'n']));
  });

  const badCases: Array<[string, string, RegExp]> = [
    ['not JSON', '{params', /not valid JSON/],
    ['not an object', '[1]', /JSON object/],
    ['no params', '{"data":"x"}', /"params"/],
    ['params not base64', '{"params":"%%%"}', /not valid base64/],
    [
      'wrong key',
      JSON.stringify(sealPayload({ a: 1 }, { key: 'ZZZZZZZZZZZZZZZZ', iv: 'CulturePass@2023' })),
      /could not be decrypted/,
    ],
    ['plaintext not JSON', '{"params":"3vSp7p+u9e7RzYakj7jtyg=="}', /decrypted payload is not valid JSON/],
    ['empty body', '', /not valid JSON/],
  ];

  it.each(badCases)('answers 400 with a clear message for %s', async (_label, payload, reason) => {
    const res = await rawPost(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ result: 40001, code: 40001, errmsg: 'The request body could not be read.' });
    expect(body.details.params ?? body.details.body).toMatch(reason);
  });

  it('answers 400 for a body over the size limit', async () => {
    const res = await rawPost(JSON.stringify({ params: 'A'.repeat(4096) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 40003, errmsg: 'The request body is too large.' });
  });

  it('answers 400 for a body that is not JSON at all', async () => {
    const res = await rawPost('hello', 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toBe(40001);
  });

  it('localises the message by the language header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json', language: 'ZH-TW' },
      payload: '{',
    });
    expect(res.json().errmsg).toBe('請求內容無法讀取。');
  });

  it('lets a route opt out and take plain JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/plain',
      headers: { 'content-type': 'application/json' },
      payload: '{"x":1}',
    });
    expect(res.json()).toEqual({ data: { x: 1 } });
  });
});
