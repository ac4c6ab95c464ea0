import { describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres } from '../../test/helper.js';

const t = await createTestApp();

describe('GET /healthz', () => {
  it('reports ok and which database it uses', async () => {
    const res = await t.get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: usingPostgres ? 'postgres' : 'pglite' });
  });

  it('serves the OpenAPI document with the guest route', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/healthz', '/api/v5/auth/guest']));
  });

  it('answers unknown API paths with the JSON envelope', async () => {
    const res = await t.get('/api/v9/nothing', { locale: 'zh-CN' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 40401, code: 40401, errmsg: '未找到相关内容。' });
  });
});
