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
  type Locale,
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
  /** A one-time temporary password, in this answer only. */
  resetPassword: (id: string) =>
    opsRequest<{ operator: OpsOperator; temporary_password: string }>('POST', withId(OPS_PATHS.operatorResetPassword, id), {
      body: {},
    }),
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

/** Who the audit filter can pick: `operator:<id>` and `key:<id>` as the log's actor column spells them. */
export interface ActorChoices {
  operators: { value: string; label: string }[];
  keys: { value: string; label: string }[];
}

/** Every page of a list; a list the operator may not read (403) gives no choices rather than an error. */
async function everyRow<T>(load: (cursor: string | null) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  try {
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page: Page<T> = await load(cursor);
      rows.push(...page.rows);
      cursor = page.next;
    }
  } catch {
    // The filter still offers "anyone" and the admin token.
  }
  return rows;
}

export async function actorChoices(): Promise<ActorChoices> {
  const [operators, keys] = await Promise.all([everyRow(adminApi.operators), everyRow(adminApi.apiKeys)]);
  return {
    operators: operators.map((o) => ({ value: `operator:${o.id}`, label: `${o.login} (${o.display_name})` })),
    keys: keys.map((k) => ({ value: `key:${k.id}`, label: `${k.name} (${k.prefix}…)` })),
  };
}

/**
 * The CSV export of the same filters, its action labels in `locale`: a plain link, the session
 * cookie rides along (GET, no CSRF).
 */
export function auditExportHref(filters: AuditFilters, locale: Locale): string {
  const qs = new URLSearchParams({ ...auditQuery(filters), lang: locale }).toString();
  return `${OPS_PATHS.auditExport}?${qs}`;
}
