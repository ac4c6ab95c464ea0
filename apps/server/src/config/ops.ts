/** The operator console (docs/operator-console.md): the key sealing TOTP secrets, session timeouts. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Check } from './fields.js';

export const opsEnv = {
  OPS_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  OPS_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
};

type OpsEnv = z.infer<z.ZodObject<typeof opsEnv>> & { NODE_ENV: string; JWT_SECRET?: string | undefined };

export const opsChecks: Check<OpsEnv> = (env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.OPS_TOTP_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['OPS_TOTP_KEY'],
      message: 'is required when NODE_ENV=production (seals operators’ TOTP secrets; e.g. `openssl rand -hex 32`)',
    });
  }
};

export interface OpsConfig {
  /** AES-256-GCM key sealing TOTP secrets at rest. */
  totpKey: Buffer;
  idleTimeoutMs: number;
}

export function opsConfig(env: OpsEnv): OpsConfig {
  // Outside production a key derived from JWT_SECRET (or a fixed development string) keeps enrolled
  // operators signing in across restarts of a development server; production requires its own key.
  const totpKey = env.OPS_TOTP_KEY
    ? Buffer.from(env.OPS_TOTP_KEY, 'hex')
    : createHash('sha256').update(`ops-totp:${env.JWT_SECRET ?? 'development only'}`).digest();
  return { totpKey, idleTimeoutMs: env.OPS_IDLE_TIMEOUT_MINUTES * 60_000 };
}
