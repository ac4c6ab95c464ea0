/** What buildApp takes (app.ts), and the same with its defaults filled in for the site (app/site.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { AccessLogOptions } from '../plugins/access-log.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Injectable clock (milliseconds) so tests can move time without sleeping. */
  now?: () => number;
  /** Void expired coupons on a timer (main.ts turns it on; tests call the sweep themselves). */
  expirySweepMs?: number;
  /**
   * Delete expired sessions, guests holding nothing, old SMS codes and tokens on a timer. Unset, it
   * runs every CLEANUP_INTERVAL_MS (config.cleanupIntervalMs) whenever expirySweepMs turns timers on (tests sweep themselves).
   */
  cleanupSweepMs?: number;
  logger?: boolean;
  /** Follow the pass's chain into the database when a pass is configured (main.ts; tests drive the indexer themselves). */
  chainIndexer?: boolean;
  /** Access lines (plugins/access-log.ts); config's ACCESS_LOG and ACCESS_LOG_SLOW_MS when unset. */
  accessLog?: AccessLogOptions;
  /** Adds routes to the site's scope, behind its hooks like every API route (tests' probe routes). */
  extendSite?: (site: FastifyInstance) => void | Promise<void>;
}

/** The options of buildApp with their defaults filled in. */
export type SiteOptions = Required<Omit<BuildAppOptions, 'expirySweepMs' | 'cleanupSweepMs' | 'extendSite'>> &
  Pick<BuildAppOptions, 'expirySweepMs' | 'cleanupSweepMs' | 'extendSite'>;
