#!/usr/bin/env node
/**
 * The bare peer of the in-app badge claim: Fastify with nothing registered but this one route, and
 * `pg`. It does the same work as the app for POST /api/v3/badges/claim: open the AES body
 * envelope, verify the HS256 token with jose, read the session row, then claim with ONE named
 * prepared statement (the event found by slug with whether this person holds it, the counting
 * UPDATE under the row lock and the claim's INSERT; the unique index answers a racing repeat), the
 * event as read saying why a claim was refused. It answers the same envelope and fields. Its throughput is what the
 * framework-free minimum of a claim costs on this machine, so the app's figure is read against it.
 *
 * Env: PORT, HOST, DATABASE_URL, JWT_SECRET, DATABASE_POOL_MAX (default 20).
 */
import { randomBytes, webcrypto } from 'node:crypto';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import { createRequire } from 'node:module';
import { repoRoot } from '../lib/server-process.mjs';

const require = createRequire(`${repoRoot}/apps/server/package.json`);
const pg = require('pg');
const { API_PATHS, openPayload, DEFAULT_PAYLOAD_KEYS } = await import(`${repoRoot}/packages/protocol/dist/index.js`);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 20) });
const key = await webcrypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(process.env.JWT_SECRET),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);

const SESSION = {
  name: 'peer_session',
  text: 'select s.user_id, s.expires_at, s.revoked_reason from sessions s join users u on u.id = s.user_id where s.id = $1 and not u.is_guest',
};
const CLAIM = {
  name: 'peer_claim',
  text: `with e as (select *, exists (select 1 from badge_claims c where c.event_id = badge_events.id and c.user_id = $4) as held
                  from badge_events where slug = $1),
         counted as (
           update badge_events b set claimed_count = b.claimed_count + 1
           from e
           where b.id = e.id and not e.held and b.opens_at <= $2 and (b.closes_at is null or b.closes_at > $2)
             and (b.supply is null or b.claimed_count < b.supply) and 'app' = any(b.methods) and b.reward_template_id is null
           returning b.id, b.claimed_count),
         ins as (
           insert into badge_claims (id, event_id, user_id, serial, method, claimed_at, verify_token)
           select $3, id, $4, claimed_count, 'app', $2, $5 from counted
           returning serial)
         select e.slug, e.name, e.artwork, e.supply, e.opens_at, e.closes_at, e.methods, e.held, (select serial from ins) as serial from e`,
};

const fail = (reply, status, code, errmsg) => reply.code(status).send({ result: code, code, errmsg });
let sequence = 0n;
const nextId = () => ((BigInt(Date.now()) - 1_672_531_200_000n) << 22n) | (BigInt(++sequence) & 0x3fffffn);

const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
  try {
    done(null, openPayload(body, DEFAULT_PAYLOAD_KEYS));
  } catch {
    done(Object.assign(new Error('bad envelope'), { statusCode: 400 }), undefined);
  }
});
app.get('/healthz', async () => 'ok');
app.post(API_PATHS.badgeClaim, async (request, reply) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return fail(reply, 401, 40101, 'Please log in first.');
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(match[1], key, { algorithms: ['HS256'], typ: 'JWT' }));
  } catch {
    return fail(reply, 401, 101101, 'Illegal token.');
  }
  const session = (await pool.query(SESSION, [claims.sid])).rows[0];
  if (!session || session.user_id !== claims.sub || session.revoked_reason || session.expires_at <= new Date())
    return fail(reply, 401, 101101, 'Illegal token.');
  const slug = request.body?.event;
  if (typeof slug !== 'string') return fail(reply, 400, 40002, 'Invalid request.');
  const at = new Date();
  const id = nextId();
  const verifyToken = randomBytes(16).toString('base64url');
  let row;
  try {
    row = (await pool.query(CLAIM, [slug, at, id.toString(), session.user_id, verifyToken])).rows[0];
  } catch (error) {
    if (error.code === '23505') return fail(reply, 409, 40910, 'You have already claimed this badge.');
    throw error;
  }
  if (!row) return fail(reply, 404, 40410, 'Badge not found.');
  if (row.serial === null) {
    // A holder hears "already claimed" whatever else changed (docs/decisions.md, "Badges: one claim statement").
    if (row.held) return fail(reply, 409, 40910, 'You have already claimed this badge.');
    if (at < row.opens_at) return fail(reply, 409, 40912, 'Not open yet.');
    if (row.closes_at && at >= row.closes_at) return fail(reply, 409, 40913, 'Closed.');
    return fail(reply, 409, 40911, 'All badges have been claimed.');
  }
  return {
    result: 1,
    code: 200,
    data: {
      badgeId: id.toString(),
      event: row.slug,
      name: row.name['en-US'] || row.name['zh-CN'],
      artwork: row.artwork,
      serial: row.serial,
      supply: row.supply,
      claimedAt: at.toISOString(),
      method: 'app',
      verifyToken,
      rewardCouponId: null,
    },
  };
});

await app.listen({ port: Number(process.env.PORT ?? 3100), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
