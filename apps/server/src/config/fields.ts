/** Field types shared by the configuration areas. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { describeKeyProblem } from '@culture/protocol';

/** apps/server (the folder above src/ and dist/). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Without JWT_SECRET (development, tests) each process makes its own random secret: nothing that
 * signs sessions is ever public, at the cost of sessions ending when the server restarts.
 */
export const PROCESS_SECRET = randomBytes(32).toString('hex');

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' });
export const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex digits)');

export const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const aesPart = z.string().superRefine((value, ctx) => {
  const problem = describeKeyProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A cross-field check of one area, run once every field parsed. */
export type Check<Env> = (env: Env, ctx: z.RefinementCtx) => void;
