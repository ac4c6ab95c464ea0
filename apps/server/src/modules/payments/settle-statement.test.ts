/**
 * The settle statement and its batcher (docs/payments.md, "Speed"): a batch settles the common
 * payments with serials in arrival order and leaves the rest (another amount, an unknown order, a
 * dress, one settled before) to the general path; copies of one payment never share a batch.
 * Runs on PGlite and PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { certificates, orderEvents, orders, shopProducts } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import { createTestApp } from '../../test/helper.js';
import { paymentsFixtures } from '../../test/payments-fixtures.js';
import type { OrderRow } from './commands/order-rows.js';
import { createSettleBatcher } from './commands/settle-batcher.js';
import { runSettleStatement, type SettleAttempt } from './commands/settle-statement.js';
import { certificateCode } from './grants.js';
import { totemOfSerial } from './love-totems.js';

const t = await createTestApp();
const { db, member, product, reserve } = paymentsFixtures(t);
const pool = (db as unknown as { $client: Pool }).$client;

const attempt = (order: Pick<OrderRow, 'outTradeNo' | 'amountFen'>, overrides: Partial<SettleAttempt> = {}): SettleAttempt => ({
  outTradeNo: order.outTradeNo,
  transactionId: `4200${order.outTradeNo.slice(2)}`,
  totalFen: order.amountFen,
  paidAt: new Date(t.clock.now()),
  at: new Date(t.clock.now()),
  source: 'notification',
  certificateCode: certificateCode(),
  paidEventId: nextId(),
  fulfilledEventId: nextId(),
  ...overrides,
});

describe('the settle statement', () => {
  it('fulfils a batch in arrival order and leaves what it cannot settle to the general path', async () => {
    const id = await product({ kind: 'pocket-adoption', priceFen: 2_000, supply: 100 });
    const lan = await member({ nickname: 'Lan' });
    const [a, b, c] = [await reserve(lan, id), await reserve(await member(), id), await reserve(await member(), id)];
    const outcomes = await runSettleStatement(pool, [
      attempt(b!),
      attempt(c!, { totalFen: 1 }),
      attempt({ outTradeNo: 'CP000000000042', amountFen: 2_000 }),
      attempt(a!),
    ]);
    expect(outcomes).toEqual([
      { kind: 'fulfilled' },
      { kind: 'not-settled', seen: 'created' },
      { kind: 'not-settled', seen: null },
      { kind: 'fulfilled' },
    ]);
    const certs = await db.select().from(certificates).where(eq(certificates.productId, id)).orderBy(certificates.serial);
    expect(certs.map((cert) => [cert.orderId, cert.serial, cert.totem, cert.hours])).toEqual([
      [b!.id, 1, totemOfSerial(1), 6],
      [a!.id, 2, totemOfSerial(2), 6],
    ]);
    expect(certs[1]!.ownerName).toBe('Lan');
    expect((await db.select().from(shopProducts).where(eq(shopProducts.id, id)))[0]!.issued).toBe(2);
    const states = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [a!.id, b!.id, c!.id]));
    expect(Object.fromEntries(states.map((o) => [String(o.id), o.state]))).toEqual({
      [String(a!.id)]: 'fulfilled',
      [String(b!.id)]: 'fulfilled',
      [String(c!.id)]: 'created',
    });
    expect(states.find((o) => o.id === a!.id)).toMatchObject({ paidFen: 2_000, transactionId: `4200${a!.outTradeNo.slice(2)}` });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, a!.id)).orderBy(orderEvents.id);
    expect(events.map((e) => `${e.fromState}->${e.toState}:${e.source}`)).toEqual([
      'null->created:member',
      'created->paid:notification',
      'paid->fulfilled:notification',
    ]);
    // Settled before: the statement says what it saw, and changes nothing.
    expect(await runSettleStatement(pool, [attempt(a!)])).toEqual([{ kind: 'not-settled', seen: 'fulfilled' }]);
    expect(await db.select().from(certificates).where(eq(certificates.orderId, a!.id))).toHaveLength(1);
  });

  it('leaves a dress to the general path', async () => {
    const id = await product({ priceFen: 600 });
    await db.update(shopProducts).set({ kind: 'dress' }).where(eq(shopProducts.id, id));
    const order = await reserve(await member(), id);
    expect(await runSettleStatement(pool, [attempt(order)])).toEqual([{ kind: 'not-settled', seen: 'created' }]);
  });
});

describe('the settle batcher', () => {
  it('combines the payments that arrive while a statement runs, never two copies of one in a batch', async () => {
    const id = await product({ supply: 100 });
    const placed = await Promise.all(Array.from({ length: 10 }, async () => reserve(await member(), id)));
    let statements = 0;
    const counting = {
      query: (...args: unknown[]) => ((statements += 1), (pool.query as (...a: unknown[]) => unknown)(...args)),
    };
    const batcher = createSettleBatcher(counting as unknown as Pool);
    // Every order twice, all at once: the first goes alone, the rest wait for it and go together.
    const outcomes = await Promise.all([...placed, ...placed].map((order) => batcher.settle(attempt(order))));
    expect(outcomes.filter((o) => o.kind === 'fulfilled')).toHaveLength(10);
    expect(outcomes.filter((o) => o.kind === 'not-settled' && o.seen === 'fulfilled')).toHaveLength(10);
    expect(statements).toBe(3);
    const serials = (await db.select().from(certificates).where(eq(certificates.productId, id))).map((c) => c.serial);
    expect(serials.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('answers every payment of a failed batch not-settled, for the general path', async () => {
    const failing = { query: () => Promise.reject(new Error('deadlock detected')) };
    const batcher = createSettleBatcher(failing as unknown as Pool);
    const order = await reserve(await member(), await product());
    expect(await batcher.settle(attempt(order))).toEqual({ kind: 'not-settled', seen: 'created' });
  });
});
