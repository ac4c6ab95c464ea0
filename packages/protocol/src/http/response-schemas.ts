/** zod schemas of the response envelope, for route declarations and OpenAPI (server side). */
import { z } from 'zod';
import { CODE_OK, RESULT_OK } from './response.js';

/** zod schema of a success envelope around `data`, for OpenAPI and response validation. */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ result: z.literal(RESULT_OK), code: z.literal(CODE_OK), data });
}

export const errorEnvelopeSchema = z.object({
  result: z.number().int(),
  code: z.number().int(),
  errmsg: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
