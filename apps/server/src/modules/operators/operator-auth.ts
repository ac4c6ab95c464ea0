/**
 * Operator authorisation (docs/operator-console.md): `app.requirePermission(permission)` is the
 * onRequest hook of every operator route (`/api/admin/…`, `/api/ops/…`). The caller is one of
 *
 *   - a signed-in operator (session cookie) whose roles grant the permission; a call that is not
 *     GET or HEAD must carry the session's CSRF token in `x-csrf-token` (opsCsrf);
 *   - an API key (`Authorization: Bearer ops_…`) whose scopes include it (no CSRF: no cookie);
 *   - the legacy ADMIN_TOKEN when set (development and tests; production refuses to start with it):
 *     every permission, audited as `key:admin-token`.
 *
 * Neither: 40180 opsSignedOut; not allowed: 40380 opsForbidden. An operator whose password the owner
 * reset gets 40382 opsPasswordChangeRequired everywhere but reading and ending their session and
 * changing their password (UNTIL_PASSWORD_CHANGED). `app.requireOperator` is the same
 * for the console's own session routes, which need a signed-in operator but no permission. Both run
 * in onRequest, so a refused caller's body is never read. Route handlers then find the caller in
 * `request.actor` and write the audit row with `request.audit(tx, entry)` in their transaction.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPS_CSRF_HEADER, OPS_PATHS, OPS_PERMISSIONS, permissionsOf, type OpsPermission } from '@culture/protocol';
import type { Database, Transaction } from '../../db/client.js';
import { ApiError } from '../../lib/api-error.js';
import { actorId, actorName, type OpsActor } from './actor.js';
import type { ApiKeyService } from './api-key-service.js';
import { createApiKeyUses, USE_WINDOW_MS, type ApiKeyUses } from './api-key-uses.js';
import { writeAudit, type AuditContext, type AuditEntry } from './audit.js';
import { readCookie, SESSION_COOKIE } from './cookies.js';
import type { SignInService } from './sign-in-service.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What an operator route asks of its caller (the permission matrix test reads these). */
export interface OperatorRoute {
  method: string;
  url: string;
  /** A permission, `signed-in` (any operator, no permission), or null: no operator check at all. */
  needs: OpsPermission | 'signed-in' | null;
}

const NEEDS = Symbol('operator route needs');

declare module 'fastify' {
  interface FastifyInstance {
    requirePermission: (permission: OpsPermission) => Hook;
    requireOperator: Hook;
    /** Every `/api/admin/…` and `/api/ops/…` route registered after this plugin, with what it needs. */
    operatorRoutes: OperatorRoute[];
    /** The API keys' reads, counted per minute into the audit log (api-key-uses.ts). */
    apiKeyUses: ApiKeyUses;
  }
  interface FastifyRequest {
    /** The operator, key or legacy token making this call; set by requirePermission. */
    actor: OpsActor | null;
    /** The audit context of this call (who, from where, when). */
    auditContext(): AuditContext;
    /** Writes this call's audit row; pass the change's transaction. */
    audit(tx: Database | Transaction, entry: AuditEntry): Promise<void>;
    /**
     * Runs `work` in a transaction and writes this call's audit row in it: a change that fails
     * leaves no row, one that succeeds exactly one. `entry` may read the change's result.
     */
    audited<T>(entry: AuditEntry | ((result: T) => AuditEntry), work: (tx: Transaction) => Promise<T>): Promise<T>;
  }
}

/** What an operator with a reset password may still call: see who they are, sign out, set a new one. */
const UNTIL_PASSWORD_CHANGED: readonly string[] = [OPS_PATHS.session, OPS_PATHS.passwordChange];

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export interface OperatorAuthOptions {
  db: Database;
  adminToken: string | undefined;
  signIn: SignInService;
  apiKeys: ApiKeyService;
  now: () => number;
}

