/**
 * Reading the API's one response envelope (protocol http/response.ts) into data or an
 * ApiRequestError carrying the catalogue's code and message. Shared by the member app's client
 * (lib/api-client.ts) and the operator console's (features/ops/api/ops-client.ts).
 */
import { isOk, type ApiEnvelope } from '@culture/protocol';
import { i18next } from '../i18n';

export class ApiRequestError extends Error {
  constructor(
    /** Envelope error code, or 0 for a network failure. */
    readonly code: number,
    readonly status: number,
    message: string,
    /** Seconds the server asked us to wait (Retry-After of a 429), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
  get isNetwork(): boolean {
    return this.code === 0;
  }
}

/** `fetch` that turns a network failure into ApiRequestError code 0 (an abort stays an abort). */
export async function fetchText(url: string, init: RequestInit): Promise<{ response: Response; text: string }> {
  try {
    const response = await fetch(url, init);
    return { response, text: await response.text() };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 0, i18next.t('common.msg.network.error'));
  }
}

/** The envelope's data, or its error as ApiRequestError (code -1 when the answer is no envelope). */
export function readEnvelope<T>(response: Response, text: string, parse: (text: string) => unknown = JSON.parse): T {
  let envelope: ApiEnvelope<T>;
  try {
    envelope = parse(text) as ApiEnvelope<T>;
  } catch {
    throw new ApiRequestError(-1, response.status, i18next.t('common.msg.error'));
  }
  if (typeof envelope !== 'object' || envelope === null || !('result' in envelope)) {
    throw new ApiRequestError(-1, response.status, i18next.t('common.msg.error'));
  }
  if (isOk(envelope)) return envelope.data;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ApiRequestError(
    envelope.result,
    response.status,
    envelope.errmsg || i18next.t('common.msg.error'),
    retryAfter > 0 ? retryAfter : undefined,
  );
}
