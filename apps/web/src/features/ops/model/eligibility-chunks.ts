/**
 * A card-holder list longer than one call takes (docs/payments.md, "The console's Orders section"):
 * the console sends up to ELIGIBILITY_PHONES_PER_LIST phones in calls of ELIGIBILITY_PHONES_PER_CALL,
 * one after another, each its own transaction and audit row. A phone already on the list changes
 * nothing, so sending the same list again after a failure part-way is safe. The partner's codes and
 * the codes to generate go with the first call.
 */
import { ELIGIBILITY_PHONES_PER_CALL, ELIGIBILITY_PHONES_PER_LIST } from '@culture/protocol';

export interface EligibilityBody {
  product_id: string;
  phones?: string[];
  codes?: string[];
  generate?: number;
}
export type EligibilityResult = { added: number; codes: string[] };

/** Thrown when a call fails part-way: how many phones were sent before it, and why. */
export class ChunkFailure extends Error {
  constructor(
    readonly sent: number,
    readonly added: number,
    readonly reason: unknown,
  ) {
    super((reason as Error)?.message ?? String(reason));
  }
}

export const tooManyPhones = (phones: readonly string[]) => phones.length > ELIGIBILITY_PHONES_PER_LIST;

export async function addInChunks(
  body: EligibilityBody,
  send: (body: EligibilityBody) => Promise<EligibilityResult>,
  onProgress: (sent: number, total: number) => void = () => undefined,
): Promise<EligibilityResult> {
  const { phones = [], ...rest } = body;
  const total = phones.length;
  const result: EligibilityResult = { added: 0, codes: [] };
  let sent = 0;
  do {
    const part = phones.slice(sent, sent + ELIGIBILITY_PHONES_PER_CALL);
    const first = sent === 0;
    try {
      const answer = await send({
        product_id: rest.product_id,
        ...(part.length ? { phones: part } : {}),
        ...(first && rest.codes?.length ? { codes: rest.codes } : {}),
        ...(first && rest.generate ? { generate: rest.generate } : {}),
      });
      result.added += answer.added;
      result.codes.push(...answer.codes);
    } catch (error) {
      throw new ChunkFailure(sent, result.added, error);
    }
    sent += part.length;
    onProgress(sent, total);
  } while (sent < total);
  return result;
}
