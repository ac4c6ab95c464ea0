/**
 * One reconciliation of a day per fleet (docs/payments.md, "Reconciliation"): a node claims the
 * day's `reconciliation_runs` row (the bill date is unique) before downloading the bill, so
 * several nodes sweeping at once reconcile it once. A failed run, or one whose node died while
 * running (started more than STALE_RUN_MS ago), is claimed again by the next sweep.
 */
import { eq, sql } from 'drizzle-orm';
import { RECONCILIATION_FAILURES, type ReconciliationFailure } from '@culture/protocol';
import { WechatPayError } from '../../../integrations/wechatpay/wechat-pay.js';
import { rows } from '../../../db/client.js';
import { reconciliationRuns } from '../../../db/schema.js';
import type { PaymentsContext } from '../payments-context.js';
import { reconcile, type ReconcileResult } from './reconcile.js';
import { TradeBillFormatError } from './trade-bill.js';

/** A run still `running` after this long is taken to have died with its node. */
export const STALE_RUN_MS = 10 * 60_000;

/**
 * Claims `date` for this node: a new day, a failed run, or a stale one; `again` (an operator asking)
 * also takes a finished day. False when another node holds it (or it is done and not `again`).
 */
export async function claimReconciliation(
  ctx: Pick<PaymentsContext, 'db' | 'now'>,
  date: string,
  again = false,
): Promise<boolean> {
  const at = new Date(ctx.now()).toISOString();
  const stale = new Date(ctx.now() - STALE_RUN_MS).toISOString();
  const claimable = again
    ? sql`reconciliation_runs.status <> 'running' or reconciliation_runs.started_at < ${stale}::timestamptz`
    : sql`reconciliation_runs.status = 'failed' or (reconciliation_runs.status = 'running' and reconciliation_runs.started_at < ${stale}::timestamptz)`;
  const claimed = rows<{ bill_date: string }>(
    await ctx.db.execute(sql`
      insert into reconciliation_runs (bill_date, status, started_at) values (${date}, 'running', ${at}::timestamptz)
      on conflict (bill_date) do update
        set status = 'running', attempts = reconciliation_runs.attempts + 1, started_at = excluded.started_at,
            finished_at = null, error = null
        where ${claimable}
      returning bill_date`),
  );
  return claimed.length === 1;
}

/**
 * Reconciles `date` if this node claims it, recording the outcome; null when another node has it
 * (or it is done). A failure is recorded (`failed`, retried by the next claim) and thrown.
 */
export async function runReconciliation(
  ctx: PaymentsContext,
  date: string,
  options: { again?: boolean } = {},
): Promise<ReconcileResult | null> {
  if (!(await claimReconciliation(ctx, date, options.again))) return null;
  try {
    const result = await reconcile(ctx, date);
    await ctx.db
      .update(reconciliationRuns)
      .set({ status: 'done', billLines: result.billLines, added: result.added, finishedAt: new Date(ctx.now()) })
      .where(eq(reconciliationRuns.billDate, date));
    return result;
  } catch (err) {
    await ctx.db
      .update(reconciliationRuns)
      .set({ status: 'failed', error: failureText(err), finishedAt: new Date(ctx.now()) })
      .where(eq(reconciliationRuns.billDate, date));
    throw err;
  }
}

/** WeChat Pay's codes for a day whose bill is not made yet (its tradebill API's error codes). */
const NOT_READY = new Set(['NO_STATEMENT_EXIST', 'STATEMENT_CREATING']);

/** Why `err` failed a run, for the console (the operator's language there, not WeChat's). */
export function failureReason(err: unknown): ReconciliationFailure {
  if (err instanceof TradeBillFormatError) return 'bill-unreadable';
  if (!(err instanceof WechatPayError)) return 'internal';
  if (err.status === null) return 'wechat-unreachable';
  if (err.code && NOT_READY.has(err.code)) return 'bill-not-ready';
  // The download answered but the file failed its SHA1 (downloadBill): no WeChat code.
  if (err.status < 300 && err.code === null) return 'bill-unreadable';
  return 'wechat-refused';
}

/** The run's `error` column: `<reason>: <detail>` (the reason first so the view can read it back). */
export function failureText(err: unknown): string {
  const e = err as Error & { code?: unknown };
  const code = err instanceof WechatPayError && err.code ? `${err.code} ` : '';
  return `${failureReason(err)}: ${code}${String(e?.message ?? err)}`.slice(0, 500);
}

/** Reads a stored `error` back: its reason (older rows without one: `internal`) and detail. */
export function readFailure(text: string | null): { reason: ReconciliationFailure; detail: string } | null {
  if (text === null) return null;
  const at = text.indexOf(': ');
  const head = at > 0 ? text.slice(0, at) : '';
  const known = (RECONCILIATION_FAILURES as readonly string[]).includes(head);
  return known ? { reason: head as ReconciliationFailure, detail: text.slice(at + 2) } : { reason: 'internal', detail: text };
}
