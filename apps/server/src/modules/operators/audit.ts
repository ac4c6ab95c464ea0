/**
 * The audit log (docs/operator-console.md, "Audit log"): append-only rows written in the same
 * transaction as the change they describe, read newest first with filters and id-cursor paging.
 */
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { actionLabel, type Locale, type OpsAuditEntry } from '@culture/protocol';
import type { Database, Transaction } from '../../db/client.js';
import { operatorAudit } from '../../db/schema.js';

export interface AuditEntry {
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditContext {
  actor: string | null;
  actorName: string | null;
  ip: string | null;
  at: Date;
}

/** One audit row; pass the change's transaction so a change that fails leaves none. */
export async function writeAudit(tx: Database | Transaction, context: AuditContext, entry: AuditEntry): Promise<void> {
  await tx.insert(operatorAudit).values({
    at: context.at,
    actor: context.actor,
    actorName: context.actorName,
    action: entry.action,
    target: entry.target ?? null,
    // JSON round trip: bigints and Dates become what the log shows.
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
    ip: context.ip,
  });
}

function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null');
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** The id of the last row of the previous page. */
  cursor?: bigint | undefined;
}

export async function listAudit(db: Database, filter: AuditFilter, limit: number): Promise<OpsAuditEntry[]> {
  const where: SQL[] = [];
  if (filter.actor) where.push(eq(operatorAudit.actor, filter.actor));
  if (filter.action) where.push(eq(operatorAudit.action, filter.action));
  if (filter.target) where.push(eq(operatorAudit.target, filter.target));
  if (filter.from) where.push(gte(operatorAudit.at, filter.from));
  if (filter.to) where.push(lte(operatorAudit.at, filter.to));
  if (filter.cursor !== undefined) where.push(lt(operatorAudit.id, filter.cursor));
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(and(...where))
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id.toString(),
    at: row.at.toISOString(),
    actor_id: row.actor,
    actor_name: row.actorName,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  }));
}

/**
 * The export's columns: the action's code for machines and its label in the operator's language
 * for people (the console's own list, `ops-audit-action-labels.ts`).
 */
const CSV_COLUMNS = ['id', 'at', 'actor_id', 'actor_name', 'action', 'action_label', 'target', 'before', 'after', 'ip'] as const;

/** RFC 4180 fields; a leading = + - @ is quoted with a ' so a spreadsheet does not run it (OWASP CSV injection). */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header, after a byte-order mark: spreadsheet programs then read the labels' Chinese as UTF-8. */
export function auditCsvHeader(): string {
  return `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;
}

export function auditCsvRows(entries: OpsAuditEntry[], locale: Locale): string {
  return entries
    .map((entry) => {
      const row = { ...entry, action_label: actionLabel(entry.action, locale) };
      return `${CSV_COLUMNS.map((column) => csvField(row[column])).join(',')}\r\n`;
    })
    .join('');
}
