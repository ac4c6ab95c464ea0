// HS256 tokens the way the server signs them (apps/server/src/lib/jwt.ts), for load tests.
import { createHmac } from 'node:crypto';

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
export function signToken(claims, secret) {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
