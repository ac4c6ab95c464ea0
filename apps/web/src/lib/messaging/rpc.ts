/**
 * What the chat screens ask the gateway for: history pages, conversations and groups, blocking
 * and presence. Each answer is applied to the chat state (or the list is read again).
 */
import { fromBinary } from '@bufbuild/protobuf';
import { ComplexMessageSchema, HISTORY_PAGE_MAX, messagingPaths, type GroupMember } from '@culture/protocol';
import { answerInvitation } from './chat-invitations';
import { chatStore, updateConversation } from './chat-store';
import { json, messagingSocket, parse, requireSocket } from './chat-connection';
import { refreshList } from './conversation-list';
import { lowestStored, mergeMessages, storedMessage } from './message-merge';
import { dropOutboxOf } from './outbox';
import { markReadIfViewing } from './read-marks';

/** Loads the page before the oldest message held (the latest page when none is held). */
export async function loadOlder(conversationId: string): Promise<void> {
  const view = chatStore.get().conversations[conversationId];
  if (!view || view.complete) return;
  const before = lowestStored(view) ?? view.messageCount + 1n;
  if (before <= 1n) return updateConversation(conversationId, (c) => ({ ...c, complete: true }));
  const body = await requireSocket().call(
    'PUT',
    messagingPaths.history,
    json({ conversationid: conversationId, before: before.toString(), limit: HISTORY_PAGE_MAX }),
  );
  const page = fromBinary(ComplexMessageSchema, body).conversationmessages.map(storedMessage);
  updateConversation(conversationId, (c) => ({
    ...c,
    messages: mergeMessages(c.messages, page),
    complete: page.length < HISTORY_PAGE_MAX || page[0]?.seq === 1n,
  }));
  markReadIfViewing(conversationId);
}

/** The private conversation with a person (created on first use); answers its id. */
export async function openPrivateConversation(userId: string): Promise<string> {
  const { conversationid } = parse<{ conversationid: string }>(
    await requireSocket().call('PUT', messagingPaths.conversationPrivate, json({ userid: userId })),
  );
  if (!chatStore.get().conversations[conversationid]) await refreshList();
  return conversationid;
}

export async function createGroup(name: string, members: string[]): Promise<string> {
  const { conversationid } = parse<{ conversationid: string }>(
    await requireSocket().call('PUT', messagingPaths.groupCreate, json({ name, members })),
  );
  await refreshList();
  return conversationid;
}

export async function groupMembers(conversationId: string): Promise<GroupMember[]> {
  return parse<GroupMember[]>(
    await requireSocket().call('PUT', messagingPaths.groupMembers, json({ conversationid: conversationId })),
  );
}

export async function inviteToGroup(conversationId: string, members: string[]): Promise<void> {
  await requireSocket().call('PUT', messagingPaths.groupInvite, json({ conversationid: conversationId, members }));
  await refreshList();
}

export async function renameGroup(conversationId: string, name: string): Promise<void> {
  await requireSocket().call('PUT', messagingPaths.groupRename, json({ conversationid: conversationId, name }));
  await refreshList();
}

/** Joins a group one was invited to (it appears in the list) or declines the invitation. */
export async function answerGroupInvitation(conversationId: string, accept: boolean): Promise<void> {
  await answerInvitation(requireSocket(), conversationId, accept);
  if (accept) await refreshList();
}

export async function leaveGroup(conversationId: string): Promise<void> {
  await requireSocket().call('PUT', messagingPaths.groupLeave, json({ conversationid: conversationId }));
  dropOutboxOf(conversationId);
  updateConversation(conversationId, () => null);
}

export async function setBlocked(userId: string, blocked: boolean): Promise<void> {
  await requireSocket().call('PUT', messagingPaths.block, json({ userid: userId, blocked }));
  await refreshList();
}

/** Asks who of these people is online now (later changes arrive as pushes). */
export async function checkPresence(userIds: string[]): Promise<void> {
  const socket = messagingSocket();
  if (!userIds.length || !socket) return;
  try {
    const { online } = parse<{ online: string[] }>(await socket.call('PUT', messagingPaths.presence, json({ users: userIds })));
    chatStore.set((s) => ({
      ...s,
      online: { ...s.online, ...Object.fromEntries(userIds.map((id) => [id, online.includes(id)])) },
    }));
  } catch {
    /* presence is a nicety */
  }
}
