/**
 * Group invitations (docs/decisions.md, "Chat rules"): the groups someone was invited to and has
 * not answered. They are not conversations yet (nothing of the group reaches the invitee), so they
 * live beside the conversation list; chat-store reads them with every list refresh.
 */
import { errorMessage, errorNameForCode, localeFromStored, messagingPaths, type GroupInvitation } from '@culture/protocol';
import { i18next } from '../../i18n';
import { createStore, useStore } from '../store';
import { RequestFailed, type MessagingSocket } from './messaging-socket';

export const invitationsStore = createStore<GroupInvitation[]>([]);

export function useInvitations(): GroupInvitation[] {
  return useStore(invitationsStore);
}

const encode = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));

export async function loadInvitations(socket: MessagingSocket): Promise<void> {
  const body = await socket.call('GET', messagingPaths.groupInvitations);
  invitationsStore.set(JSON.parse(new TextDecoder().decode(body)) as GroupInvitation[]);
}

/** Accepts (becomes a member) or declines (the invitation goes); either way it leaves the list. */
export async function answerInvitation(socket: MessagingSocket, conversationId: string, accept: boolean): Promise<void> {
  await socket.call('PUT', messagingPaths.groupInvitationAnswer, encode({ conversationid: conversationId, accept }));
  invitationsStore.set((list) => list.filter((i) => i.conversationid !== conversationId));
}

/** A refusal's text from the error catalogue in the reader's language, or null for other failures. */
export function refusalText(error: unknown): string | null {
  if (!(error instanceof RequestFailed) || error.code === undefined) return null;
  const name = errorNameForCode(error.code);
  return name ? errorMessage(name, localeFromStored(i18next.language) ?? 'en-US') : null;
}
