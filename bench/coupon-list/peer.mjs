#!/usr/bin/env node
/**
 * The bare peer of the coupon list: Fastify with nothing registered but this one route, and `pg`.
 * It does the same work as the app for GET /h5/world/coupon/list?status=all (verify the HS256
 * token with jose, read the session row, read the page and the total) with three named prepared
 * statements, and answers the same bytes. Its throughput is what the framework-and-ORM-free
 * minimum costs on this machine, so the app's figure is read against it.
 *
 * Env: PORT, HOST, DATABASE_URL, JWT_SECRET, DATABASE_POOL_MAX (default 20).
 */
import { webcrypto } from 'node:crypto';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const PAGE_SIZE = 20;
// Dates stay strings ('2030-12-31'), as the app's driver returns them.
pg.types.setTypeParser(1082, (value) => value);
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
const PAGE = {
  name: 'peer_page',
  text: `select c.id, c.coupon_code, c.status, c.void_reason, c.issued_at, c.status_changed_at,
                t.coupon_name, t.brand_name, t.type, t.discord_value, t.use_condition, t.valid_until, t.use_rule, t.translations
         from customer_coupons c join coupon_templates t on t.id = c.template_id
         where c.user_id = $1 and (c.issued_at, c.id) < ($2::timestamptz, $3::bigint)
         order by c.issued_at desc, c.id desc limit ${PAGE_SIZE + 1}`,
};
const COUNT = {
  name: 'peer_count',
  text: 'select count(*)::int as total from customer_coupons c join coupon_templates t on t.id = c.template_id where c.user_id = $1',
};

const fail = (reply, status, code, errmsg) => reply.code(status).send({ result: code, code, errmsg });
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The English texts of a template (what the app answers for `language: EN`), and those it lacks. */
const TEXTS = ['brandName', 'couponName', 'discordValue', 'useCondition', 'useRule'];
function englishOf(row) {
  const en = row.translations?.['en-US'] ?? {};
  const pick = (key, column) => en[key] ?? row[column];
  const untranslated = TEXTS.filter((key) => key !== 'discordValue' && en[key] === undefined);
  return { pick, untranslated };
}

function toWire(row, todayIso) {
  const expired = row.status === 'unused' && row.valid_until < todayIso;
  const status = expired ? 'voided' : row.status;
  const { pick, untranslated } = englishOf(row);
  return {
    customerCouponId: row.id,
    couponCode: row.coupon_code,
    couponName: pick('couponName', 'coupon_name'),
    brandName: pick('brandName', 'brand_name'),
    type: row.type,
    discordValue: pick('discordValue', 'discord_value'),
    useCondition: pick('useCondition', 'use_condition'),
    validDate: row.valid_until.replace(/-/g, '.'),
    useRule: pick('useRule', 'use_rule'),
    status,
    expired: expired || (row.status === 'voided' && row.void_reason === 'expired'),
    issuedAt: row.issued_at.toISOString(),
    statusChangedAt: row.status_changed_at.toISOString(),
    untranslated,
  };
}

const app = Fastify({ logger: false });
app.get('/healthz', async () => 'ok');
app.get('/h5/world/coupon/list', async (request, reply) => {
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
  let after = ['infinity', '9223372036854775807'];
  if (request.query.cursor) after = Buffer.from(request.query.cursor, 'base64url').toString().split(':');
  if (after[0] !== 'infinity') after[0] = new Date(Number(after[0])).toISOString();
  const [page, count] = await Promise.all([pool.query(PAGE, [session.user_id, ...after]), pool.query(COUNT, [session.user_id])]);
  const rows = page.rows.slice(0, PAGE_SIZE);
  const last = rows.at(-1);
  const todayIso = today();
  return {
    result: 1,
    code: 200,
    data: {
      total: count.rows[0].total,
      next:
        page.rows.length > PAGE_SIZE && last ? Buffer.from(`${last.issued_at.getTime()}:${last.id}`).toString('base64url') : null,
      content: rows.map((row) => toWire(row, todayIso)),
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
