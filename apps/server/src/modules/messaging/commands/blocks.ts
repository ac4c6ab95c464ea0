/** A user blocks or unblocks another: the block is read by sends (send-batch.ts) and invitations. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { chatBlocks } from '../../../db/schema.js';

export function createBlockCommands(db: Database) {
  return {
    async block(userId: bigint, blockedId: bigint, blocked: boolean): Promise<void> {
      if (blocked) await db.insert(chatBlocks).values({ userId, blockedId }).onConflictDoNothing();
      else await db.delete(chatBlocks).where(and(eq(chatBlocks.userId, userId), eq(chatBlocks.blockedId, blockedId)));
    },
  };
}
