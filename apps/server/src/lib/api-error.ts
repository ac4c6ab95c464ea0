/** An error the API answers with one of the catalogue's codes and localised messages. */
import { ERRORS, type ErrorName } from '@culture/protocol';

export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: number;

  constructor(
    readonly errorName: ErrorName,
    options: { httpStatus?: number; details?: Record<string, string>; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(ERRORS[errorName].texts['en-US'], { cause: options.cause });
    this.name = 'ApiError';
    this.code = ERRORS[errorName].code;
    this.httpStatus = options.httpStatus ?? ERRORS[errorName].httpStatus;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly details: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
}
