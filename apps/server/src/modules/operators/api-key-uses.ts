/**
 * Every use of an API key (or the legacy ADMIN_TOKEN) in the audit log (docs/operator-console.md,
 * "API keys"; docs/decisions.md, "API key reads audited per minute"). A key's writes already write
 * their own row (the change's action, actor `key:<id>`); its reads write `api-key.use` rows, one per
 * key, method, route and address per minute of this node, with how many calls and the first and
 * last time. A script reading at 100 calls a second thus writes one row a minute per route, not 6,000.
 * Rows are written when their minute is over (the next use, the minute's timer, or the server
 * closing); a node that dies loses at most its current minute's counts, while `last_used_at` on the
 * key is written on every call.
 */
import type { Database } from '../../db/client.js';
import { writeAudit } from './audit.js';

export const USE_WINDOW_MS = 60_000;

export interface KeyUse {
  actor: string;
  actorName: string;
  method: string;
  route: string;
  ip: string;
  at: number;
}

interface Tally {
  use: KeyUse;
  count: number;
  last: number;
}

export function createApiKeyUses({ db, now }: { db: Database; now: () => number }) {
  const open = new Map<string, Tally>();
  const windowOf = (at: number) => Math.floor(at / USE_WINDOW_MS);

  /** Writes the tallies of minutes before `beforeWindow` (all of them when null). */
  async function flush(beforeWindow: number | null = null): Promise<void> {
    const due = [...open.entries()].filter(([, t]) => beforeWindow === null || windowOf(t.use.at) < beforeWindow);
    for (const [key] of due) open.delete(key);
    for (const [, t] of due) {
      await writeAudit(
        db,
        { actor: t.use.actor, actorName: t.use.actorName, ip: t.use.ip, at: new Date(t.use.at) },
        {
          action: 'api-key.use',
          target: t.use.actor,
          after: {
            method: t.use.method,
            route: t.use.route,
            count: t.count,
            first_at: new Date(t.use.at).toISOString(),
            last_at: new Date(t.last).toISOString(),
          },
        },
      );
    }
  }

  return {
    /** Counts one read; a new minute first writes the minutes before it. */
    record(use: Omit<KeyUse, 'at'>): Promise<void> {
      const at = now();
      const key = `${windowOf(at)}\n${use.actor}\n${use.method}\n${use.route}\n${use.ip}`;
      const tally = open.get(key);
      if (tally) {
        tally.count += 1;
        tally.last = at;
      } else {
        open.set(key, { use: { ...use, at }, count: 1, last: at });
      }
      return flush(windowOf(at));
    },
    /** Writes the minutes that are over (the timer), or everything (closing, tests). */
    flushDue: () => flush(windowOf(now())),
    flushAll: () => flush(null),
  };
}

export type ApiKeyUses = ReturnType<typeof createApiKeyUses>;