export const operatorAuthPlugin = fp<OperatorAuthOptions>(
  async (app, { db, adminToken, signIn, apiKeys, now }) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('auditContext', function (this: FastifyRequest): AuditContext {
      const actor = this.actor;
      return {
        actor: actor ? actorId(actor) : null,
        actorName: actor ? actorName(actor) : null,
        ip: this.ip,
        at: new Date(now()),
      };
    });
    app.decorateRequest('audit', function (this: FastifyRequest, tx: Database | Transaction, entry: AuditEntry) {
      return writeAudit(tx, this.auditContext(), entry);
    });
    app.decorateRequest('audited', function <
      T,
    >(this: FastifyRequest, entry: AuditEntry | ((result: T) => AuditEntry), work: (tx: Transaction) => Promise<T>) {
      return db.transaction(async (tx) => {
        const result = await work(tx);
        await writeAudit(tx, this.auditContext(), typeof entry === 'function' ? entry(result) : entry);
        return result;
      });
    });

    async function identify(request: FastifyRequest, sessionsOnly: boolean): Promise<OpsActor> {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (bearer && !sessionsOnly) {
        if (adminToken && sameSecret(bearer, adminToken)) return { kind: 'admin-token', permissions: OPS_PERMISSIONS };
        const key = await apiKeys.authenticate(bearer);
        if (!key) throw new ApiError('opsSignedOut');
        return { kind: 'key', id: key.id, name: key.name, permissions: key.scopes };
      }
      const token = readCookie(request, SESSION_COOKIE);
      const session = token ? await signIn.resolve(token) : null;
      if (!session) throw new ApiError('opsSignedOut');
      if (
        session.operator.mustChangePassword &&
        !(sessionsOnly && UNTIL_PASSWORD_CHANGED.includes(request.routeOptions.url ?? ''))
      ) {
        throw new ApiError('opsPasswordChangeRequired');
      }
      // Cookies ride along on cross-site requests; the token in a header cannot (OWASP CSRF cheat sheet).
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const sent = request.headers[OPS_CSRF_HEADER];
        if (typeof sent !== 'string' || !sameSecret(sent, session.session.csrfToken)) throw new ApiError('opsCsrf');
      }
      return {
        kind: 'operator',
        id: session.operator.id,
        login: session.operator.login,
        permissions: permissionsOf(session.operator.roles),
        sessionHash: session.session.idHash,
      };
    }

    app.decorate('requirePermission', (permission: OpsPermission): Hook => {
      const hook: Hook = async (request) => {
        const actor = await identify(request, false);
        if (!actor.permissions.includes(permission)) throw new ApiError('opsForbidden');
        request.actor = actor;
      };
      return Object.assign(hook, { [NEEDS]: permission });
    });
    const requireOperator: Hook = async (request) => {
      request.actor = await identify(request, true);
    };
    app.decorate('requireOperator', Object.assign(requireOperator, { [NEEDS]: 'signed-in' }));

    // A key's write is audited by its route; its reads (GET, HEAD) that passed the permission check are counted here.
    const uses = createApiKeyUses({ db, now });
    app.decorate('apiKeyUses', uses);
    app.addHook('onResponse', async (request) => {
      const actor = request.actor;
      if (!actor || actor.kind === 'operator' || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      await uses
        .record({
          actor: actorId(actor),
          actorName: actorName(actor),
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          ip: request.ip,
        })
        .catch((err: unknown) => request.log.error({ err }, 'api key use not audited'));
    });
    const timer = setInterval(() => {
      uses.flushDue().catch((err: unknown) => app.log.error({ err }, 'api key uses not audited'));
    }, USE_WINDOW_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await uses.flushAll().catch((err: unknown) => app.log.error({ err }, 'api key uses not audited'));
    });

    const routes: OperatorRoute[] = [];
    app.decorate('operatorRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!/^\/api\/(admin|ops)\//.test(route.url)) return;
      const hooks = [route.onRequest ?? []].flat() as unknown as { [NEEDS]?: OperatorRoute['needs'] }[];
      const needs = hooks.find((hook) => hook[NEEDS])?.[NEEDS] ?? null;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, needs });
    });
  },
  { name: 'operator-auth' },
);
