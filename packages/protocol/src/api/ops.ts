/**
 * The operator console (docs/operator-console.md): operators sign in with a name, a password and a
 * TOTP second factor, hold roles, and each role grants permissions that the server checks on every
 * operator call and the console uses to hide what a role cannot do. Automation uses API keys with
 * scopes (the same permissions). The console's own routes live under `/api/ops/`; the operator
 * routes of each domain (`/api/admin/…`) accept an operator session or an API key holding the
 * permission the route names.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { plainText } from './primitives.js';

// ----------------------------------------------------------------------------- roles and permissions

export const OPS_ROLES = ['owner', 'content', 'coupons', 'events', 'world', 'support', 'finance'] as const;
export const opsRoleSchema = z.enum(OPS_ROLES);
export type OpsRole = z.infer<typeof opsRoleSchema>;

/**
 * What an operator call needs. Each `/api/admin/…` and `/api/ops/…` route names exactly one; the
 * permission matrix test walks every role against every route.
 */
export const OPS_PERMISSIONS = [
  /** Operators, their roles, second-factor resets. */
  'operators.manage',
  /** API keys for automation: make and revoke. */
  'apiKeys.manage',
  /** The audit log: read and export. */
  'audit.read',
  /** The dashboard's charts. */
  'dashboard.read',
  /** Project pages, brands and their history. */
  'content.edit',
  /** Coupon templates, issuing, voiding. */
  'coupons.manage',
  /** Merchants and their staff. */
  'merchants.manage',
  /** Badge events, claim codes, NFC tags, kiosks; event sessions, capacity, door staff. */
  'events.manage',
  /** Exhibitions, works, official dresses and their prices. */
  'world.manage',
  /** Member search and records. */
  'members.read',
  /** Disable or delete a member; mute or ban from a report. */
  'members.manage',
  /** The report queue and rights requests. */
  'support.handle',
  /** Products, prices, supply, eligibility. */
  'shop.manage',
  /** Orders, refunds, reconciliation. */
  'orders.manage',
] as const;
export const opsPermissionSchema = z.enum(OPS_PERMISSIONS);
export type OpsPermission = z.infer<typeof opsPermissionSchema>;

/** The one table of what each role may do (the server checks it; the console hides by it). */
export const OPS_ROLE_PERMISSIONS: Readonly<Record<OpsRole, readonly OpsPermission[]>> = {
  owner: ['operators.manage', 'apiKeys.manage', 'audit.read', 'dashboard.read'],
  content: ['dashboard.read', 'content.edit'],
  coupons: ['dashboard.read', 'coupons.manage', 'merchants.manage'],
  events: ['dashboard.read', 'events.manage'],
  world: ['dashboard.read', 'world.manage'],
  support: ['dashboard.read', 'members.read', 'members.manage', 'support.handle'],
  finance: ['dashboard.read', 'orders.manage', 'shop.manage', 'members.read'],
};

/** The permissions a set of roles grants, each once, in OPS_PERMISSIONS order. */
export function permissionsOf(roles: readonly OpsRole[]): OpsPermission[] {
  const granted = new Set(roles.flatMap((role) => OPS_ROLE_PERMISSIONS[role]));
  return OPS_PERMISSIONS.filter((permission) => granted.has(permission));
}

// ------------------------------------------------------------------------------------- operators

/** A sign-in name: 3–32 of a–z, 0–9, `.`, `_`, `-`, starting with a letter (case-folded on the server). */
export const opsLoginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9._-]{2,31}$/, 'must be 3–32 letters, digits, dots, dashes or underscores, starting with a letter');
/** Passwords: 12–128 characters (NIST SP 800-63B: length over composition rules). */
export const opsPasswordSchema = z.string().min(12).max(128);
/** A TOTP code (6 digits) or a recovery code (`xxxx-xxxx-xxxx`, letters and digits). */
export const opsSecondFactorSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, 'must be a 6-digit code or a recovery code');

