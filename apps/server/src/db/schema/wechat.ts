/** WeChat: followers of the official account and one-time login codes. */
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Followers of the official account, kept from WeChat's subscribe/unsubscribe events
 * and from follower checks, so most "is this visitor following us?" answers need no WeChat call.
 */
export const wechatFollowers = pgTable('wechat_followers', {
  openId: text('open_id').primaryKey(),
  subscribed: boolean('subscribed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * WeChat link tickets (docs/decisions.md, "WeChat links"): "log in with WeChat" (the
 * snsapi_userinfo authorisation) that finds no linked account answers a random ticket, only in
 * that response; saveUser (its `code` field) links the openId to the account that then logs in
 * in that browser, consuming the ticket. Ten minutes, single use, stored as a SHA-256 hash, with
 * the WeChat nickname to tell the person which WeChat was linked. (The table kept its old name.)
 */
export const wechatCodes = pgTable(
  'wechat_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    openId: text('open_id').notNull(),
    nickname: text('nickname'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_codes_created_at_idx').on(t.createdAt)],
);
