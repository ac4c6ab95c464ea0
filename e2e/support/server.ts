/**
 * The suite server of the file running now: each lane of browser files has its own
 * (global-setup.ts, E2E_LANES), chosen by the worker's pool id, which Vitest numbers from 1 to
 * maxWorkers and gives to one file at a time.
 */
import { inject } from 'vitest';

export function suiteServer(): { baseUrl: string; opsOwner: { login: string; password: string } } {
  const servers = inject('servers');
  const lane = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  return servers[lane % servers.length]!;
}

/** The address of this file's suite server. */
export const suiteUrl = (): string => suiteServer().baseUrl;