export const opsOperatorSchema = z.object({
  id: z.string(),
  login: z.string(),
  display_name: z.string(),
  roles: z.array(opsRoleSchema),
  permissions: z.array(opsPermissionSchema),
  disabled: z.boolean(),
  totp_enrolled: z.boolean(),
  /**
   * True after the owner reset the password: the operator must set a new one before anything else
   * (every other call answers opsPasswordChangeRequired until then).
   */
  must_change_password: z.boolean(),
  /** ISO 8601, or null before the first sign-in. */
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type OpsOperator = z.infer<typeof opsOperatorSchema>;

// --------------------------------------------------------------------------------------- sign-in

/**
 * Step one: name and password. Answers which second step follows; the half-signed-in state rides
 * in an HttpOnly SameSite=Strict cookie of its own, valid 5 minutes. A wrong name and a wrong
 * password get the same answer (opsBadCredentials).
 */
export const opsPasswordRequestSchema = z.object({ login: opsLoginSchema, password: opsPasswordSchema });
export const opsPasswordResponseSchema = z.discriminatedUnion('stage', [
  /** The operator has a second factor: send a code next. */
  z.object({ stage: z.literal('totp') }),
  /** First sign-in: enrol a second factor (show the QR of `otpauth_uri`, or the secret), then send a code. */
  z.object({ stage: z.literal('enrol'), otpauth_uri: z.string(), secret: z.string() }),
]);
export type OpsPasswordResponse = z.infer<typeof opsPasswordResponseSchema>;

/** Step two: a TOTP code (or a recovery code once enrolled). Sets the session cookie. */
export const opsSecondFactorRequestSchema = z.object({ code: opsSecondFactorSchema });
export const opsSessionSchema = z.object({
  operator: opsOperatorSchema,
  /** Sent back as the `x-csrf-token` header on every console call that changes something. */
  csrf_token: z.string(),
  /** Seconds without a call after which the session ends. */
  idle_timeout_seconds: z.number().int(),
  /** Only on the enrolment answer: 10 single-use recovery codes, shown once. */
  recovery_codes: z.array(z.string()).optional(),
});
export type OpsSession = z.infer<typeof opsSessionSchema>;

/** The header carrying the CSRF token on console calls that change something. */
export const OPS_CSRF_HEADER = 'x-csrf-token';

// ------------------------------------------------------------------------ managing operators and keys

export const opsCreateOperatorSchema = z.object({
  login: opsLoginSchema,
  display_name: plainText().trim().min(1).max(40),
  roles: z.array(opsRoleSchema).min(1).max(OPS_ROLES.length),
  /** The first password, handed over by the owner; the operator enrols a second factor at first sign-in. */
  password: opsPasswordSchema,
});
export const opsUpdateOperatorSchema = z.object({
  display_name: plainText().trim().min(1).max(40).optional(),
  roles: z.array(opsRoleSchema).min(1).max(OPS_ROLES.length).optional(),
  disabled: z.boolean().optional(),
});

/** The signed-in operator's own password: the current one, and the new one (the console asks for it twice). */
export const opsPasswordChangeSchema = z.object({ current_password: opsPasswordSchema, new_password: opsPasswordSchema });
/**
 * The owner's reset: a one-time temporary password, shown once in this answer; the operator signs in
 * with it and must then set their own (must_change_password).
 */
export const opsPasswordResetSchema = z.object({ operator: opsOperatorSchema, temporary_password: z.string() });

export const opsApiKeySchema = z.object({
  id: z.string(),
  /** What it is for, e.g. "nightly coupon import". */
  name: z.string(),
  scopes: z.array(opsPermissionSchema),
  /** The first characters of the key, to tell keys apart. */
  prefix: z.string(),
  created_by: z.string(),
  /** The maker's sign-in name, so the list reads as people, not ids. */
  created_by_login: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /**
   * The key's latest use in the audit log: a write's action, or `api-key.use` with the method and
   * route of a read (reads are written per minute, so a read of this minute may not be here yet).
   */
  last_use: z
    .object({
      at: z.string(),
      action: z.string(),
      method: z.string().nullable(),
      route: z.string().nullable(),
      ip: z.string().nullable(),
    })
    .nullable(),
  revoked_at: z.string().nullable(),
});
export type OpsApiKey = z.infer<typeof opsApiKeySchema>;
export const opsCreateApiKeySchema = z.object({
  name: plainText().trim().min(1).max(60),
  scopes: z.array(opsPermissionSchema).min(1).max(OPS_PERMISSIONS.length),
});
/** The key itself is shown once, in this answer; the server keeps only its hash. */
export const opsCreatedApiKeySchema = z.object({ api_key: opsApiKeySchema, secret: z.string() });

// ------------------------------------------------------------------------------------- audit log

export const opsAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The operator, or `key:<id>` for an API key, or null for a failed sign-in by an unknown name. */
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  /** e.g. `operator.sign-in`, `coupon-template.create`, `order.refund`. */
  action: z.string(),
  /** What it acted on, e.g. `coupon-template:12`. */
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type OpsAuditEntry = z.infer<typeof opsAuditEntrySchema>;

// ------------------------------------------------------------------------------------------ lists

/**
 * Console lists are paged on the server: `cursor` is the last id of the previous page (a decimal
 * string), `next_cursor` the one to send for the next page, null at the end.
 */
export const opsCursorSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'must be an id')
  // Zod runs a refinement even after the regex failed: only digits reach BigInt.
  .refine((v) => /^\d{1,19}$/.test(v) && BigInt(v) <= 2n ** 63n - 1n, 'must be an id');
/** Operators and API keys have int4 ids. */
export const opsInt4CursorSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be an id')
  .refine((v) => Number(v) <= 2_147_483_647, 'must be an id');
export const OPS_PAGE_SIZE = 100;
export const opsListQuerySchema = z.object({ cursor: opsInt4CursorSchema.optional() });
export const opsIdParamSchema = z.object({ id: z.string().max(40) });
export const opsOperatorListSchema = z.object({ operators: z.array(opsOperatorSchema), next_cursor: z.string().nullable() });
export const opsApiKeyListSchema = z.object({ api_keys: z.array(opsApiKeySchema), next_cursor: z.string().nullable() });
export const opsAuditQuerySchema = z.object({
  /** `operator:<id>`, `key:<id>` or `key:admin-token`. */
  actor: plainText().max(60).optional(),
  action: plainText().max(60).optional(),
  target: plainText().max(200).optional(),
  /** ISO 8601 instants, inclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  cursor: opsCursorSchema.optional(),
});
/**
 * GET /api/ops/audit.csv: the same filters, and `lang`, the language of the `action_label` column
 * (a plain link cannot send the `language` header; without either, en-US).
 */
export const opsAuditExportQuerySchema = opsAuditQuerySchema.extend({ lang: z.enum(LOCALES).optional() });
export const opsAuditPageSchema = z.object({ entries: z.array(opsAuditEntrySchema), next_cursor: z.string().nullable() });
export const opsRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

// ------------------------------------------------------------------------------------- dashboard

/** One series of a dashboard chart: a value per day (Beijing dates, `YYYY-MM-DD`). */
export const opsDailySeriesSchema = z.object({
  key: z.string(),
  /** The series' name in the asker's language (a template's, an event's, a hall's name). */
  label: z.string(),
  points: z.array(z.object({ date: z.string(), value: z.number() })),
});
export type OpsDailySeries = z.infer<typeof opsDailySeriesSchema>;

/** The dashboard's periods, in days ending today (Beijing time). */
export const OPS_DASHBOARD_DAYS = [7, 30, 90] as const;
export const opsDashboardQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'])
    .default('7')
    .transform((days) => Number(days) as (typeof OPS_DASHBOARD_DAYS)[number]),
});

/** The dashboard's charts, each a list of series over the same days. */
export const OPS_DASHBOARD_CHARTS = [
  /** Distinct members (not guests) who signed in that day (a new session; activity without a new sign-in is not seen). */
  'activeMembers',
  /** Sign-ins by method (one series per method). */
  'logins',
  /** Coupons claimed, one series per template. */
  'couponsClaimed',
  /** Coupons redeemed, one series per template. */
  'couponsRedeemed',
  /** Badge claims, one series per event. */
  'badgeClaims',
  /** Event sign-ups, one series per session. */
  'eventSignUps',
  /** Event check-ins, one series per session. */
  'eventCheckIns',
  /** Chat messages sent. */
  'messages',
  /** World visitors, one series per hall (exhibition): empty until visits are counted (no source yet). */
  'hallVisitors',
  /** Paid orders. */
  'orders',
  /** Revenue of paid orders, in fen. */
  'revenue',
] as const;
export type OpsDashboardChart = (typeof OPS_DASHBOARD_CHARTS)[number];

export const opsDashboardSchema = z.object({
  days: z.number().int(),
  /** Every day of the period, oldest first; each series has a point for each. */
  dates: z.array(z.string()),
  charts: z.record(z.enum(OPS_DASHBOARD_CHARTS), z.array(opsDailySeriesSchema)),
  /** Each chart's sum over the period (revenue in fen). */
  totals: z.record(z.enum(OPS_DASHBOARD_CHARTS), z.number()),
  /** Each open badge event's remaining supply (null: unlimited). */
  badgeSupply: z.array(z.object({ key: z.string(), label: z.string(), claimed: z.number(), remaining: z.number().nullable() })),
});
export type OpsDashboard = z.infer<typeof opsDashboardSchema>;
