/** Configurable pages and partner brands (spec §7 configuration resources, §2 /Equity). */
import type { BrandEquity, PageContent } from '@culture/protocol';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * A page's unpublished draft (docs/operator-console.md, "Content"): at most one per page; members
 * never read it. Publishing copies it into content_pages and a new version, then deletes it.
 */
export const contentPageDrafts = pgTable('content_page_drafts', {
  slug: text('slug')
    .primaryKey()
    .references(() => contentPages.slug, { onDelete: 'cascade' }),
  document: jsonb('document').$type<PageContent>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  savedBy: text('saved_by').notNull(),
});

/** Every published version of a page, numbered from 1 per page; restoring publishes an old one again as a new version. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    slug: text('slug')
      .notNull()
      .references(() => contentPages.slug, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<PageContent>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: text('published_by').notNull(),
    restoredFrom: integer('restored_from'),
  },
  (t) => [primaryKey({ columns: [t.slug, t.version] })],
);

/** Partner brands and the benefits they offer card holders (/Equity, /BrandEquityDetail/{id}). */
export const brandEquities = pgTable('brand_equities', {
  id: integer('id').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  document: jsonb('document').$type<BrandEquity>().notNull(),
  /**
   * Whether members see the brand. False only for a brand created in the console and not yet
   * published (docs/operator-console.md, "Content"): its row exists so its draft can, and its
   * first publish makes it visible.
   */
  visible: boolean('visible').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A brand's unpublished draft (docs/operator-console.md, "Content"): like a page's, at most one per brand. */
export const brandEquityDrafts = pgTable('brand_equity_drafts', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brandEquities.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<BrandEquity>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  savedBy: text('saved_by').notNull(),
});

/** Every published version of a brand, numbered from 1 per brand, as content_page_versions. */
export const brandEquityVersions = pgTable(
  'brand_equity_versions',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brandEquities.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<BrandEquity>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: text('published_by').notNull(),
    restoredFrom: integer('restored_from'),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.version] })],
);
