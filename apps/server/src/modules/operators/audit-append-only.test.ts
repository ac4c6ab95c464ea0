/**
 * The audit table refuses, in the database, any UPDATE and the DELETE of a row younger than its
 * three-year retention (migration operator_audit_append_only); the clean-up's deletes of older rows
 * pass (cleanup/retention.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { operatorAudit } from '../../db/schema.js';
import { sqlState } from '../../lib/sql-state.js';
import { createTestApp } from '../../test/helper.js';

const t = await createTestApp();
const db = t.database.db;
const YEAR_MS = 365 * 86_400_000;
/** The trigger's refusal: SQLSTATE 42501 (insufficient_privilege). */
const refused = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(sqlState(error)).toBe('42501');
};

async function insert(action: string, at: Date) {
  const [row] = await db.insert(operatorAudit).values({ at, actor: 'operator:1', action }).returning({ id: operatorAudit.id });
  return row!.id;
}

describe('operator_audit in the database', () => {
  it('refuses to change any row, even an old one', async () => {
    for (const at of [new Date(), new Date(Date.now() - 4 * YEAR_MS)]) {
      const id = await insert('append.update', at);
      await refused(db.update(operatorAudit).set({ action: 'rewritten' }).where(eq(operatorAudit.id, id)));
      const [row] = await db.select().from(operatorAudit).where(eq(operatorAudit.id, id));
      expect(row!.action).toBe('append.update');
    }
  });

  it('refuses to delete a row younger than three years, and deletes an older one', async () => {
    const young = await insert('append.young', new Date(Date.now() - 3 * YEAR_MS + 86_400_000 * 30));
    const old = await insert('append.old', new Date(Date.now() - 3 * YEAR_MS - 86_400_000 * 30));
    await refused(db.delete(operatorAudit).where(eq(operatorAudit.id, young)));
    await db.delete(operatorAudit).where(eq(operatorAudit.id, old));
    const left = await db.execute<{ action: string }>(
      sql`select action from operator_audit where action in ('append.young', 'append.old') order by id`,
    );
    const rows = 'rows' in left ? left.rows : (left as unknown as { action: string }[]);
    expect(rows.map((r) => r.action)).toEqual(['append.young']);
  });
});
