/**
 * The one JSON response envelope of the API.
 *
 *   success: { "result": 1, "code": 200, "data": <payload> }
 *   failure: { "result": <error code>, "code": <error code>, "errmsg": "<message in the request's language>" }
 *
 * `result` is what the phone-login calls of spec §7 read; `code` is what the WeChat h5 calls read
 * (200 on success); both are always present so either style of caller works. The HTTP status also
 * tells success (2xx) from failure (4xx/5xx).
 */
export const RESULT_OK = 1;
export const CODE_OK = 200;

export interface OkEnvelope<T> {
  result: typeof RESULT_OK;
  code: typeof CODE_OK;
  data: T;
}

export interface ErrorEnvelope {
  result: number;
  code: number;
  errmsg: string;
  /** Field-level problems for validation failures (path → message). */
  details?: Record<string, string>;
}

export type ApiEnvelope<T> = OkEnvelope<T> | ErrorEnvelope;

export function ok<T>(data: T): OkEnvelope<T> {
  return { result: RESULT_OK, code: CODE_OK, data };
}

export function isOk<T>(envelope: ApiEnvelope<T>): envelope is OkEnvelope<T> {
  return envelope.result === RESULT_OK;
}
