/**
 * The list of user-owned columns against the live database catalogue: a column holding a user id
 * that the list does not name fails here, so the merge, the clean-up and the privacy export and
 * deletion cannot forget a new table. Runs on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';
import { rows } from './client.js';
import { USER_OWNED_COLUMNS } from './user-owned-tables.js';

/**
 * 64-bit columns that are not user ids (everything else 64-bit is checked against the list: user
 * ids are 64-bit, lib/ids.ts). A new one belongs either here, with what it counts, or in the list.
 */
const NOT_USER_IDS = new Set([
  'users.id',
  'operator_audit.id', // the operator console's audit rows: operators are not members
  'operator_sessions.user_agent', // an operator's browser
  'badge_claims.id',
  'badge_claims.reward_coupon_id', // a customer coupon
  'event_tickets.id',
  'customer_coupons.id',
  'coupon_events.coupon_id',
  'chat_conversations.id',
  'chat_conversations.message_count',
  'chat_members.conversation_id',
  'chat_members.read_seq',
  'chat_messages.id',
  'member_reports.id',
  'member_reports.message_id',
  'notices.id',
  'notices.sms_cursor', // the fan-out's place: the last member id an SMS was queued for, no one's data
  'notices.last_user_id', // a policy notice's audience: the newest account when it was posted, no one's data
  'notice_reads.notice_id',
  'notice_sms.id',
  'notice_sms.notice_id',
  'closing_notice_proofs.id', // a closing notice's anonymised proof: no user id (docs/privacy.md, "Retention")
  'closing_notice_proofs.notice_id',
  'rights_requests.id',
  'chat_messages.conversation_id',
  'chat_messages.seq',
  'chat_invitations.conversation_id',
  'pass_index_state.deploy_block',
  'pass_index_state.indexed_block',
  'pass_index_state.head_block',
  'pass_index_blocks.number',
  'pass_events.block_number',
  'pass_events.time',
  'pass_tokens.staked_at',
  'pass_tokens.changed_block',
  'vr_exhibitions.id',
  'hall_visits.exhibition_id', // an official hall (null: a personal room)
  'coupon_templates.per_user_limit', // a count, named after "user"
  'shop_eligibility.id',
  'shop_eligibility.order_id',
  'orders.id',
  'order_events.id',
  'order_events.order_id',
  'order_refunds.order_id',
  'certificates.order_id',
  'dress_purchases.order_id',
  'reconciliation_diffs.id',
  'consent_records.id',
  'data_exports.id',
  'privacy_audit.id',
  'privacy_audit.export_id',
]);

type Row = { name: string };

describe('the one list of user-owned columns', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const listed = new Set(USER_OWNED_COLUMNS.map((c) => `${c.table}.${c.column}`));

  it('names every column with a foreign key to users.id, with that key’s ON DELETE', async () => {
    const result = await db.execute(sql`
      select rel.relname || '.' || att.attname || ':' ||
             case con.confdeltype when 'c' then 'cascade' when 'n' then 'set null' else con.confdeltype::text end as name
      from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_namespace ns on ns.oid = rel.relnamespace
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
      where con.contype = 'f' and con.confrelid = 'public.users'::regclass and ns.nspname = 'public'`);
    const found = rows<Row>(result)
      .map((r) => r.name)
      .sort();
    const expected = USER_OWNED_COLUMNS.filter((c) => c.foreignKey !== null)
      .map((c) => `${c.table}.${c.column}:${c.foreignKey}`)
      .sort();
    expect(found).toEqual(expected);
  });

  it('names every 64-bit column and every *user* column that is not known to hold something else', async () => {
    const result = await db.execute(sql`
      select table_name || '.' || column_name as name
      from information_schema.columns
      where table_schema = 'public' and table_name not like '\\_\\_%'
        and (data_type = 'bigint' or column_name like '%user%')`);
    const unknown = rows<Row>(result)
      .map((r) => r.name)
      .filter((name) => !listed.has(name) && !NOT_USER_IDS.has(name))
      .sort();
    expect(unknown).toEqual([]);
  });

  it('names only columns that exist', async () => {
    const result = await db.execute(sql`
      select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`);
    const columns = new Set(rows<Row>(result).map((r) => r.name));
    expect([...listed, ...NOT_USER_IDS].filter((name) => !columns.has(name))).toEqual([]);
  });
});
