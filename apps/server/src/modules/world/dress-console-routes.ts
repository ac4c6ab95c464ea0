/**
 * The console's official dresses (world.manage; docs/operator-console.md, "World"): the list with
 * prices, a new dress, a dress's price and whether it is on sale. Each write and its audit row in
 * one transaction, before and after as operators read the dress.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDressCreateSchema,
  adminDressListSchema,
  adminDressPriceSchema,
  adminDressSchema,
  type AdminDress,
  API_PATHS,
  ok,
  okSchema,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { createDress, getAdminDress, listAdminDresses, setDressPrice } from './commands/operator-dresses.js';

const security = [{ admin: [] }];
const tags = ['operator'];

interface DressChange {
  before: AdminDress | null;
  after: AdminDress;
}
const entry =
  (action: string) =>
  ({ before, after }: DressChange) => ({ action, target: `dress:${after.id}`, before, after });

export const dressConsoleRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => number }> = async (app, { db, now }) => {
  const operator = { onRequest: app.requirePermission('world.manage'), config: { plainJsonBody: true } } as const;

  app.get(
    API_PATHS.adminVrDresses,
    {
      onRequest: app.requirePermission('world.manage'),
      schema: {
        tags,
        summary: 'Official dresses with their shop product (price in fen, on sale), in the wardrobe’s order',
        security,
        response: { 200: okSchema(adminDressListSchema) },
      },
    },
    async () => ok({ content: await listAdminDresses(db) }),
  );

  app.post(
    API_PATHS.adminVrDresses,
    {
      ...operator,
      schema: {
        tags,
        summary: 'A new official dress, free (price_fen null) or priced',
        security,
        body: adminDressCreateSchema,
        response: { 200: okSchema(adminDressSchema) },
      },
    },
    async (request) => {
      const { after } = await request.audited(entry('dress.create'), async (tx) => ({
        before: null,
        after: await createDress({ db: tx, now }, request.body),
      }));
      return ok(after);
    },
  );

  app.post(
    API_PATHS.adminVrDressesPrice,
    {
      ...operator,
      schema: {
        tags,
        summary: 'A dress’s price (fen) and whether it is sold now; a free dress becomes a product',
        security,
        body: adminDressPriceSchema,
        response: { 200: okSchema(adminDressSchema) },
      },
    },
    async (request) => {
      const { after } = await request.audited(entry('dress.price'), async (tx) => ({
        before: await getAdminDress(tx, request.body.dressId),
        after: await setDressPrice({ db: tx, now }, request.body),
      }));
      return ok(after);
    },
  );
};
