/**
 * Members and support (docs/operator-console.md, "Members and support"): a member reports a
 * message or a person; support searches members, reads a record, disables, enables, starts a
 * deletion on request, and resolves the report queue (dismiss, mute for hours, ban). The reporter
 * reads the outcome in their own list of reports.
 */
import { z } from 'zod';
import { idSchema, plainText } from './primitives.js';

export const REPORT_REASONS = ['spam', 'abuse', 'fraud', 'other'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const REPORT_OUTCOMES = ['dismissed', 'muted', 'banned'] as const;
export const reportOutcomeSchema = z.enum(REPORT_OUTCOMES);
export type ReportOutcome = z.infer<typeof reportOutcomeSchema>;
/** The longest mute support may give from one report: 30 days. */
export const MAX_MUTE_HOURS = 720;
/** Reports a member may file per hour (the rest answer 42981 reportTooFast). */
export const REPORTS_PER_HOUR = 10;

const noteSchema = plainText().trim().max(500).default('');

/** POST, member: report a message (of a conversation the reporter is in) or a person. */
export const reportRequestSchema = z.discriminatedUnion('target', [
  // A message is named as the app knows it: its conversation and its place there (seq).
  z.object({
    target: z.literal('message'),
    conversation_id: idSchema,
    seq: idSchema,
    reason: reportReasonSchema,
    note: noteSchema,
  }),
  z.object({ target: z.literal('user'), user_id: idSchema, reason: reportReasonSchema, note: noteSchema }),
]);
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** One of the reporter's own reports, with the outcome once support resolved it. */
export const myReportSchema = z.object({
  id: z.string(),
  target: z.enum(['message', 'user']),
  reason: reportReasonSchema,
  created_at: z.string(),
  outcome: reportOutcomeSchema.nullable(),
  resolved_at: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportsSchema = z.object({ items: z.array(myReportSchema) });
export type MyReports = z.infer<typeof myReportsSchema>;

// ----------------------------------------------------------------------------------- console

/** Search by member id, phone (with or without +86) or wallet address; exact matches only. */
export const memberSearchQuerySchema = z.object({ q: plainText().trim().min(1).max(80) });
export const memberSummarySchema = z.object({
  id: z.string(),
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  is_guest: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberSearchSchema = z.object({ items: z.array(memberSummarySchema) });
export type MemberSearch = z.infer<typeof memberSearchSchema>;

export const memberRecordQuerySchema = z.object({ id: idSchema });
export const memberRecordSchema = memberSummarySchema.extend({
  wechat_linked: z.boolean(),
  disabled_at: z.string().nullable(),
  muted_until: z.string().nullable(),
  wallets: z.array(z.object({ type: z.number().int(), address: z.string(), linked_at: z.string() })),
  counts: z.object({ coupons: z.number().int(), badges: z.number().int(), orders: z.number().int() }),
  /** The latest sessions, newest first (at most 10). */
  sessions: z.array(z.object({ kind: z.string(), created_at: z.string(), expires_at: z.string(), active: z.boolean() })),
  cancellation: z.object({ requested_at: z.string(), completes_at: z.string() }).nullable(),
  reports: z.object({ against: z.number().int(), filed: z.number().int() }),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

/** POST body of disable, enable and start-deletion. */
export const memberActionSchema = z.object({ user_id: idSchema });

export const reportQueueQuerySchema = z.object({
  /** The id of the last report of the previous page. */
  cursor: idSchema.optional(),
});
export const queuedReportSchema = z.object({
  id: z.string(),
  reporter_id: z.string(),
  target_user_id: z.string(),
  target_nickname: z.string().nullable(),
  message_id: z.string().nullable(),
  excerpt: z.string().nullable(),
  reason: reportReasonSchema,
  note: z.string(),
  created_at: z.string(),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;
export const reportQueueSchema = z.object({ items: z.array(queuedReportSchema), next: z.string().nullable() });
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const reportResolveSchema = z.discriminatedUnion('outcome', [
  z.object({ report_id: idSchema, outcome: z.literal('dismissed') }),
  z.object({ report_id: idSchema, outcome: z.literal('muted'), mute_hours: z.number().int().min(1).max(MAX_MUTE_HOURS) }),
  z.object({ report_id: idSchema, outcome: z.literal('banned') }),
]);
export type ReportResolve = z.infer<typeof reportResolveSchema>;
export const reportResolvedSchema = z.object({ id: z.string(), outcome: reportOutcomeSchema, resolved_at: z.string() });
