/**
 * An operator issues a template to the members of a CSV (docs/operator-console.md, "Coupons"):
 * the preview says what would happen and writes nothing; the commit does it in the caller's
 * (audited) transaction, once per batch id. The commit holds the template's row lock like a
 * claim does, so stock and per-person limits hold against concurrent claims, and writes the
 * coupons and their events set-based: one INSERT … SELECT FROM unnest(…) per 10,000 rows.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CouponCsvIssueResult, CouponCsvPreview } from '@culture/protocol';
import { couponIssueBatches, couponTemplates } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import type { CouponContext } from '../coupon-context.js';
import { generateCouponCode } from '../coupon-code.js';
import { parseMemberCsv } from '../member-csv.js';
import type { Tx } from './coupon-rows.js';
import { planCsvIssue } from './plan-csv-issue.js';

const CHUNK = 5_000;

export interface CsvIssueInput {
  templateId: number;
  csv: string;
}

/** What committing the CSV would do now. */
export async function previewCsvIssue({ db }: CouponContext, input: CsvIssueInput): Promise<CouponCsvPreview> {
  const csv = parseMemberCsv(input.csv);
  const [template] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
  if (!template) throw new ApiError('notFound');
  return (await planCsvIssue(db, template, csv)).preview;
}

/** New unused coupons for `members` (ids as text), with their `issued` events, in chunks. */
async function insertIssued(tx: Tx, now: () => number, templateId: number, members: string[], actor: string) {
  const at = new Date(now()).toISOString();
  for (let from = 0; from < members.length; from += CHUNK) {
    const owners = members.slice(from, from + CHUNK);
    const ids = owners.map(() => nextId(now).toString());
    const codes = owners.map(() => generateCouponCode());
    // Ids and codes of a chunk take a few milliseconds: other requests get a turn between chunks.
    await new Promise<void>((resolve) => setImmediate(resolve));
    await tx.execute(sql`insert into customer_coupons (id, template_id, user_id, coupon_code, status, issued_at, status_changed_at)
      select c.id, ${templateId}, c.user_id, c.code, 'unused', ${at}::timestamptz, ${at}::timestamptz
      from unnest(${sql.param(ids)}::int8[], ${sql.param(owners)}::int8[], ${sql.param(codes)}::text[]) as c(id, user_id, code)`);
    await tx.execute(sql`insert into coupon_events (coupon_id, from_status, to_status, actor, at)
      select c.id, null, 'unused', ${actor}, ${at}::timestamptz from unnest(${sql.param(ids)}::int8[]) as c(id)`);
  }
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
  const csv = parseMemberCsv(input.csv);
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
    await insertIssued(tx, now, template.id, members, 'operator');
  }
  // The answer tells what happened: the stock left after this batch.
  const done = { ...preview, stockLeft: preview.stockLeft - members.length };
  await tx
    .update(couponIssueBatches)
    .set({ issued: members.length, result: done })
    .where(eq(couponIssueBatches.id, input.batchId));
  return { ...done, batchId: input.batchId, issued: members.length, replayed: false };
}
