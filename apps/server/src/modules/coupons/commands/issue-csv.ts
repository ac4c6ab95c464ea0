/**
 * An operator issues a template to the members of a CSV (docs/operator-console.md, "Coupons"):
 * the preview says what would happen and writes nothing; the commit does it in the caller's
 * (audited) transaction, once per batch id. The commit holds the template's row lock like a
 * claim does, so stock and per-person limits hold against concurrent claims, and writes the
 * coupons and their events with `insertCoupons`, set-based.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CouponCsvIssueResult, CouponCsvPreview } from '@culture/protocol';
import { couponIssueBatches, couponTemplates } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { CouponContext } from '../coupon-context.js';
import { parseMemberCsv } from '../member-csv.js';
import { insertCoupons, type Tx } from './coupon-rows.js';
import { planCsvIssue } from './plan-csv-issue.js';

export interface CsvIssueInput {
  templateId: number;
  csv: string;
}

/** What committing the CSV would do now. */
export async function previewCsvIssue({ db }: CouponContext, input: CsvIssueInput): Promise<CouponCsvPreview> {
  const csv = await parseMemberCsv(input.csv);
  const [template] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
  if (!template) throw new ApiError('notFound');
  return (await planCsvIssue(db, template, csv)).preview;
}

/**
 * Issues the CSV's issuable rows once per `batchId`: a retry of a committed batch answers that
 * commit's result with `replayed` and issues nothing. `tx` is the audit's transaction.
 */
export async function commitCsvIssue(
  { now }: CouponContext,
  tx: Tx,
  input: CsvIssueInput & { batchId: string },
  actor: string | null,
): Promise<CouponCsvIssueResult> {
  const csv = await parseMemberCsv(input.csv);
  const csvSha256 = createHash('sha256').update(input.csv).digest('hex');
  const [exists] = await tx
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(eq(couponTemplates.id, input.templateId));
  if (!exists) throw new ApiError('notFound');
  // Claims the batch id first: a concurrent retry waits here on the primary key, then finds it.
  const [claimed] = await tx
    .insert(couponIssueBatches)
    .values({ id: input.batchId, templateId: input.templateId, csvSha256, issued: 0, result: {}, actor })
    .onConflictDoNothing()
    .returning({ id: couponIssueBatches.id });
  if (!claimed) {
    const [earlier] = await tx.select().from(couponIssueBatches).where(eq(couponIssueBatches.id, input.batchId));
    if (!earlier || earlier.templateId !== input.templateId || earlier.csvSha256 !== csvSha256)
      throw new ApiError('couponCsvBatchConflict');
    return { ...(earlier.result as CouponCsvPreview), batchId: earlier.id, issued: earlier.issued, replayed: true };
  }
  const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId)).for('update');
  if (!template) throw new ApiError('notFound');
  const { preview, members } = await planCsvIssue(tx, template, csv);
  if (members.length > 0) {
    await tx
      .update(couponTemplates)
      .set({ issued: sql`${couponTemplates.issued} + ${members.length}` })
      .where(eq(couponTemplates.id, template.id));
    await insertCoupons({ now }, tx, template, members, 'operator');
  }
  // The answer tells what happened: the stock left after this batch.
  const done = { ...preview, stockLeft: preview.stockLeft - members.length };
  await tx
    .update(couponIssueBatches)
    .set({ issued: members.length, result: done })
    .where(eq(couponIssueBatches.id, input.batchId));
  return { ...done, batchId: input.batchId, issued: members.length, replayed: false };
}
