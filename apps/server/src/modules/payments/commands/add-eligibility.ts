/**
 * Who may adopt at the card-holder price (docs/payments.md, "Operator API"): phones on the
 * partner's list, codes the partner hands out, or codes made here and answered once. Codes are
 * stored as their SHA-256 only, so the database never holds a usable code; adding a phone or code
 * already on the list changes nothing.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { shopEligibility, shopProducts } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import type { PaymentsContext } from '../payments-context.js';
import { hashEligibilityCode } from './create-order.js';

/** The code's stored form: the very hash create-order.ts compares what a buyer types with. */
export const eligibilityCodeHash = hashEligibilityCode;

// Crockford's base32 letters: no I, L, O or U, so a code read aloud or typed from paper is not misread.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;

export function generateEligibilityCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

export interface EligibilityUpload {
  product_id: string;
  phones?: string[] | undefined;
  codes?: string[] | undefined;
  generate?: number | undefined;
}

export async function addEligibility(
  ctx: Pick<PaymentsContext, 'db' | 'now'>,
  upload: EligibilityUpload,
): Promise<{ added: number; codes: string[] }> {
  const generated = Array.from({ length: upload.generate ?? 0 }, generateEligibilityCode);
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx.select().from(shopProducts).where(eq(shopProducts.id, upload.product_id));
    if (!product) throw new ApiError('productNotFound');
    if (product.memberPriceFen === null)
      throw new ApiError('validation', { details: { product_id: 'this product has no card-holder price' } });
    const createdAt = new Date(ctx.now());
    const rows = [
      ...[...new Set(upload.phones ?? [])].map((phoneE164) => ({ phoneE164, codeHash: null })),
      ...[...new Set([...(upload.codes ?? []), ...generated].map(eligibilityCodeHash))].map((codeHash) => ({
        phoneE164: null,
        codeHash,
      })),
    ].map((row) => ({ id: nextId(ctx.now), productId: product.id, createdAt, ...row }));
    let added = 0;
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await tx
        .insert(shopEligibility)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: shopEligibility.id });
      added += inserted.length;
    }
    return { added, codes: generated };
  });
}
