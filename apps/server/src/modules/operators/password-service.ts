/**
 * Operator passwords after creation (docs/operator-console.md, "Passwords"): an operator changes
 * their own (the current one checked, every other session of theirs ended), and the owner resets
 * another's to a one-time temporary password that must be replaced at the next sign-in
 * (must_change_password; operator-auth.ts refuses everything else until then). Both are audited in
 * the same transaction; the rows carry no password or hash.
 */
import { randomInt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { operators, operatorSessions } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { writeAudit, type AuditContext } from './audit.js';
import { operatorView } from './operator-service.js';
import { hashPassword, passwordMatches } from './passwords.js';

/** No 0/O, 1/l/I: the temporary password is read off a screen and typed once. */
const TEMPORARY_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 20 characters of 56: about 116 bits, well past the 12-character minimum. */
const TEMPORARY_LENGTH = 20;

export function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_LENGTH; i += 1) out += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return out;
}

export function createPasswordService({ db }: { db: Database }) {
  return {
    /** The signed-in operator's own change; the session making it stays, every other one ends. */
    async change(
      context: AuditContext,
      operator: { id: number; sessionHash: Buffer },
      currentPassword: string,
      newPassword: string,
    ) {
      const [row] = await db.select().from(operators).where(eq(operators.id, operator.id));
      if (!row) throw new ApiError('opsSignedOut');
      if (!(await passwordMatches(row.passwordHash, currentPassword))) throw new ApiError('opsWrongPassword');
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const [after] = await tx
          .update(operators)
          .set({ passwordHash, mustChangePassword: false })
          .where(eq(operators.id, operator.id))
          .returning();
        const ended = await tx
          .delete(operatorSessions)
          .where(and(eq(operatorSessions.operatorId, operator.id), ne(operatorSessions.idHash, operator.sessionHash)))
          .returning({ stage: operatorSessions.stage });
        await writeAudit(tx, context, {
          action: 'operator.password-change',
          target: `operator:${operator.id}`,
          after: { sessions_ended: ended.length, was_temporary: row.mustChangePassword },
        });
        return operatorView(after!);
      });
    },

    /** The owner's reset: every session of the operator ends; the temporary password is answered once. */
    async reset(context: AuditContext, id: number) {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
        if (!before) throw new ApiError('notFound');
        const [after] = await tx
          .update(operators)
          .set({ passwordHash, mustChangePassword: true })
          .where(eq(operators.id, id))
          .returning();
        await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
        await writeAudit(tx, context, {
          action: 'operator.password-reset',
          target: `operator:${id}`,
          before: operatorView(before),
          after: operatorView(after!),
        });
        return { operator: operatorView(after!), temporary_password: password };
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
