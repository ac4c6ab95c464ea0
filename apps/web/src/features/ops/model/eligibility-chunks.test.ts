/**
 * A card-holder list of 100,000 phones goes to the server in calls it accepts (10,000 each), the
 * codes with the first; a failure part-way says how far it got; more than 100,000 is refused.
 */
import { describe, expect, it, vi } from 'vitest';
import { addInChunks, ChunkFailure, tooManyPhones, type EligibilityBody } from './eligibility-chunks';

const phones = (n: number) => Array.from({ length: n }, (_, i) => `+86139${String(i).padStart(8, '0')}`);

describe('the card-holder list in calls', () => {
  it('sends 100,000 phones in ten calls of 10,000, every phone once, adding up what each added', async () => {
    const calls: EligibilityBody[] = [];
    const send = vi.fn(async (body: EligibilityBody) => {
      calls.push(body);
      return { added: body.phones?.length ?? 0, codes: body.generate ? ['ABCD-EFGH-JKMN'] : [] };
    });
    const progress: number[] = [];
    const list = phones(100_000);
    const result = await addInChunks({ product_id: 'pocket', phones: list, generate: 1, codes: ['P-1234'] }, send, (sent) =>
      progress.push(sent),
    );
    expect(calls).toHaveLength(10);
    expect(calls.every((c) => c.phones!.length === 10_000)).toBe(true);
    expect(calls.flatMap((c) => c.phones)).toEqual(list);
    expect(calls.filter((c) => c.codes || c.generate)).toEqual([expect.objectContaining({ codes: ['P-1234'], generate: 1 })]);
    expect(result).toEqual({ added: 100_000, codes: ['ABCD-EFGH-JKMN'] });
    expect(progress.at(-1)).toBe(100_000);
    expect(tooManyPhones(list)).toBe(false);
    expect(tooManyPhones(phones(100_001))).toBe(true);
  });

  it('codes alone are one call', async () => {
    const send = vi.fn(async () => ({ added: 2, codes: [] }));
    expect(await addInChunks({ product_id: 'pocket', codes: ['A-1234', 'B-1234'] }, send)).toEqual({ added: 2, codes: [] });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a failed call says how many phones went before it', async () => {
    let n = 0;
    const send = vi.fn(async (body: EligibilityBody) => {
      n += 1;
      if (n === 4) throw new Error('Service unavailable');
      return { added: body.phones!.length, codes: [] };
    });
    const failure = await addInChunks({ product_id: 'pocket', phones: phones(45_000) }, send).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChunkFailure);
    expect(failure).toMatchObject({ sent: 30_000, added: 30_000, message: 'Service unavailable' });
  });
});
