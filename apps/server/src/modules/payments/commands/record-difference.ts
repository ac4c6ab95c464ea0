/**
 * A difference between WeChat Pay and our records, for operators (docs/payments.md,
 * "Reconciliation" and "Operator API"): written by the daily reconciliation, and by the
 * notification path when WeChat tells us about an order or refund we do not know or an amount
 * that differs from the order's. Listed by GET /api/admin/payments/attention until resolved.
 */
import type { Database, Transaction } from '../../../db/client.js';
import { reconciliationDiffs } from '../../../db/schema.js';
import { nextId } from '../../../lib/ids.js';
import { beijingDate } from './beijing-date.js';

export type DifferenceKind = 'missing-here' | 'missing-there' | 'amount' | 'state' | 'refund';

export interface Difference {
  kind: DifferenceKind;
  outTradeNo: string | null;
  transactionId: string | null;
  ours?: Record<string, unknown> | null;
  theirs?: Record<string, unknown> | null;
  /** The bill's day (YYYY-MM-DD, Beijing time); a notification's: the day it arrived. */
  billDate?: string;
}

export async function recordDifference(
  tx: Database | Transaction,
  { now }: { now: () => number },
  difference: Difference,
): Promise<void> {
  await tx.insert(reconciliationDiffs).values({
    id: nextId(now),
    billDate: difference.billDate ?? beijingDate(now()),
    outTradeNo: difference.outTradeNo,
    transactionId: difference.transactionId,
    kind: difference.kind,
    ours: difference.ours ?? null,
    theirs: difference.theirs ?? null,
    createdAt: new Date(now()),
  });
}
