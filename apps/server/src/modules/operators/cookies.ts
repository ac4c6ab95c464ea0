/**
 * The console's two cookies. Read and written by hand (two names, fixed attributes) rather than
 * through @fastify/cookie: nothing else in the app uses cookies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPS_PATHS } from '@culture/protocol';
import { PENDING_MS } from './sign-in-service.js';

export const SESSION_COOKIE = 'ops_session';
export const PENDING_COOKIE = 'ops_pending';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function cookie(name: string, value: string, path: string, maxAgeSeconds: number | null, secure: boolean) {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
    ...(maxAgeSeconds === null ? [] : [`Max-Age=${maxAgeSeconds}`]),
  ].join('; ');
}

export interface CookieWriter {
  /** The pending cookie rides only to the second-factor step, for 5 minutes. */
  pending(reply: FastifyReply, token: string): void;
  /** The session cookie: every /api call; a browser-session cookie (the server enforces the timeouts). */
  session(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

export function cookieWriter(secure: boolean): CookieWriter {
  const pendingPath = OPS_PATHS.sessionSecondFactor;
  return {
    pending: (reply, token) =>
      void reply.header('set-cookie', cookie(PENDING_COOKIE, token, pendingPath, PENDING_MS / 1000, secure)),
    session: (reply, token) =>
      void reply.header('set-cookie', [
        cookie(SESSION_COOKIE, token, '/api', null, secure),
        cookie(PENDING_COOKIE, '', pendingPath, 0, secure),
      ]),
    clear: (reply) => void reply.header('set-cookie', cookie(SESSION_COOKIE, '', '/api', 0, secure)),
  };
}
