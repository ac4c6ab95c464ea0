/**
 * The world's calls (spec §7; fields in packages/protocol/src/api/world.ts), one fetcher each.
 * Answers with 64-bit ids use the lossless parser (the spec's "custom parser").
 */
import {
  API_PATHS,
  VR_ROOM_TEMPLATE_RESOURCE,
  routePath,
  type Dress,
  type Exhibition,
  type ExhibitionCheck,
  type ExhibitionList,
  type ExhibitionSummary,
  type VrResourceList,
  type WorldSettings,
} from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const fetchExhibitionList = (cursor?: string, signal?: AbortSignal) =>
  api.get<ExhibitionList>(API_PATHS.vrExhibitionList, { query: { cursor }, lossless: true, signal });

export const searchExhibitions = (name: string, signal?: AbortSignal) =>
  api.get<{ content: ExhibitionSummary[] }>(API_PATHS.vrSearch, { query: { name }, lossless: true, signal });

export const fetchExhibition = (id: string) => api.post<Exhibition>(API_PATHS.vrExhibition, { id }, { lossless: true });

export const checkExhibition = (id: string) => api.post<ExhibitionCheck>(routePath(API_PATHS.vrExhibitionCheck, { id }));

export const fetchWorldSettings = () => api.get<WorldSettings>(API_PATHS.vrSettings);

export const fetchResourceList = () =>
  api.get<VrResourceList>(API_PATHS.configurationResource, { query: { resourceNames: VR_ROOM_TEMPLATE_RESOURCE } });

export const fetchOfficialDresses = () => api.get<{ content: Dress[] }>(API_PATHS.dressesOfficial, { lossless: true });

export const saveDress = (dressId: string) => api.post<{ dressId: string }>(API_PATHS.meDress, { dressId });
