/**
 * The operators' exhibitions (world.manage): every one, drafts included, and create / edit /
 * publish. A change drops this process's cached row at once (published-rows.ts).
 */
import { and, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  EXHIBITION_ADMIN_PAGE_SIZE,
  type AdminExhibition,
  type AdminExhibitionListQuery,
  type AdminExhibitionPage,
  type ExhibitionCreate,
  type ExhibitionEdit,
} from '@culture/protocol';
import { vrExhibitions, type ExhibitWorkRow } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import type { ExhibitionContext } from '../exhibition-context.js';
import { adminView } from '../exhibition-presenter.js';
import { exhibitionRow } from '../published-rows.js';
import { nameContains } from '../queries/search-exhibitions.js';

/** Every work must hang on a slot of the room template. */
function checkTemplate({ catalog }: ExhibitionContext, templateId: string, works: ExhibitWorkRow[]) {
  if (!catalog.hasTemplate(templateId)) throw new ApiError('validation', { details: { templateId: 'no such room template' } });
  const slots = new Set(catalog.template(templateId).slots);
  const missing = works.find((w) => !slots.has(w.slot));
  if (missing) throw new ApiError('validation', { details: { works: `${templateId} has no slot ${missing.slot}` } });
}

/**
 * The console's page of exhibitions (docs/operator-console.md, "World"): newest first by id (the
 * primary key's range, so a page deep in a long list is one index scan), drafts or published
 * ones only, and a part of the name in any language; `total` counts the same filter.
 */
export async function listAdminExhibitions(
  { db }: ExhibitionContext,
  { cursor, state, q }: AdminExhibitionListQuery,
): Promise<AdminExhibitionPage> {
  const filter = and(
    state === 'published'
      ? isNotNull(vrExhibitions.publishedAt)
      : state === 'draft'
        ? isNull(vrExhibitions.publishedAt)
        : undefined,
    q ? nameContains(q) : undefined,
  );
  const rows = await db
    .select()
    .from(vrExhibitions)
    .where(and(filter, cursor ? lt(vrExhibitions.id, BigInt(cursor)) : undefined))
    .orderBy(desc(vrExhibitions.id))
    .limit(EXHIBITION_ADMIN_PAGE_SIZE + 1);
  const page = rows.slice(0, EXHIBITION_ADMIN_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(vrExhibitions).where(filter);
  const last = page.at(-1);
  return {
    total: Number(total?.n ?? 0),
    next: rows.length > EXHIBITION_ADMIN_PAGE_SIZE && last ? last.id.toString() : null,
    content: page.map(adminView),
  };
}

/** One exhibition as operators read it (the audit's before), null when there is none. */
export async function getAdminExhibition({ db }: ExhibitionContext, id: bigint): Promise<AdminExhibition | null> {
  const row = await exhibitionRow(db, id);
  return row ? adminView(row) : null;
}

/** Created unpublished. */
export async function createExhibition(context: ExhibitionContext, input: ExhibitionCreate): Promise<AdminExhibition> {
  const { db, now } = context;
  checkTemplate(context, input.templateId, input.works);
  const [row] = await db
    .insert(vrExhibitions)
    .values({ id: nextId(now), ...input, createdAt: new Date(now()), updatedAt: new Date(now()) })
    .returning();
  return adminView(row!);
}

/** The fields given change. */
export async function editExhibition(context: ExhibitionContext, { id, ...changes }: ExhibitionEdit): Promise<AdminExhibition> {
  const { db, now } = context;
  const current = await exhibitionRow(db, BigInt(id));
  if (!current) throw new ApiError('exhibitionNotFound');
  checkTemplate(context, changes.templateId ?? current.templateId, changes.works ?? current.works);
  const [row] = await db
    .update(vrExhibitions)
    .set({ ...changes, updatedAt: new Date(now()) })
    .where(eq(vrExhibitions.id, current.id))
    .returning();
  context.published.forget(current.id);
  return adminView(row!);
}

/** Publishing again keeps the first publication time (the list's order does not jump). */
export async function setExhibitionPublished(
  context: ExhibitionContext,
  id: bigint,
  published: boolean,
): Promise<AdminExhibition> {
  const { db, now } = context;
  const [row] = await db
    .update(vrExhibitions)
    .set({
      publishedAt: published ? sql`coalesce(${vrExhibitions.publishedAt}, ${new Date(now()).toISOString()}::timestamptz)` : null,
      updatedAt: new Date(now()),
    })
    .where(eq(vrExhibitions.id, id))
    .returning();
  if (!row) throw new ApiError('exhibitionNotFound');
  context.published.forget(id);
  return adminView(row);
}
