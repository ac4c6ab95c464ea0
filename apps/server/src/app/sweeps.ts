/** The timers of a running server: the coupon expiry sweep and the clean-up sweep (main.ts turns them on). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createCleanupService } from '../modules/cleanup/cleanup-service.js';
import type { CouponService } from '../modules/coupons/coupon-service.js';
import type { PaymentsContext } from '../modules/payments/payments-context.js';
import { PAYMENT_SWEEPS } from '../modules/payments/sweeper.js';

export interface SweepOptions {
  db: Database;
  coupons: Pick<CouponService, 'expireDue'>;
  now: () => number;
  expirySweepMs: number | undefined;
  cleanupSweepMs: number | undefined;
  payments?: PaymentsContext;
}

/** The payments' sweeps run every minute (docs/payments.md, "Order states"). */
const PAYMENT_SWEEP_MS = 60_000;

export function startSweeps(
  app: FastifyInstance,
  { db, coupons, now, expirySweepMs, cleanupSweepMs, payments }: SweepOptions,
): void {
  if (expirySweepMs) {
    // Holders' lists expire their own coupons as they load; the sweep catches everyone else's.
    const timer = setInterval(
      () => coupons.expireDue().catch((err: unknown) => app.log.warn({ err }, 'coupon expiry sweep failed')),
      expirySweepMs,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (cleanupSweepMs) {
    const cleanup = createCleanupService({ db, now });
    let running = false;
    const timer = setInterval(() => {
      // A slow sweep (a big backlog) must not overlap the next one.
      if (running) return;
      running = true;
      cleanup
        .sweep()
        .then((deleted) => app.log.info({ deleted }, 'clean-up sweep'))
        .catch((err: unknown) => app.log.warn({ err }, 'clean-up sweep failed'))
        .finally(() => {
          running = false;
        });
    }, cleanupSweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Timers on (main.ts) means the payments' sweeps too; tests run them by hand.
  if (expirySweepMs && payments) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      (async () => {
        for (const sweep of PAYMENT_SWEEPS) {
          await sweep.run(payments).catch((err: unknown) => app.log.warn({ err, sweep: sweep.name }, 'payments sweep failed'));
        }
      })().finally(() => {
        running = false;
      });
    }, PAYMENT_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
