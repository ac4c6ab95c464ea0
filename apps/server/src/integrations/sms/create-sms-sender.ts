import type { SmsConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createAliyunSmsSender } from './aliyun-driver.js';
import { createOutboxSmsSender } from './outbox-driver.js';

/** Picks the SMS driver named by SMS_DRIVER. */
export function createSmsSender(config: SmsConfig, db: Database, now: () => number) {
  if (config.driver === 'aliyun') return { sender: createAliyunSmsSender({ ...config, now }), outbox: null };
  const outbox = createOutboxSmsSender(db, now);
  return { sender: outbox, outbox };
}
