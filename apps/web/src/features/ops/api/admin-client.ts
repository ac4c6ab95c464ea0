/**
 * The owner's sections' calls (OPS_PATHS): operators, API keys and the audit log, each paged on the
 * server by `cursor` (the last id of the page before). Same client as the rest of the console
 * (ops-client.ts): the session cookie, the CSRF token on changes, 40180 back to sign-in.
 */
import {
  OPS_PATHS,
  type OpsApiKey,
  type OpsAuditEntry,
  type OpsOperator,
  type OpsPermission,
  type OpsRole,
} from '@culture/protocol';
import { opsRequest } from './ops-client';
import { auditQuery, type AuditFilters } from '../model/audit-filters';

export interface Page<T> {
  rows: T[];
  next: string | null;
}

const cursorQuery = (cursor: string | null) => (cursor ? { cursor } : undefined);
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const adminApi = {
  operators: async (cursor: string | null): Promise<Page<OpsOperator>> => {
    const page = await opsRequest<{ operators: OpsOperator[]; next_cursor: string | null }>('GET', OPS_PATHS.operators, {
      query: cursorQuery(cursor),
    });
    return { rows: page.operators, next: page.next_cursor };
  },
  createOperator: (body: { login: string; display_name: string; roles: OpsRole[]; password: string }) =>
    opsRequest<OpsOperator>('POST', OPS_PATHS.operators, { body }),
  updateOperator: (id: string, body: { roles?: OpsRole[]; disabled?: boolean }) =>
    opsRequest<OpsOperator>('PATCH', withId(OPS_PATHS.operator, id), { body }),
  resetSecondFactor: (id: string) =>
    opsRequest<OpsOperator>('POST', withId(OPS_PATHS.operatorResetSecondFactor, id), { body: {} }),

  apiKeys: async (cursor: string | null): Promise<Page<OpsApiKey>> => {
    const page = await opsRequest<{ api_keys: OpsApiKey[]; next_cursor: string | null }>('GET', OPS_PATHS.apiKeys, {
      query: cursorQuery(cursor),
    });
    return { rows: page.api_keys, next: page.next_cursor };
  },
  createApiKey: (name: string, scopes: OpsPermission[]) =>
    opsRequest<{ api_key: OpsApiKey; secret: string }>('POST', OPS_PATHS.apiKeys, { body: { name, scopes } }),
  revokeApiKey: (id: string) => opsRequest<OpsApiKey>('DELETE', withId(OPS_PATHS.apiKey, id)),

  audit: async (filters: AuditFilters, cursor: string | null): Promise<Page<OpsAuditEntry>> => {
    const page = await opsRequest<{ entries: OpsAuditEntry[]; next_cursor: string | null }>('GET', OPS_PATHS.audit, {
      query: { ...auditQuery(filters), ...cursorQuery(cursor) },
    });
    return { rows: page.entries, next: page.next_cursor };
  },
};

/** The CSV export of the same filters: a plain link, the session cookie rides along (GET, no CSRF). */
export function auditExportHref(filters: AuditFilters): string {
  const qs = new URLSearchParams(auditQuery(filters)).toString();
  return qs ? `${OPS_PATHS.auditExport}?${qs}` : OPS_PATHS.auditExport;
}
