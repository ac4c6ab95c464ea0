/**
 * The world's calls (spec §7; fields in packages/protocol/src/api/world.ts), one fetcher each.
 * Answers with 64-bit ids use the lossless parser (the spec's "custom parser").
 */
import {
  API_PATHS,
  ERRORS,
  VR_ROOM_TEMPLATE_RESOURCE,
  routePath,
  type Dress,
  type Exhibition,
  type ExhibitionCheck,
  type ExhibitionList,
  type ExhibitionSummary,
  type ModelBudgetExceeded,
  type ModelUploadResult,
  type UploadLink,
  type VrResourceList,
  type WorldSettings,
} from '@culture/protocol';
import { i18next } from '../../../i18n';
import { api, ApiRequestError, appHeaders } from '../../../lib/api-client';

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

/** An official dress, or `null`: the member's own uploaded model. */
export const saveDress = (dressId: string | null) => api.post<{ dressId: string | null }>(API_PATHS.meDress, { dressId });

export const fetchUploadLink = (userId: string) => api.get<UploadLink>(routePath(API_PATHS.vrModelUploadLink, { id: userId }));

/** A refused upload (40050): the server's sentence plus the checker's reason (`details.model`). */
export class ModelRefusedError extends ApiRequestError {
  constructor(
    status: number,
    message: string,
    /** What glTF-Validator or the budgets found, in English (the validator's own words). */
    readonly reason: string,
    /** The budget exceeded, when that was the refusal (worded in the reader's language). */
    readonly budget: ModelBudgetExceeded | null = null,
  ) {
    super(ERRORS.vrModelInvalid.code, status, message);
    this.name = 'ModelRefusedError';
  }
}

const BUDGET_KINDS: ReadonlySet<string> = new Set(['triangles', 'vertices', 'materials', 'textureMemory', 'fileSize']);

/** The budget in a refusal's `details` (`budget`, `found`, `limit`), if it names one; an answer is data. */
export function budgetOf(details: Record<string, unknown> | undefined): ModelBudgetExceeded | null {
  const kind = details?.budget;
  const found = Number(details?.found);
  const limit = Number(details?.limit);
  if (typeof kind !== 'string' || !BUDGET_KINDS.has(kind) || !Number.isFinite(found) || !Number.isFinite(limit)) return null;
  return { kind: kind as ModelBudgetExceeded['kind'], found, limit };
}

/**
 * PUTs the file to the upload link. Not through `api`: the body is the raw .glb (no sealing, no
 * session header; the link is the credential), and XMLHttpRequest reports upload progress, which
 * fetch does not. `onProgress` hears the share sent, 0 to 1.
 */
export function putModel(link: UploadLink, file: Blob, onProgress: (share: number) => void): Promise<ModelUploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(link.method, link.uploadUrl);
    for (const [name, value] of Object.entries({ ...appHeaders(), 'content-type': link.contentType })) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 0, i18next.t('common.msg.network.error')));
    request.onload = () => {
      let envelope: {
        result?: number;
        data?: ModelUploadResult;
        errmsg?: string;
        details?: { model?: unknown; budget?: unknown; found?: unknown; limit?: unknown };
      };
      try {
        envelope = JSON.parse(request.responseText) as typeof envelope;
      } catch {
        return reject(new ApiRequestError(-1, request.status, i18next.t('common.msg.error')));
      }
      if (envelope.result === 1 && envelope.data) return resolve(envelope.data);
      const message = envelope.errmsg || i18next.t('common.msg.error');
      const reason = envelope.details?.model;
      if (envelope.result === ERRORS.vrModelInvalid.code && typeof reason === 'string') {
        return reject(new ModelRefusedError(request.status, message, reason, budgetOf(envelope.details)));
      }
      reject(new ApiRequestError(envelope.result ?? -1, request.status, message));
    };
    request.send(file);
  });
}
