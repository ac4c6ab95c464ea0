/** The World section's calls (docs/operator-console.md, "World"), through the console's client. */
import {
  API_PATHS,
  type AdminDress,
  type AdminDressCreate,
  type AdminExhibition,
  type AdminExhibitionPage,
  type ExhibitionCreate,
  type ExhibitionEdit,
} from '@culture/protocol';
import { opsRequest } from './ops-client';

export interface ExhibitionFilter {
  state: '' | 'published' | 'draft';
  q: string;
}

export const worldApi = {
  exhibitions: (filter: ExhibitionFilter, cursor: string | null) =>
    opsRequest<AdminExhibitionPage>('GET', API_PATHS.adminVrExhibitions, {
      query: {
        ...(cursor ? { cursor } : {}),
        ...(filter.state ? { state: filter.state } : {}),
        ...(filter.q ? { q: filter.q } : {}),
      },
    }),
  create: (body: ExhibitionCreate) => opsRequest<AdminExhibition>('POST', API_PATHS.adminVrExhibitions, { body }),
  edit: (body: ExhibitionEdit) => opsRequest<AdminExhibition>('POST', API_PATHS.adminVrExhibitionsEdit, { body }),
  publish: (id: string) => opsRequest<AdminExhibition>('POST', API_PATHS.adminVrExhibitionsPublish, { body: { id } }),
  unpublish: (id: string) => opsRequest<AdminExhibition>('POST', API_PATHS.adminVrExhibitionsUnpublish, { body: { id } }),
  dresses: () => opsRequest<{ content: AdminDress[] }>('GET', API_PATHS.adminVrDresses),
  addDress: (body: AdminDressCreate) => opsRequest<AdminDress>('POST', API_PATHS.adminVrDresses, { body }),
  price: (dressId: string, priceFen: number, onSale: boolean) =>
    opsRequest<AdminDress>('POST', API_PATHS.adminVrDressesPrice, { body: { dressId, price_fen: priceFen, on_sale: onSale } }),
};
