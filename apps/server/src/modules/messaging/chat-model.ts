/** The messaging domain's stored shapes and constants, shared by the commands and the socket. */
import type { chatConversations, chatMessages } from '../../db/schema.js';

export const CONVERSATION_KIND = { private: 1, group: 2 } as const;
export const ROLE = { member: 0, admin: 1, owner: 2 } as const;
/** Most messages one sync answers per conversation; the client asks again from where it got to. */
export const SYNC_PAGE = 200;

export type StoredMessage = typeof chatMessages.$inferSelect;
export type Conversation = typeof chatConversations.$inferSelect;

export interface SendInput {
  senderId: bigint;
  conversationId: bigint;
  clientMsgId: string;
  type: number;
  content: string;
  extras: string;
}

export interface SendResult {
  message: StoredMessage;
  created: boolean;
  kind: number;
  members: bigint[];
}
