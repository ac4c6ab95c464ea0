/**
 * How long each category of personal data is kept (PIPL Art. 19: no longer than the purpose needs,
 * unless a law says otherwise). The one list in code; docs/privacy.md, "Retention", is the same
 * table in words, and retention.test.ts fails when the two differ. The scheduled clean-up
 * (modules/cleanup/cleanup-service.ts) reads its periods from here.
 */

export type RetentionUnit = 'minutes' | 'hours' | 'days' | 'months' | 'years';

/** From when the period runs. */
export type RetentionFrom =
  | 'expiry' // the row's own expiry (a code, a token, a session)
  | 'creation' // the row was written
  | 'account end' // the account was cancelled or the guest deleted
  | 'request' // the request the row records
  | 'unfollow'; // the person stopped following the official account

/** Who deletes: the clean-up sweep, the export sweep, the account cancellation, or the store's own setting. */
export type RetentionEnforcer = 'clean-up' | 'export sweep' | 'cancellation' | 'log storage' | 'redis expiry' | 'not yet due';

export interface RetentionPeriod {
  amount: number;
  unit: RetentionUnit;
  from: RetentionFrom;
  enforcedBy: RetentionEnforcer;
}

const UNIT_MS: Record<RetentionUnit, number> = {
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
  // Months and years are counted long (31 and 366 days): a period never ends before the law's.
  months: 31 * 86_400_000,
  years: 366 * 86_400_000,
};

export const RETENTION = {
  /** Guests holding nothing (no valid session, coupon, wallet, avatar or merchant role). */
  guests: { amount: 24, unit: 'hours', from: 'creation', enforcedBy: 'clean-up' },
  /** Login sessions (their address and device): deleted once expired. */
  sessions: { amount: 0, unit: 'minutes', from: 'expiry', enforcedBy: 'clean-up' },
  /** SMS codes and tokens: an hour of recent history for support. */
  smsCodes: { amount: 1, unit: 'hours', from: 'expiry', enforcedBy: 'clean-up' },
  /** What the development SMS driver "sent" (never in production). */
  smsOutbox: { amount: 1, unit: 'days', from: 'creation', enforcedBy: 'clean-up' },
  walletNonces: { amount: 0, unit: 'minutes', from: 'expiry', enforcedBy: 'clean-up' },
  wechatLinkTickets: { amount: 10, unit: 'minutes', from: 'creation', enforcedBy: 'clean-up' },
  /** WeChat openids that stopped following the official account (a follow check asks WeChat again). */
  wechatUnfollowed: { amount: 30, unit: 'days', from: 'unfollow', enforcedBy: 'clean-up' },
  /** Operator console sessions (address, browser): their absolute lifetime, whoever never signs in again. */
  operatorSessions: { amount: 12, unit: 'hours', from: 'creation', enforcedBy: 'clean-up' },
  /** Who entered which world hall on which day: the console's longest period. */
  hallVisits: { amount: 90, unit: 'days', from: 'creation', enforcedBy: 'clean-up' },
  /** The zip of "Download my data". */
  dataExportZips: { amount: 24, unit: 'hours', from: 'creation', enforcedBy: 'export sweep' },
  /** The export's row (state, dates) once its zip is gone: support can answer "where is my copy". */
  dataExportRecords: { amount: 30, unit: 'days', from: 'request', enforcedBy: 'clean-up' },
  /** Access and application logs with IP addresses (Cybersecurity Law Art. 21: at least six months). */
  logs: { amount: 6, unit: 'months', from: 'creation', enforcedBy: 'log storage' },
  /** Rate-limit counters keyed by address or phone (Redis or in process). */
  rateLimitCounters: { amount: 1, unit: 'hours', from: 'creation', enforcedBy: 'redis expiry' },
  /** The account, its profile, chat, uploads, wallets, coupons, badges: while it exists, then erased. */
  accountData: { amount: 7, unit: 'days', from: 'request', enforcedBy: 'cancellation' },
  /** A child's guardian (name, relationship, phone): with the child's account, so the guardian can act for it. */
  guardianDetails: { amount: 7, unit: 'days', from: 'request', enforcedBy: 'cancellation' },
  /** Notices to one member, their reads and SMS, and rights requests: while the account exists (as accountData). */
  notices: { amount: 7, unit: 'days', from: 'request', enforcedBy: 'cancellation' },
  /** The consent ledger: the proof of what was agreed (PIPL Art. 69; Civil Code Art. 188). */
  consentEvidence: { amount: 3, unit: 'years', from: 'account end', enforcedBy: 'clean-up' },
  /** Exports, downloads and cancellation steps: the proof a rights request was answered. */
  privacyAudit: { amount: 3, unit: 'years', from: 'account end', enforcedBy: 'clean-up' },
  /**
   * An operator's 30 days' notice before closing an account: its SMS rows, anonymised when the
   * account is erased (notice, time, outcome, phone masked), as the proof the notice was given.
   */
  closingNoticeProof: { amount: 3, unit: 'years', from: 'account end', enforcedBy: 'clean-up' },
  /** What operators did (Cybersecurity Law Art. 21's six months, kept to the limitation period). */
  operatorAudit: { amount: 3, unit: 'years', from: 'creation', enforcedBy: 'clean-up' },
  /**
   * Orders, refunds and certificates kept without the person after a cancellation: accounting
   * vouchers (Accounting Archives Measures 2015 Art. 14: 30 years). No row reaches it before 2056.
   */
  orders: { amount: 30, unit: 'years', from: 'creation', enforcedBy: 'not yet due' },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionCategory = keyof typeof RETENTION;

export function retentionMs(period: RetentionPeriod): number {
  return period.amount * UNIT_MS[period.unit];
}

/** The period as docs/privacy.md writes it in its table ("90 days after creation"). */
export function describeRetention(period: RetentionPeriod): string {
  if (period.amount === 0) return `until ${period.from}`;
  const unit = period.amount === 1 ? period.unit.replace(/s$/, '') : period.unit;
  return `${period.amount} ${unit} after ${period.from}`;
}
