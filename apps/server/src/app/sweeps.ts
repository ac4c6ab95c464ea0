/**
 * The timers of a running server: the coupon expiry sweep, the clean-up sweep, the payments' and
 * the privacy rights' sweeps (main.ts turns them on).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createCleanupService } from '../modules/cleanup/cleanup-service.js';
import type { CouponService } from '../modules/coupons/coupon-service.js';
import type { PaymentsContext } from '../modules/payments/payments-context.js';
import { PAYMENT_SWEEPS } from '../modules/payments/sweeper.js';
import type { CancellationService } from '../modules/privacy/cancellation-service.js';
import type { ExportJobs } from '../modules/privacy/export-jobs.js';
import type { NoticeService } from '../modules/notices/notice-service.js';

export interface PrivacyJobs {
  notices: NoticeService;
  exports: ExportJobs;
  cancellations: CancellationService;
}

export interface SweepOptions {
  db: Database;
  coupons: Pick<CouponService, 'expireDue'>;
  now: () => number;
  expirySweepMs: number | undefined;
  cleanupSweepMs: number | undefined;
  payments?: PaymentsContext;
  privacy?: PrivacyJobs;
}

/** The payments' sweeps run every minute (docs/payments.md, "Order states"). */
const PAYMENT_SWEEP_MS = 60_000;
/**
 * Exports left by a process that stopped, and expired zips, are looked at every minute; the
 * cancellations whose cooling-off ended, every clean-up interval (well inside the 15 working days).
 */
const PRIVACY_SWEEP_MS = 60_000;

const exportRuns = new WeakMap<ExportJobs, Promise<void>>();

/** Builds the open exports now (after a request), one run at a time per process. */
export function privacyKick(app: FastifyInstance, exports: ExportJobs): void {
  if (exportRuns.has(exports)) return;
  const run = exports
    .runAll()
    .then(() => undefined)
    .catch((err: unknown) => app.log.warn({ err }, 'data export failed'))
    .finally(() => exportRuns.delete(exports));
  exportRuns.set(exports, run);
}

export function startSweeps(
  app: FastifyInstance,
  { db, coupons, now, expirySweepMs, cleanupSweepMs, payments, privacy }: SweepOptions,
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
  if (expirySweepMs && privacy) startPrivacySweeps(app, privacy, cleanupSweepMs ?? PRIVACY_SWEEP_MS);
}

/** Notices' SMS (docs/privacy.md, "Notices"): fan out everyone's notices, then send what is queued, batch after batch. */
export async function sendNoticeSms(notices: NoticeService): Promise<{ queued: number; sent: number; failed: number }> {
  const total = { queued: 0, sent: 0, failed: 0 };
  for (let queued = await notices.fanOut(); queued > 0; queued = await notices.fanOut()) total.queued += queued;
  for (;;) {
    const { sent, failed } = await notices.deliver();
    if (sent + failed === 0) return total;
    total.sent += sent;
    total.failed += failed;
  }
}

function startPrivacySweeps(app: FastifyInstance, privacy: PrivacyJobs, cancellationMs: number): void {
  let sending = false;
  const exportsTimer = setInterval(() => {
    if (!sending) {
      sending = true;
      sendNoticeSms(privacy.notices)
        .then((done) => done.queued + done.sent + done.failed > 0 && app.log.info(done, 'notice SMS'))
        .catch((err: unknown) => app.log.warn({ err }, 'notice SMS sweep failed'))
        .finally(() => {
          sending = false;
        });
    }
    privacyKick(app, privacy.exports);
    privacy.exports.expireDue().catch((err: unknown) => app.log.warn({ err }, 'data export expiry failed'));
  }, PRIVACY_SWEEP_MS);
  let completing = false;
  const cancellationTimer = setInterval(() => {
    if (completing) return;
    completing = true;
    privacy.cancellations
      .completeDue()
      .then((completed) => completed > 0 && app.log.info({ completed }, 'account cancellations completed'))
      .catch((err: unknown) => app.log.warn({ err }, 'account cancellation sweep failed'))
      .finally(() => {
        completing = false;
      });
  }, cancellationMs);
  exportsTimer.unref();
  cancellationTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(exportsTimer);
    clearInterval(cancellationTimer);
  });
}
