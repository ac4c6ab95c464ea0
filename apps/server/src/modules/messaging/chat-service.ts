/**
 * The messaging domain's commands (commands/), put together once per app: what the socket's
 * handlers call. Sends are not here: every send is stored by commands/send-batch.ts, the one path
 * (a send is a batch of one; docs/decisions.md "Messaging: one path per operation").
 */
import type { Database } from '../../db/client.js';
import { createBlockCommands } from './commands/blocks.js';
import { createConversationCommands } from './commands/conversations.js';
import { createGroupCommands } from './commands/groups.js';
import { createGroupInvitations } from './commands/invitations.js';
import { createMembership } from './commands/membership.js';
import { createMessageCommands } from './commands/messages.js';

export { ChatError } from './chat-error.js';
export * from './chat-model.js';
export type { ConversationOverview } from './commands/overview-row.js';

export function createChatService({ db, now = Date.now }: { db: Database; now?: () => number }) {
  const membership = createMembership(db);
  const invitations = createGroupInvitations({ db, now });
  return {
    requireMember: membership.requireMember,
    memberIds: membership.memberIds,
    conversationKind: membership.conversationKind,
    privatePeers: membership.privatePeers,
    ...createConversationCommands({ db, now, membership }),
    ...createGroupCommands({ db, now, membership, invitations }),
    /** Unanswered invitations of the user, and their answer to one. */
    invitations: invitations.pending,
    answerInvitation: invitations.answer,
    ...createMessageCommands({ db, membership }),
    ...createBlockCommands(db),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
