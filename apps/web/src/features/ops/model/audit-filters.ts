/**
 * The audit log's filter form and its query (OPS_PATHS.audit: actor, action, target, from, to).
 * The form's times are the operator's local `datetime-local` values; the server takes ISO 8601
 * instants, so they are converted here and empty fields are left out.
 */
import { localToIso } from './local-time';

export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', target: '', from: '', to: '' };

/** The query of the list and the CSV export: trimmed, empty fields left out. */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['actor', 'action', 'target'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  for (const key of ['from', 'to'] as const) {
    const iso = localToIso(filters[key]);
    if (iso) query[key] = iso;
  }
  return query;
}
