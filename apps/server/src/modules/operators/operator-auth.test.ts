import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';

const ADMIN = 'admin-auth-test-token-0123456789';
const on = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
const off = await createTestApp();

const post = (t: typeof on, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.adminEventSessions,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: '{}',
  });

describe('app.requirePermission with the legacy ADMIN_TOKEN', () => {
  it('refuses a missing or wrong token with 40180 before the body is read', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${ADMIN}`]) {
      const res = await post(on, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().code, authorization).toBe(40180);
    }
  });

  it('lets the token through to the route (its own checks answer next)', async () => {
    const res = await post(on, `Bearer ${ADMIN}`);
    expect(res.statusCode).toBe(400);
  });

  it('serves the operator routes without ADMIN_TOKEN, where the token is no key', async () => {
    const res = await post(off, `Bearer ${ADMIN}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40180);
  });
});
