/** Limits of the features: the messaging socket, the virtual world, model checks and claim rates. */
import { z } from 'zod';

export const featureEnv = {
  // The messaging socket (docs/security.md "Messaging socket").
  MESSAGING_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  MESSAGING_PING_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  MESSAGING_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  // The virtual world: people per copy of a room, and where its files are served from.
  WORLD_VISITOR_CAP: z.coerce.number().int().min(1).max(1000).default(24),
  // Avatar model checks (docs/security.md, "Model uploads"): worker threads, uploads that may
  // wait for one (each holding its body, up to 16 MiB), and the deadline of each answer.
  MODEL_CHECK_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  MODEL_CHECK_QUEUE_MAX: z.coerce.number().int().min(0).max(100).default(4),
  MODEL_CHECK_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  WORLD_ASSET_BASE_URL: z
    .string()
    .regex(/^(https:\/\/[^/\s]+)?\/(?!\/)[^\s]*\/$/, 'must be a path or https URL ending in /')
    .default('/world/'),
  WALLET_NONCES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  BADGE_CODE_CLAIMS_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(20),
};
