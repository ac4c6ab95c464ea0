/**
 * The operator console (docs/operator-console.md): operators with roles and a TOTP second factor,
 * their recovery codes and sessions, API keys for automation, and the append-only audit log.
 * Operators are not members: no user id appears here.
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OpsPermission, OpsRole } from '@culture/protocol';
import { bytea } from './columns.js';

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  /** Case-folded sign-in name. */
  login: text('login').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  roles: jsonb('roles').$type<OpsRole[]>().notNull(),
  disabled: boolean('disabled').notNull().default(false),
  /** The TOTP secret sealed with OPS_SECRET_KEY (AES-256-GCM: nonce ‖ ciphertext ‖ tag); null until enrolment starts. */
  totpSecret: bytea('totp_secret'),
  /** True once a code from the secret above was accepted. */
  totpEnrolled: boolean('totp_enrolled').notNull().default(false),
  /** The last TOTP time step accepted: a code of this step or an earlier one is refused (RFC 6238 §5.2). */
  totpLastStep: integer('totp_last_step'),
  /** Set by the owner's password reset: the operator must set a new password before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

/** Single-use recovery codes, kept as SHA-256 of the normalised code (they are 60-bit random). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: bytea('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/**
 * Sign-ins in progress and signed-in sessions, keyed by SHA-256 of the cookie's random token. A
 * pending row (after the password) lives 5 minutes; a signed-in row ends after the idle timeout or
 * 12 hours, whichever comes first.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: bytea('id_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['pending', 'signed-in'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    csrfToken: text('csrf_token').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

export const operatorApiKeys = pgTable('operator_api_keys', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the whole key (256-bit random, so a fast hash suffices). */
  keyHash: bytea('key_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  name: text('name').notNull(),
  scopes: jsonb('scopes').$type<OpsPermission[]>().notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => operators.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Append-only: the app only inserts; the clean-up deletes rows past their three years
 * (docs/operator-console.md, "Audit log"; docs/privacy.md, "Retention"). actor is
 * `operator:<id>`, `key:<id>`, `key:admin-token`, or null for a failed sign-in by an unknown name.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  // Newest first, paged by id; each filter narrows by its own index.
  (t) => [
    index('operator_audit_actor_idx').on(t.actor, t.id),
    index('operator_audit_action_idx').on(t.action, t.id),
    index('operator_audit_target_idx').on(t.target, t.id),
    index('operator_audit_at_idx').on(t.at),
  ],
);
