/**
 * The operators' exhibitions (world.manage): every one, drafts included, and create / edit /
 * publish. A change drops this process's cached row at once (published-rows.ts).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AdminExhibition, ExhibitionCreate, ExhibitionEdit } from '@culture/protocol';
import { vrExhibitions, type ExhibitWorkRow } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import type { ExhibitionContext } from '../exhibition-context.js';
import { adminView } from '../exhibition-presenter.js';
import { exhibitionRow } from '../published-rows.js';

/** Every work must hang on a slot of the room template. */
function checkTemplate({ catalog }: ExhibitionContext, templateId: string, works: ExhibitWorkRow[]) {
  if (!catalog.hasTemplate(templateId)) throw new ApiError('validation', { details: { templateId: 'no such room template' } });
  const slots = new Set(catalog.template(templateId).slots);
  const missing = works.find((w) => !slots.has(w.slot));
  if (missing) throw new ApiError('validation', { details: { works: `${templateId} has no slot ${missing.slot}` } });
}

export async function listAllExhibitions({ db }: ExhibitionContext): Promise<AdminExhibition[]> {
  const rows = await db.select().from(vrExhibitions).orderBy(desc(vrExhibitions.createdAt), desc(vrExhibitions.id));
  return rows.map(adminView);
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
