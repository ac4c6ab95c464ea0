/**
 * Exhibition rooms: the queries (queries/: the published list and search, one exhibition) and
 * commands (commands/: the check call that picks which copy of a room to join, the operators'
 * create / edit / publish) bound to what they need, for the routes.
 */
import type { AdminExhibitionListQuery, ExhibitionCreate, ExhibitionEdit, Locale } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { checkExhibition } from './commands/check-exhibition.js';
import {
  createExhibition,
  editExhibition,
  getAdminExhibition,
  listAdminExhibitions,
  setExhibitionPublished,
} from './commands/operator-exhibitions.js';
import type { ExhibitionContext } from './exhibition-context.js';
import { createPublishedRows } from './published-rows.js';
import { getExhibition } from './queries/get-exhibition.js';
import { listExhibitions } from './queries/list-exhibitions.js';
import { searchExhibitions } from './queries/search-exhibitions.js';

export function createExhibitionService(dependencies: Omit<ExhibitionContext, 'published'>) {
  const context: ExhibitionContext = { ...dependencies, published: createPublishedRows(dependencies.db, dependencies.now) };
  return {
    list: (viewer: bigint | null, cursor: string | undefined, locale: Locale) => listExhibitions(context, viewer, cursor, locale),
    search: (name: string, locale: Locale) => searchExhibitions(context, name, locale),
    get: (id: bigint, locale: Locale) => getExhibition(context, id, locale),
    check: (id: bigint, visitorId: bigint) => checkExhibition(context, id, visitorId),
    adminList: (query: AdminExhibitionListQuery) => listAdminExhibitions(context, query),
    adminGet: (id: bigint, db: Database = context.db) => getAdminExhibition({ ...context, db }, id),
    // Operator writes take the audit's transaction (modules/operators/operator-auth.ts, request.audited).
    create: (input: ExhibitionCreate, db: Database = context.db) => createExhibition({ ...context, db }, input),
    edit: (changes: ExhibitionEdit, db: Database = context.db) => editExhibition({ ...context, db }, changes),
    setPublished: (id: bigint, published: boolean, db: Database = context.db) =>
      setExhibitionPublished({ ...context, db }, id, published),
  };
}

export type ExhibitionService = ReturnType<typeof createExhibitionService>;
