/** Configurable pages and partner brands (spec §7 configuration resources, §2 /Equity). */
import type { BrandEquity, PageContent } from '@culture/protocol';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Cultural project, campaign and event pages (content as data): one JSON document per page with
 * every text in the three languages; see PageContent in @culture/protocol.
 */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  route: text('route').notNull().unique(),
  trending: boolean('trending').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  document: jsonb('document').$type<PageContent>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Partner brands and the benefits they offer card holders (/Equity, /BrandEquityDetail/{id}). */
export const brandEquities = pgTable('brand_equities', {
  id: integer('id').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  document: jsonb('document').$type<BrandEquity>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
