/**
 * Operators as the owner manages them: create, list (paged by id), change name, roles and
 * disabled, reset the second factor. The last enabled owner cannot lose the role or be disabled
 * (opsLastOwner). Disabling an operator or resetting their factor ends their sessions. Each change
 * writes its audit row in the same transaction.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { permissionsOf, type OpsOperator, type OpsRole } from '@culture/protocol';
import type { Database, Transaction } from '../../db/client.js';
import { operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema.js';
import { sqlState } from '../../lib/sql-state.js';
import { ApiError } from '../../lib/api-error.js';
import { writeAudit, type AuditContext } from './audit.js';
import { hashPassword } from './passwords.js';

type OperatorRow = typeof operators.$inferSelect;

export function operatorView(row: OperatorRow): OpsOperator {
  return {
    id: String(row.id),
    login: row.login,
    display_name: row.displayName,
    roles: row.roles,
    permissions: permissionsOf(row.roles),
    disabled: row.disabled,
    totp_enrolled: row.totpEnrolled,
    must_change_password: row.mustChangePassword,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Ids are serial integers; anything else (or past 2^31) names no operator. */
export function parseOperatorId(id: string): number | null {
  return /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

export interface NewOperator {
  login: string;
  displayName: string;
  roles: OpsRole[];
  password: string;
}

export function createOperatorService({ db, now }: { db: Database; now: () => number }) {
  // The hash is made before the transaction opens: argon2 takes tens of milliseconds by design.
  async function insert(tx: Database | Transaction, input: NewOperator, passwordHash: string): Promise<OperatorRow> {
    try {
      const [row] = await tx
        .insert(operators)
        .values({
          login: input.login,
          displayName: input.displayName,
          passwordHash,
          roles: input.roles,
          createdAt: new Date(now()),
        })
        .returning();
      return row!;
    } catch (err) {
      if (sqlState(err) === '23505') throw new ApiError('opsLoginTaken', { cause: err });
      throw err;
    }
  }

  /** Other enabled owners than `id`: the last one must stay. */
  async function otherOwners(tx: Transaction, id: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(operators)
      .where(and(sql`${operators.roles} @> '["owner"]'::jsonb`, eq(operators.disabled, false), sql`${operators.id} <> ${id}`));
    return row?.n ?? 0;
  }

  return {
    count: async () => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operators);
      return row?.n ?? 0;
    },

    /** The bootstrap path (npm run ops:owner, first development start): audited as the system. */
    createOwner: async (login: string, password: string) => {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const row = await insert(tx, { login, displayName: login, roles: ['owner'], password }, passwordHash);
        await writeAudit(
          tx,
          { actor: null, actorName: 'bootstrap', ip: null, at: new Date(now()) },
          { action: 'operator.create', target: `operator:${row.id}`, after: operatorView(row) },
        );
        return operatorView(row);
      });
    },

    create: async (context: AuditContext, input: NewOperator) => {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const row = await insert(tx, input, passwordHash);
        await writeAudit(tx, context, { action: 'operator.create', target: `operator:${row.id}`, after: operatorView(row) });
        return operatorView(row);
      });
    },

    list: async (afterId: number, limit: number) => {
      const rows = await db.select().from(operators).where(gt(operators.id, afterId)).orderBy(asc(operators.id)).limit(limit);
      return rows.map(operatorView);
    },

    update: (context: AuditContext, id: number, patch: { displayName?: string; roles?: OpsRole[]; disabled?: boolean }) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
        if (!before) throw new ApiError('notFound');
        const roles = patch.roles ?? before.roles;
        const disabled = patch.disabled ?? before.disabled;
        const staysOwner = roles.includes('owner') && !disabled;
        if (before.roles.includes('owner') && !before.disabled && !staysOwner && (await otherOwners(tx, id)) === 0) {
          throw new ApiError('opsLastOwner');
        }
        const [after] = await tx
          .update(operators)
          .set({ displayName: patch.displayName ?? before.displayName, roles, disabled })
          .where(eq(operators.id, id))
          .returning();
        // A disabled operator's sessions end now, not at their idle timeout.
        if (disabled) await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
        await writeAudit(tx, context, {
          action: 'operator.update',
          target: `operator:${id}`,
          before: operatorView(before),
          after: operatorView(after!),
        });
        return operatorView(after!);
      }),

    /** Clears the factor and the recovery codes; the operator enrols again at the next sign-in. */
    resetSecondFactor: (context: AuditContext, id: number) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
        if (!before) throw new ApiError('notFound');
        const [after] = await tx
          .update(operators)
          .set({ totpSecret: null, totpEnrolled: false, totpLastStep: null })
          .where(eq(operators.id, id))
          .returning();
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
        await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
        await writeAudit(tx, context, {
          action: 'operator.reset-second-factor',
          target: `operator:${id}`,
          before: operatorView(before),
          after: operatorView(after!),
        });
        return operatorView(after!);
      }),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
