/**
 * An operator reads, edits, restocks and stops a coupon template (docs/operator-console.md,
 * "Coupons"). Edits hold the template's row lock, the lock a member's claim and an issue take, so
 * the stock check sees every coupon issued before it and none slips in between.
 */
import { eq } from 'drizzle-orm';
import type { CouponTemplateEditable, Locale, TemplateTextInput } from '@culture/protocol';
import { couponTemplates } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { CouponContext } from '../coupon-context.js';
import { dottedToIso, isoToDotted, isRealDate } from '../coupon-dates.js';
import { splitTemplateTexts, TEMPLATE_TEXT_FIELDS, type TemplateTextField } from '../coupon-localise.js';

type TemplateRow = typeof couponTemplates.$inferSelect;

export type TemplateEdit = Record<TemplateTextField, TemplateTextInput> & {
  templateId: number;
  validDate: string;
  stock: number;
  perUserLimit: number;
};

/** What an edit can change, as the audit row's before and after hold it. */
type EditableState = Omit<CouponTemplateEditable, 'templateId' | 'slug' | 'type' | 'issued' | 'claimable'>;

function editableState(row: TemplateRow): EditableState {
  const text = (field: TemplateTextField) =>
    Object.fromEntries(
      (['zh-CN', 'zh-TW', 'en-US'] as const satisfies readonly Locale[]).map((locale) => [
        locale,
        locale === 'zh-CN' ? row[field] : (row.translations?.[locale]?.[field] ?? ''),
      ]),
    ) as Record<Locale, string>;
  return {
    ...(Object.fromEntries(TEMPLATE_TEXT_FIELDS.map((field) => [field, text(field)])) as Record<
      TemplateTextField,
      Record<Locale, string>
    >),
    validDate: isoToDotted(row.validUntil),
    stock: row.stock,
    perUserLimit: row.perUserLimit,
  };
}

export async function readEditableTemplate({ db }: CouponContext, templateId: number): Promise<CouponTemplateEditable> {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
  if (!row) throw new ApiError('notFound');
  return {
    templateId: row.id,
    slug: row.slug,
    type: row.type,
    issued: row.issued,
    claimable: row.claimable,
    ...editableState(row),
  };
}

async function lockTemplate(db: CouponContext['db'], templateId: number): Promise<TemplateRow> {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, templateId)).for('update');
  if (!row) throw new ApiError('notFound');
  return row;
}

/** Run in the audit's transaction: the before and after of what changed. */
export async function editTemplate(
  { db }: CouponContext,
  input: TemplateEdit,
): Promise<{ before: Partial<EditableState>; after: Partial<EditableState> }> {
  if (!isRealDate(input.validDate)) throw new ApiError('validation', { details: { validDate: 'not a real date' } });
  const current = await lockTemplate(db, input.templateId);
  // Coupons already issued stay issued: a stock below them would make the template oversold.
  if (input.stock < current.issued) {
    throw new ApiError('couponStockBelowIssued', { details: { stock: `at least ${current.issued}` } });
  }
  const { texts, translations } = splitTemplateTexts(input);
  const [updated] = await db
    .update(couponTemplates)
    .set({
      ...texts,
      translations,
      validUntil: dottedToIso(input.validDate),
      stock: input.stock,
      perUserLimit: input.perUserLimit,
    })
    .where(eq(couponTemplates.id, input.templateId))
    .returning();
  return changes(editableState(current), editableState(updated!));
}

/** Only the fields that changed, so the audit row reads as the edit. */
function changes(before: EditableState, after: EditableState) {
  const was: Partial<EditableState> = {};
  const now: Partial<EditableState> = {};
  for (const key of Object.keys(after) as (keyof EditableState)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    Object.assign(was, { [key]: before[key] });
    Object.assign(now, { [key]: after[key] });
  }
  return { before: was, after: now };
}

/** Stop (false) or resume (true) members' claims; held coupons are untouched. */
export async function setClaiming(
  { db }: CouponContext,
  templateId: number,
  claimable: boolean,
): Promise<{ before: { claimable: boolean }; after: { claimable: boolean } }> {
  const current = await lockTemplate(db, templateId);
  await db.update(couponTemplates).set({ claimable }).where(eq(couponTemplates.id, templateId));
  return { before: { claimable: current.claimable }, after: { claimable } };
}
