/** The operator console (docs/operator-console.md): the key sealing TOTP secrets, session timeouts. */
import { createHash } from 'node:crypto';
import { z } from 'zod';

export const opsEnv = {
  OPS_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  OPS_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
};

type OpsEnv = z.infer<z.ZodObject<typeof opsEnv>> & { JWT_SECRET?: string | undefined };

export interface OpsConfig {
  /** AES-256-GCM key sealing TOTP secrets at rest. */
  totpKey: Buffer;
  idleTimeoutMs: number;
}

export function opsConfig(env: OpsEnv): OpsConfig {
  // Without OPS_TOTP_KEY the key is derived from JWT_SECRET (required in production), or outside
  // production from a fixed string, so enrolled operators keep signing in across restarts. A key of
  // its own is better: rotating JWT_SECRET then leaves the second factors alone
  // (docs/decisions.md, "TOTP secrets sealed at rest").
  const totpKey = env.OPS_TOTP_KEY
    ? Buffer.from(env.OPS_TOTP_KEY, 'hex')
    : createHash('sha256')
        .update(`ops-totp:${env.JWT_SECRET ?? 'development only'}`)
        .digest();
  return { totpKey, idleTimeoutMs: env.OPS_IDLE_TIMEOUT_MINUTES * 60_000 };
}
