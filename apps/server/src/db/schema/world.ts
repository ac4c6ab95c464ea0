/** The virtual world: exhibitions, official dresses and visitors' avatars. */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bytea, type LocalizedText } from './columns.js';
import { users } from './accounts.js';

/** The stored form of a work on an exhibit slot; texts per language. */
export interface ExhibitWorkRow {
  slot: string;
  kind: 'image' | 'video' | 'text';
  title: LocalizedText;
  body: LocalizedText;
  image: string | null;
  video: string | null;
  link: string | null;
}

/**
 * An official exhibition of the virtual world: a room template plus the works on its
 * slots. Visitors see it only once published. Personal rooms have no row (see modules/world).
 */
export const vrExhibitions = pgTable(
  'vr_exhibitions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    cover: text('cover').notNull(),
    templateId: text('template_id').notNull(),
    works: jsonb('works').$type<ExhibitWorkRow[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vr_exhibitions_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/** Official dresses of the world avatar: a colour per avatar part. */
export const vrDresses = pgTable('vr_dresses', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  thumbnail: text('thumbnail').notNull(),
  /** { skin, body, trim, legs, hat | null } as "#rrggbb". */
  colors: jsonb('colors').$type<Record<'skin' | 'body' | 'trim' | 'legs' | 'hat', string | null>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A member's world avatar: the dress they chose and the model they uploaded (validated .glb, at
 * most 16 MiB), kept in the database so every server process can serve it.
 */
export const vrAvatars = pgTable('vr_avatars', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dressId: text('dress_id').references(() => vrDresses.id, { onDelete: 'set null' }),
  /** First 16 hex digits of the model's SHA-256 (its URL's version); null: no model. */
  modelHash: text('model_hash'),
  model: bytea('model'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who entered which hall on which Beijing day, once per person, hall and day: the console's
 * "world visitors per hall" (modules/ops-dashboard). A personal room has no exhibition row, so its
 * visits are counted together under a null hall. Kept 90 days (docs/privacy.md, retention).
 */
export const hallVisits = pgTable(
  'hall_visits',
  {
    exhibitionId: bigint('exhibition_id', { mode: 'bigint' }).references(() => vrExhibitions.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('hall_visits_once').on(t.day, t.exhibitionId, t.userId).nullsNotDistinct(),
    index('hall_visits_user_idx').on(t.userId),
  ],
);
