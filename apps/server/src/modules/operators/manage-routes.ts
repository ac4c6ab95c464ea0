/**
 * The console's management routes (OPS_PATHS): operators, API keys, the audit log and its CSV.
 * Every list is paged on the server by id (OPS_PAGE_SIZE per page).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okSchema,
  OPS_PAGE_SIZE,
  OPS_PATHS,
  opsApiKeyListSchema,
  opsApiKeySchema,
  opsAuditExportQuerySchema,
  opsAuditPageSchema,
  opsAuditQuerySchema,
  opsCreateApiKeySchema,
  opsCreatedApiKeySchema,
  opsCreateOperatorSchema,
  opsIdParamSchema,
  opsListQuerySchema,
  opsOperatorListSchema,
  opsOperatorSchema,
  opsPasswordResetSchema,
  opsUpdateOperatorSchema,
  type Locale,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../lib/api-error.js';
import type { ApiKeyService } from './api-key-service.js';
import { auditCsvHeader, auditCsvRows, listAudit, type AuditFilter } from './audit.js';
import { parseOperatorId, type OperatorService } from './operator-service.js';
import type { PasswordService } from './password-service.js';

const nextCursor = <T extends { id: string }>(rows: T[]) => (rows.length === OPS_PAGE_SIZE ? rows.at(-1)!.id : null);
const afterId = (cursor: string | undefined) => Math.min(Number(cursor ?? 0), 2_147_483_647);
const idOf = (id: string) => {
  const parsed = parseOperatorId(id);
  if (parsed === null) throw new ApiError('notFound');
  return parsed;
};
/** Rows per database page of the CSV export: memory stays one page whatever the log's size. */
const EXPORT_PAGE_ROWS = 1000;

/**
 * The CSV export, streamed: the header, then each cursor page as it is read, through the same query
 * as the list (so it needs no other index). No cap: the whole filtered log, never silently cut.
 */
async function* auditCsv(db: Database, filter: AuditFilter, locale: Locale): AsyncGenerator<string> {
  yield auditCsvHeader();
  for (let cursor = filter.cursor; ;) {
    const page = await listAudit(db, { ...filter, cursor }, EXPORT_PAGE_ROWS);
    if (page.length > 0) yield auditCsvRows(page, locale);
    if (page.length < EXPORT_PAGE_ROWS) return;
    cursor = BigInt(page.at(-1)!.id);
  }
}

export const opsManageRoutes: FastifyPluginAsyncZod<{
  db: Database;
  operators: OperatorService;
  passwords: PasswordService;
  apiKeys: ApiKeyService;
}> = async (app, { db, operators, passwords, apiKeys }) => {
  const tags = ['operator console'];
  const manage = app.requirePermission('operators.manage');
  const keys = app.requirePermission('apiKeys.manage');
  const audit = app.requirePermission('audit.read');

  app.get(
    OPS_PATHS.operators,
    {
      onRequest: manage,
      schema: { tags, summary: 'Operators', querystring: opsListQuerySchema, response: { 200: okSchema(opsOperatorListSchema) } },
    },
    async (request) => {
      const rows = await operators.list(afterId(request.query.cursor), OPS_PAGE_SIZE);
      return ok({ operators: rows, next_cursor: nextCursor(rows) });
    },
  );

  app.post(
    OPS_PATHS.operators,
    {
      onRequest: manage,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: 'Create an operator',
        body: opsCreateOperatorSchema,
        response: { 200: okSchema(opsOperatorSchema) },
      },
    },
    async (request) => {
      const { login, display_name, roles, password } = request.body;
      return ok(
        await operators.create(request.auditContext(), {
          login,
          displayName: display_name,
          roles: [...new Set(roles)],
          password,
        }),
      );
    },
  );

  app.patch(
    OPS_PATHS.operator,
    {
      onRequest: manage,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: "Change an operator's name, roles or disabled",
        params: opsIdParamSchema,
        body: opsUpdateOperatorSchema,
        response: { 200: okSchema(opsOperatorSchema) },
      },
    },
    async (request) => {
      const { display_name, roles, disabled } = request.body;
      return ok(
        await operators.update(request.auditContext(), idOf(request.params.id), {
          ...(display_name !== undefined ? { displayName: display_name } : {}),
          ...(roles !== undefined ? { roles: [...new Set(roles)] } : {}),
          ...(disabled !== undefined ? { disabled } : {}),
        }),
      );
    },
  );

  app.post(
    OPS_PATHS.operatorResetSecondFactor,
    {
      onRequest: manage,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: "Clear an operator's second factor",
        params: opsIdParamSchema,
        response: { 200: okSchema(opsOperatorSchema) },
      },
    },
    async (request) => ok(await operators.resetSecondFactor(request.auditContext(), idOf(request.params.id))),
  );

  app.post(
    OPS_PATHS.operatorResetPassword,
    {
      onRequest: manage,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: "Reset an operator's password to a one-time temporary one (shown once)",
        params: opsIdParamSchema,
        response: { 200: okSchema(opsPasswordResetSchema) },
      },
    },
    async (request) => ok(await passwords.reset(request.auditContext(), idOf(request.params.id))),
  );

  app.get(
    OPS_PATHS.apiKeys,
    {
      onRequest: keys,
      schema: { tags, summary: 'API keys', querystring: opsListQuerySchema, response: { 200: okSchema(opsApiKeyListSchema) } },
    },
    async (request) => {
      const rows = await apiKeys.list(afterId(request.query.cursor), OPS_PAGE_SIZE);
      return ok({ api_keys: rows, next_cursor: nextCursor(rows) });
    },
  );

  app.post(
    OPS_PATHS.apiKeys,
    {
      onRequest: keys,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: 'Make an API key (shown once)',
        body: opsCreateApiKeySchema,
        response: { 200: okSchema(opsCreatedApiKeySchema) },
      },
    },
    async (request) => {
      const actor = request.actor;
      // Keys are made by people: a key (or the legacy token) cannot mint further keys.
      if (actor?.kind !== 'operator') throw new ApiError('opsForbidden');
      return ok(await apiKeys.create(request.auditContext(), actor.id, request.body.name, request.body.scopes));
    },
  );

  app.delete(
    OPS_PATHS.apiKey,
    {
      onRequest: keys,
      schema: { tags, summary: 'Revoke an API key', params: opsIdParamSchema, response: { 200: okSchema(opsApiKeySchema) } },
    },
    async (request) => ok(await apiKeys.revoke(request.auditContext(), idOf(request.params.id))),
  );

  const filterOf = (query: z.infer<typeof opsAuditQuerySchema>): AuditFilter => ({
    actor: query.actor,
    action: query.action,
    target: query.target,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    cursor: query.cursor ? BigInt(query.cursor) : undefined,
  });

  app.get(
    OPS_PATHS.audit,
    {
      onRequest: audit,
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: opsAuditQuerySchema,
        response: { 200: okSchema(opsAuditPageSchema) },
      },
    },
    async (request) => {
      const entries = await listAudit(db, filterOf(request.query), OPS_PAGE_SIZE);
      return ok({ entries, next_cursor: nextCursor(entries) });
    },
  );

  app.get(
    OPS_PATHS.auditExport,
    { onRequest: audit, schema: { tags, summary: 'The audit log as CSV', querystring: opsAuditExportQuerySchema } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(db, filterOf(request.query), request.query.lang ?? request.locale))),
  );
};
