/**
 * The one place that says whether a badge event takes a claim (docs/decisions.md, "Badges: one
 * claim statement"): the method is enabled, the window is open, supply is left. "Not yet claimed
 * by this person" is the fourth condition; it needs the claims table, so the claim statement
 * (claim-statement.ts) checks it next to this rule, and the unique index (event, user) backs it.
 *
 * Each rule is written once, in both forms side by side: as SQL, which the claim statement uses
 * both to decide under the event row's lock and to explain a refusal from the row as read, and in
 * TypeScript, which the viewer's state on the badge pages and the equity pages reads
 * (badge-wire.ts `badgeState`). claim-rule.test.ts checks that both forms agree. The order is the
 * order of explanation: the first rule that fails names the refusal.
 */
import type { BadgeClaimMethod, ErrorName } from '@culture/protocol';
import type { EventRow } from './badge-wire.js';

/** Why an event takes no claim right now, as the catalogue names it. */
export type ClaimRefusal = Extract<ErrorName, 'badgeMethodUnavailable' | 'badgeNotYetOpen' | 'badgeClosed' | 'badgeAllClaimed'>;

type RuleEvent = Pick<EventRow, 'methods' | 'opensAt' | 'closesAt' | 'supply' | 'claimedCount'>;

interface Rule {
  refusal: ClaimRefusal;
  /** True when the rule refuses. `method` null: the viewer's state, which is not about one method. */
  refuses: (event: RuleEvent, atMs: number, method: BadgeClaimMethod | null) => boolean;
  /**
   * The same as SQL over the columns of `t`, at the timestamptz `at`, for the text `method`, with
   * `count` claims counted before this one.
   */
  sql: (t: string, at: string, method: string, count: string) => string;
}

const RULES: readonly Rule[] = [
  {
    refusal: 'badgeMethodUnavailable',
    refuses: (e, _at, method) => method !== null && !e.methods.includes(method),
    sql: (t, _at, method) => `not (${method} = any(${t}.methods))`,
  },
  {
    refusal: 'badgeNotYetOpen',
    refuses: (e, at) => at < e.opensAt.getTime(),
    sql: (t, at) => `${at} < ${t}.opens_at`,
  },
  {
    refusal: 'badgeClosed',
    refuses: (e, at) => e.closesAt !== null && at >= e.closesAt.getTime(),
    sql: (t, at) => `${t}.closes_at is not null and ${at} >= ${t}.closes_at`,
  },
  {
    refusal: 'badgeAllClaimed',
    refuses: (e) => e.supply !== null && e.claimedCount >= e.supply,
    sql: (t, _at, _method, count) => `${t}.supply is not null and ${count} >= ${t}.supply`,
  },
];

/** The first rule the event fails at `atMs`, or null when it takes the claim. */
export function claimRefusal(event: RuleEvent, atMs: number, method: BadgeClaimMethod | null): ClaimRefusal | null {
  return RULES.find((rule) => rule.refuses(event, atMs, method))?.refusal ?? null;
}

/**
 * The same as a SQL expression over table alias `t`: the refusal's name as text, null when
 * claimable. `count` is the claims counted before this one: the row's own count by default; the
 * batched claim statement passes the count plus the claimants ahead in its batch, or null to leave
 * supply out (a null comparison never refuses).
 */
export function claimRefusalSql(t: string, at: string, method: string, count = `${t}.claimed_count`): string {
  return `(case ${RULES.map((rule) => `when ${rule.sql(t, at, method, count)} then '${rule.refusal}'`).join(' ')} end)`;
}
