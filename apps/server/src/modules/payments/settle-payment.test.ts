/**
 * Orders and their payments (docs/payments.md, "Order states"): the state machine, ten identical
 * notifications at once, another amount, a payment after the order closed, the supply race, the
 * card-holder price and every kind of grant. Runs on PGlite and PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  certificates,
  dressPurchases,
  orderEvents,
  orderRefunds,
  orders,
  shopEligibility,
  shopProducts,
  vrAvatars,
  vrDresses,
} from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { addEligibility } from './commands/add-eligibility.js';
import { closeOrderLocally } from './commands/close-order.js';
import { hashEligibilityCode } from './commands/create-order.js';
import { settlePayment } from './commands/settle-payment.js';
import { ADOPTION_HOURS } from './grants.js';
import { totemOfSerial } from './love-totems.js';
import { paymentsFixtures } from '../../test/payments-fixtures.js';

const t = await createTestApp();
const { db, context, member, product, reserve, paid } = paymentsFixtures(t);

const stateOf = async (id: bigint) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const heldOf = async (id: string) => (await db.select().from(shopProducts).where(eq(shopProducts.id, id)))[0]!;
const errorName = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (err: { errorName?: string }) => err.errorName ?? String(err),
  );

describe('an order from creation to fulfilment', () => {
  it('is created holding a unit, paid and fulfilled once, with every change recorded', async () => {
    const buyer = await member();
    const id = await product({ supply: 5 });
    const order = await reserve(buyer, id);
    expect(order).toMatchObject({ state: 'created', amountFen: 990, price: 'regular', holdsUnit: true });
    expect(order.outTradeNo).toMatch(/^CP\d{6,30}$/);
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(15 * 60_000);
    expect((await heldOf(id)).held).toBe(1);

    expect(await settlePayment(context, paid(order), 'notification')).toBe('fulfilled');
    expect(await settlePayment(context, paid(order), 'notification')).toBe('already');
    const after = await stateOf(order.id);
    expect(after).toMatchObject({ state: 'fulfilled', paidFen: 990, transactionId: `4200${order.id}` });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events.map((e) => `${e.fromState}->${e.toState}`)).toEqual(['null->created', 'created->paid', 'paid->fulfilled']);
  });

  it('does not change for a result that is not a payment', async () => {
    const order = await reserve(await member(), await product());
    expect(await settlePayment(context, paid(order, { tradeState: 'NOTPAY' }), 'query')).toBe('not-paid');
    expect((await stateOf(order.id)).state).toBe('created');
    expect(await settlePayment(context, paid(order, { outTradeNo: 'CP000000000001' }), 'notification')).toBe('unknown-order');
  });

  it('fulfils once when ten identical notifications arrive at once', async () => {
    const id = await product({ supply: 3 });
    const order = await reserve(await member(), id);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => settlePayment(context, paid(order), 'notification')));
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(9);
    expect(await db.select().from(certificates).where(eq(certificates.orderId, order.id))).toHaveLength(1);
    expect((await heldOf(id)).issued).toBe(1);
  });

  it('never fulfils another amount, and marks it for operators', async () => {
    const order = await reserve(await member(), await product());
    expect(await settlePayment(context, paid(order, { totalFen: 1 }), 'notification')).toBe('amount-mismatch');
    expect((await stateOf(order.id)).state).toBe('created');
    expect(await db.select().from(certificates).where(eq(certificates.orderId, order.id))).toHaveLength(0);
    const marks = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), sql`${orderEvents.detail}->>'attention' = 'amount-mismatch'`));
    expect(marks).toHaveLength(1);
  });
});

describe('closing, and a payment after the close', () => {
  it('gives the unit back when an unpaid order closes', async () => {
    const id = await product({ supply: 1 });
    const order = await reserve(await member(), id);
    expect(await errorName(reserve(await member(), id))).toBe('productSoldOut');
    expect(await closeOrderLocally(context, order.id, 'sweeper', { reason: 'expired' })).toBe(true);
    expect(await closeOrderLocally(context, order.id, 'sweeper', { reason: 'expired' })).toBe(false);
    expect(await stateOf(order.id)).toMatchObject({ state: 'closed', holdsUnit: false });
    expect((await heldOf(id)).held).toBe(0);
    expect((await reserve(await member(), id)).state).toBe('created');
  });

  it('grants a late payment when a unit can still be taken', async () => {
    const id = await product({ supply: 2 });
    const order = await reserve(await member(), id);
    await closeOrderLocally(context, order.id, 'sweeper', { reason: 'expired' });
    expect(await settlePayment(context, paid(order), 'notification')).toBe('fulfilled');
    expect(await stateOf(order.id)).toMatchObject({ state: 'fulfilled', holdsUnit: true });
    expect((await heldOf(id)).held).toBe(1);
  });

  it('refunds a late payment when the supply is gone', async () => {
    const id = await product({ supply: 1 });
    const late = await reserve(await member(), id);
    await closeOrderLocally(context, late.id, 'sweeper', { reason: 'expired' });
    const other = await reserve(await member(), id);
    expect(await settlePayment(context, paid(other), 'notification')).toBe('fulfilled');
    expect(await settlePayment(context, paid(late), 'notification')).toBe('refund-requested');
    expect(await stateOf(late.id)).toMatchObject({ state: 'paid', holdsUnit: false, paidFen: 990 });
    const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, late.id));
    expect(refund).toMatchObject({ state: 'requested', requestedBy: 'system', amountFen: 990 });
    expect(refund!.outRefundNo).toMatch(/^RF\d+$/);
    expect((await heldOf(id)).held).toBe(1);
    expect(await settlePayment(context, paid(late), 'notification')).toBe('already');
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, late.id))).toHaveLength(1);
  });
});

describe('the supply race', () => {
  it('lets at most 10 of 200 buyers hold the last 10 collectibles, and numbers them 1..10', async () => {
    const id = await product({ supply: 10 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => member()));
    const attempts = await Promise.allSettled(buyers.map((buyer) => reserve(buyer, id)));
    const held = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const refused = attempts.flatMap((a) => (a.status === 'rejected' ? [(a.reason as { errorName?: string }).errorName] : []));
    expect(held).toHaveLength(10);
    expect(new Set(refused)).toEqual(new Set(['productSoldOut']));
    expect(refused).toHaveLength(190);
    await Promise.all(held.map((order) => settlePayment(context, paid(order), 'notification')));
    const fulfilled = await db
      .select()
      .from(orders)
      .where(and(eq(orders.productId, id), eq(orders.state, 'fulfilled')));
    expect(fulfilled).toHaveLength(10);
    const serials = (await db.select().from(certificates).where(eq(certificates.productId, id))).map((c) => c.serial);
    expect(serials.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await heldOf(id)).toMatchObject({ held: 10, issued: 10 });
  });
});

describe('the card-holder price', () => {
  const adoption = () => product({ kind: 'pocket-adoption', priceFen: 2_000, memberPriceFen: 100, supply: 500 });
  const eligibility = (productId: string, row: { phoneE164?: string; codeHash?: string }) =>
    db.insert(shopEligibility).values({ id: BigInt(Math.floor(Math.random() * 1e15)), productId, ...row });

  it('applies to a phone on the list, once per account, and is released when the order closes', async () => {
    const id = await adoption();
    const phone = `+86139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await eligibility(id, { phoneE164: phone });
    const buyer = await member({ phone });
    const first = await reserve(buyer, id);
    expect(first).toMatchObject({ price: 'member', amountFen: 100 });
    // The open order holds it: a second order is at the regular price.
    expect(await reserve(buyer, id)).toMatchObject({ price: 'regular', amountFen: 2_000 });
    await closeOrderLocally(context, first.id, 'member', { reason: 'cancelled' });
    const again = await reserve(buyer, id);
    expect(again).toMatchObject({ price: 'member', amountFen: 100 });
    await settlePayment(context, paid(again), 'notification');
    const [row] = await db.select().from(shopEligibility).where(eq(shopEligibility.productId, id));
    expect(row).toMatchObject({ usedBy: buyer, orderId: again.id });
    expect(await reserve(buyer, id)).toMatchObject({ price: 'regular' });
    expect(await errorName(reserve(buyer, id, { code: 'ANY-CODE' }))).toBe('memberPriceUsed');
  });

  it('applies to a partner code once, and refuses a wrong one', async () => {
    const id = await adoption();
    const code = `CODE-${Math.random().toString(36).slice(2, 10)}`;
    await eligibility(id, { codeHash: hashEligibilityCode(code) });
    expect(await errorName(reserve(await member(), id, { code: 'WRONG-CODE' }))).toBe('eligibilityCodeInvalid');
    expect(await reserve(await member(), id, { code })).toMatchObject({ price: 'member', amountFen: 100 });
    expect(await errorName(reserve(await member(), id, { code }))).toBe('eligibilityCodeInvalid');
    expect(await reserve(await member(), id)).toMatchObject({ price: 'regular' });
    // A product without a card-holder price has no code to match.
    expect(await errorName(reserve(await member(), await product(), { code }))).toBe('eligibilityCodeInvalid');
  });

  it('reads a typed code whatever its case and surrounding blanks', async () => {
    const id = await adoption();
    expect(await addEligibility(context, { product_id: id, codes: ['ab12cd'] })).toMatchObject({ added: 1 });
    // The same code in another case is the same row, not a second one.
    expect(await addEligibility(context, { product_id: id, codes: [' AB12CD'] })).toMatchObject({ added: 0 });
    expect(await reserve(await member(), id, { code: ' AB12CD ' })).toMatchObject({ price: 'member', amountFen: 100 });
    expect(await errorName(reserve(await member(), id, { code: 'Ab12cd' }))).toBe('eligibilityCodeInvalid');
  });
});

describe('what a paid order grants', () => {
  it('an adoption certificate: pocket number, love totem, six hours, a verification code', async () => {
    const id = await product({ kind: 'pocket-adoption', priceFen: 2_000, supply: 500 });
    const buyer = await member({ nickname: 'Lan' });
    for (let i = 0; i < 16; i += 1) await settlePayment(context, paid(await reserve(buyer, id)), 'notification');
    const certs = await db.select().from(certificates).where(eq(certificates.productId, id)).orderBy(certificates.serial);
    expect(certs.map((c) => c.totem)).toEqual([...Array.from({ length: 15 }, (_, i) => i + 1), 1]);
    expect(certs[15]).toMatchObject({
      serial: 16,
      totem: totemOfSerial(16),
      hours: ADOPTION_HOURS,
      ownerName: 'Lan',
      userId: buyer,
    });
    expect(certs[0]!.code).toMatch(/^[A-Z2-9]{16}$/);
  });

  it('a collectible certificate with a serial and no totem', async () => {
    const id = await product({ supply: 1000 });
    await settlePayment(context, paid(await reserve(await member(), id)), 'notification');
    const [cert] = await db.select().from(certificates).where(eq(certificates.productId, id));
    expect(cert).toMatchObject({ serial: 1, totem: null, hours: null });
  });

  it('a dress, worn at once; a second paid order for it is refunded', async () => {
    const [dress] = await db.select().from(vrDresses).limit(1);
    const dressId =
      dress?.id ??
      (
        await db
          .insert(vrDresses)
          .values({
            id: `d-${Date.now()}`,
            name: { 'zh-CN': '衣', 'zh-TW': '衣', 'en-US': 'Dress' },
            thumbnail: '/x.svg',
            colors: { skin: '#000000', body: '#000000', trim: '#000000', legs: '#000000', hat: null },
          })
          .returning()
      )[0]!.id;
    const [existing] = await db.select().from(shopProducts).where(eq(shopProducts.dressId, dressId));
    const id = existing?.id ?? (await product({ kind: 'dress', priceFen: 600, dressId }));
    const buyer = await member();
    const first = await reserve(buyer, id);
    const second = await reserve(buyer, id);
    expect(await settlePayment(context, paid(first), 'notification')).toBe('fulfilled');
    expect(await db.select().from(dressPurchases).where(eq(dressPurchases.userId, buyer))).toHaveLength(1);
    expect((await db.select().from(vrAvatars).where(eq(vrAvatars.userId, buyer)))[0]?.dressId).toBe(dressId);
    expect(await errorName(reserve(buyer, id))).toBe('dressAlreadyOwned');
    expect(await settlePayment(context, paid(second), 'notification')).toBe('refund-requested');
    expect((await stateOf(second.id)).state).toBe('paid');
  });
});
