/**
 * The suite server of the file running now: each lane of browser files has its own
 * (global-setup.ts, E2E_LANES), chosen by the worker's pool id, which Vitest numbers from 1 to
 * maxWorkers and gives to one file at a time. A file whose tests need the server as it first
 * starts (the built-in policy versions, nothing published yet) calls `useOwnServer()`: which
 * files share a lane, and in what order, is Vitest's choice.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { startSuiteServer, type LaunchedServer, type OpsOwner } from './launch';

let own: LaunchedServer | undefined;

export function suiteServer(): { baseUrl: string; opsOwner: OpsOwner } {
  if (own) return { baseUrl: own.baseUrl, opsOwner: own.opsOwner! };
  const servers = inject('servers');
  const lane = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  return servers[lane % servers.length]!;
}

/** The address of this file's suite server. */
export const suiteUrl = (): string => suiteServer().baseUrl;

/** This file runs on a new suite server of its own, with the lanes' settings, stopped after it. */
export function useOwnServer(): void {
  beforeAll(async () => {
    own = await startSuiteServer(inject('suiteSettings'));
  }, 120_000);
  afterAll(async () => {
    await own?.stop();
    own = undefined;
  });
}
