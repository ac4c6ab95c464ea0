/**
 * Records each message instead of sending it, so a person trying the app (and the tests) can read
 * the code at GET /dev/sms-outbox. Refused in production by config validation.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { smsOutbox } from '../../db/schema.js';
import { verificationText, type SmsSender } from './sms-sender.js';

export function createOutboxSmsSender(
  db: Database,
  now: () => number,
): SmsSender & {
  latest(phoneE164: string, limit?: number): Promise<Array<{ phone: string; text: string; code: string; sentAt: string }>>;
} {
  return {
    name: 'outbox',
    async sendVerificationCode(message) {
      await db.insert(smsOutbox).values({
        phoneE164: message.phoneE164,
        code: message.code,
        text: verificationText(message),
        sentAt: new Date(now()),
      });
    },
    async sendNotice(message) {
      // No code: the outbox shows the notice's text.
      await db.insert(smsOutbox).values({ phoneE164: message.phoneE164, code: '', text: message.text, sentAt: new Date(now()) });
    },
    async latest(phoneE164, limit = 10) {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.phoneE164, phoneE164)))
        .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
        .limit(limit);
      return rows.map((row) => ({ phone: row.phoneE164, text: row.text, code: row.code, sentAt: row.sentAt.toISOString() }));
    },
  };
}
