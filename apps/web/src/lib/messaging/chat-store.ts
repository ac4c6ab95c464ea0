/**
 * The app's chat state (spec §3 app context: the conversation list and what is unread), kept in
 * step with the messaging socket. It owns:
 * - the conversation list, read from the server on every (re)connect and merged with live pushes;
 *   unread counts start from the server's exact figure and only grow by messages it had not
 *   counted yet (sequence above the listed count), so they never lie;
 * - the messages of the conversations the person opened (latest page first, older on demand);
 * - the outbox: a message written offline waits here (and in localStorage, so a reload keeps it)
 *   and is sent, in order, when the socket is live again; the client message id makes a resend
 *   after a dropped connection land once.
 * Features read it through `useChat` and act through the functions below; logout stops it and
 * forgets everything.
 */
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import {
  CommandType,
  ComplexMessageSchema,
  EnvelopeSchema,
  EnvelopeType,
  HISTORY_PAGE_MAX,
  messagingPaths,
  type ChatPerson,
  type ConversationMessage,
  type ConversationSummary,
  type GroupMember,
} from '@culture/protocol';
import { createStore, useStore, type Store } from '../store';
import { answerInvitation, invitationsStore, loadInvitations } from './chat-invitations';
import { chatUnreadStore } from './chat-unread';
import {
  createMessagingSocket,
  RequestFailed,
  type MessagingSocket,
  type SocketLike,
  type SocketStatus,
} from './messaging-socket';

export type MessageStatus = 'sending' | 'failed' | 'sent';
/** Why a send was refused for good (shown under the bubble with a retry). */
export type SendFailure = 'tooLarge' | 'blocked' | 'notMember' | 'rejected';

export interface ChatMessage {
  clientMsgId: string;
  /** The conversation sequence; null until the server stored it. */
  seq: bigint | null;
  senderId: string;
  content: string;
  createdAt: number;
  status: MessageStatus;
  failure?: SendFailure;
}

export interface ConversationView {
  id: string;
  kind: 'private' | 'group';
  name: string;
  peer: ChatPerson | null;
  peerReadSeq: bigint;
  blocked: boolean;
  members: number;
  role: number;
  messageCount: bigint;
  readSeq: bigint;
  unread: number;
  /** Highest sequence already included in `unread`. */
  countedSeq: bigint;
  activityAt: number;
  last: { senderId: string; content: string; createdAt: number } | null;
  /** Stored messages by sequence, then the ones still being sent, in the order written. */
  messages: ChatMessage[];
  /** True once the first message of the conversation is held (nothing older to load). */
  complete: boolean;
  /** People typing now, with when their indicator ends. */
  typing: Record<string, number>;
}

export interface ChatState {
  status: SocketStatus;
  me: string | null;
  /** The conversation list has been read at least once since start. */
  loaded: boolean;
  conversations: Record<string, ConversationView>;
  online: Record<string, boolean>;
}

const idle: ChatState = { status: 'idle', me: null, loaded: false, conversations: {}, online: {} };
export const chatStore: Store<ChatState> = createStore<ChatState>(idle);

export function useChat(): ChatState {
  return useStore(chatStore);
}

/** Conversations newest activity first (the list screen's order). */
export function sortedConversations(state: ChatState): ConversationView[] {
  return Object.values(state.conversations).sort((a, b) => b.activityAt - a.activityAt || (a.id < b.id ? 1 : -1));
}

const TYPING_SHOWN_MS = 5_000;
const TYPING_SENT_EVERY_MS = 3_000;
const OUTBOX_KEY = 'may_chat_outbox';

interface OutboxItem {
  conversationId: string;
  clientMsgId: string;
  content: string;
  createdAt: number;
}

let socket: MessagingSocket | null = null;
let outbox: OutboxItem[] = [];
let flushing = false;
let viewing: string | null = null;
const typingSentAt = new Map<string, number>();
let listRefresh: Promise<void> | null = null;
/** A second read asked for while one is in flight: it runs once that one is done. */
let listRefreshAgain: Promise<void> | null = null;

function update(id: string, change: (c: ConversationView) => ConversationView | null) {
  chatStore.set((state) => {
    const current = state.conversations[id];
    if (!current) return state;
    const next = change(current);
    const conversations = { ...state.conversations };
    if (next) conversations[id] = next;
    else delete conversations[id];
    return { ...state, conversations };
  });
}

function publishUnread() {
  const total = Object.values(chatStore.get().conversations).reduce((sum, c) => sum + c.unread, 0);
  if (chatUnreadStore.get() !== total) chatUnreadStore.set(total);
}
chatStore.subscribe(publishUnread);

function json(body: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(body));
}
function parse<T>(bytes: Uint8Array): T {
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}

function fromSummary(row: ConversationSummary, previous?: ConversationView): ConversationView {
  const messageCount = BigInt(row.messagecount);
  return {
    id: row.conversationid,
    kind: row.kind,
    name: row.name,
    peer: row.peer && { user_id: row.peer.user_id, nickname: row.peer.nickname, avatar: row.peer.avatar },
    peerReadSeq: row.peer ? BigInt(row.peer.hasReadSeq) : 0n,
    blocked: row.blocked,
    members: row.members,
    role: row.role,
    messageCount,
    readSeq: BigInt(row.hasReadSeq),
    unread: row.unread,
    countedSeq: messageCount,
    activityAt: Math.max(row.activityat, previous?.activityAt ?? 0),
    last: row.last && { senderId: row.last.senderid, content: row.last.content, createdAt: row.last.createdat },
    messages: previous?.messages ?? [],
    complete: previous?.complete ?? messageCount === 0n,
    typing: previous?.typing ?? {},
  };
}

/**
 * Reads the list from the server and merges it (messages held so far are kept). A caller that
 * asks while a read is in flight gets a fresh read after it: the one in flight may have left
 * before the change the caller waits for (a group just created), so sharing it would lose that.
 */
function refreshList(): Promise<void> {
  if (listRefresh) {
    listRefreshAgain ??= listRefresh
      .catch(() => undefined)
      .then(() => {
        listRefreshAgain = null;
        return refreshList();
      });
    return listRefreshAgain;
  }
  const current = socket;
  if (!current) return Promise.resolve();
  listRefresh = (async () => {
    try {
      const rows = parse<ConversationSummary[]>(await current.call('GET', messagingPaths.conversations));
      if (socket !== current) return;
      // Invitations change with the same events (an invitation, an answer): read beside the list.
      void loadInvitations(current).catch(() => undefined);
      chatStore.set((state) => {
        const conversations: Record<string, ConversationView> = {};
        for (const row of rows) conversations[row.conversationid] = fromSummary(row, state.conversations[row.conversationid]);
        return { ...state, loaded: true, conversations };
      });
      for (const row of rows) {
        const view = chatStore.get().conversations[row.conversationid]!;
        const held = highestStored(view);
        // Nothing held: start after what the list already shows; the screen loads the latest page.
        current.advanceCursor(BigInt(row.conversationid), held ?? view.messageCount);
      }
      restoreOutbox();
      if (viewing) markRead(viewing);
    } finally {
      listRefresh = null;
    }
  })();
  return listRefresh;
}

function highestStored(view: ConversationView): bigint | null {
  let highest: bigint | null = null;
  for (const m of view.messages) if (m.seq !== null && (highest === null || m.seq > highest)) highest = m.seq;
  return highest;
}

function lowestStored(view: ConversationView): bigint | null {
  for (const m of view.messages) if (m.seq !== null) return m.seq;
  return null;
}

function storedMessage(m: ConversationMessage): ChatMessage {
  return {
    clientMsgId: m.clientmsgid,
    seq: m.messagecount,
    senderId: m.senderid.toString(),
    content: m.content,
    createdAt: Number(m.createdat),
    status: 'sent',
  };
}

/** Puts stored messages in place: by sequence, a pending copy with the same client id replaced. */
function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<bigint, ChatMessage>();
  const pending: ChatMessage[] = [];
  const incomingIds = new Set(incoming.map((m) => m.clientMsgId));
  for (const m of list) {
    if (m.seq !== null) bySeq.set(m.seq, m);
    else if (!incomingIds.has(m.clientMsgId)) pending.push(m);
  }
  for (const m of incoming) if (m.seq !== null) bySeq.set(m.seq, m);
  const stored = [...bySeq.values()].sort((a, b) => (a.seq! < b.seq! ? -1 : 1));
  return [...stored, ...pending];
}

function onConversationMessage(m: ConversationMessage) {
  const id = m.conversationid.toString();
  const me = chatStore.get().me;
  if (!chatStore.get().conversations[id]) {
    // A conversation this tab does not know yet (created elsewhere): the list brings it.
    void refreshList();
    return;
  }
  const message = storedMessage(m);
  update(id, (c) => {
    const fromOther = message.senderId !== me;
    const counts = fromOther && message.seq! > c.readSeq && message.seq! > c.countedSeq;
    const { [message.senderId]: _stopped, ...typing } = c.typing;
    return {
      ...c,
      messages: c.messages.length || c.complete ? mergeMessages(c.messages, [message]) : c.messages,
      messageCount: message.seq! > c.messageCount ? message.seq! : c.messageCount,
      unread: counts ? c.unread + 1 : c.unread,
      countedSeq: message.seq! > c.countedSeq ? message.seq! : c.countedSeq,
      activityAt: Math.max(c.activityAt, message.createdAt),
      last:
        !c.last || message.createdAt >= c.last.createdAt
          ? { senderId: message.senderId, content: message.content, createdAt: message.createdAt }
          : c.last,
      typing,
    };
  });
  if (viewing === id) markRead(id);
}

function onCommand(type: CommandType, content: string) {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(content) as Record<string, unknown>;
  } catch {
    return;
  }
  const me = chatStore.get().me;
  const conversationId = typeof body.conversationid === 'string' ? body.conversationid : null;
  switch (type) {
    case CommandType.PRIVATE_MESSAGE_ACK: {
      if (!conversationId || typeof body.hasReadSeq !== 'string') return;
      const seq = BigInt(body.hasReadSeq);
      // The person's own other device read: the list has the exact new unread count.
      if (body.userid === me) return void refreshList();
      update(conversationId, (c) => (seq > c.peerReadSeq ? { ...c, peerReadSeq: seq } : c));
      return;
    }
    case CommandType.CONVERSATION_TYPING: {
      if (!conversationId || typeof body.userid !== 'string' || body.userid === me) return;
      const userId = body.userid;
      update(conversationId, (c) => ({ ...c, typing: { ...c.typing, [userId]: Date.now() + TYPING_SHOWN_MS } }));
      setTimeout(() => update(conversationId, (c) => ({ ...c, typing: dropExpired(c.typing) })), TYPING_SHOWN_MS + 50);
      return;
    }
    case CommandType.USER_ONLINE_CHANGED:
      if (typeof body.userid === 'string' && typeof body.online === 'boolean') {
        const userId = body.userid;
        const online = body.online;
        chatStore.set((s) => ({ ...s, online: { ...s.online, [userId]: online } }));
      }
      return;
    case CommandType.CONVERSATION_CREATION:
    case CommandType.COMMON_MESSAGE:
      // Created, invited, left, removed, renamed: the list says how things stand now.
      void refreshList();
      return;
    default:
      return;
  }
}

function dropExpired(typing: Record<string, number>): Record<string, number> {
  const now = Date.now();
  return Object.fromEntries(Object.entries(typing).filter(([, until]) => until > now));
}

// ---- outbox --------------------------------------------------------------------------------

function outboxKey(): string | null {
  const me = chatStore.get().me;
  return me ? `${OUTBOX_KEY}_${me}` : null;
}

function saveOutbox() {
  const key = outboxKey();
  if (!key) return;
  try {
    if (outbox.length) localStorage.setItem(key, JSON.stringify(outbox));
    else localStorage.removeItem(key);
  } catch {
    /* private mode: the outbox lives in memory only */
  }
}

/** After a reload, messages written offline come back as pending bubbles and are sent. */
function restoreOutbox() {
  const key = outboxKey();
  if (!key || outbox.length) return void flush();
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? '[]') as OutboxItem[];
    outbox = Array.isArray(saved) ? saved.filter((i) => chatStore.get().conversations[i.conversationId]) : [];
  } catch {
    outbox = [];
  }
  for (const item of outbox) addPending(item);
  void flush();
}

function addPending(item: OutboxItem) {
  const me = chatStore.get().me!;
  update(item.conversationId, (c) =>
    c.messages.some((m) => m.clientMsgId === item.clientMsgId)
      ? c
      : {
          ...c,
          messages: [
            ...c.messages,
            {
              clientMsgId: item.clientMsgId,
              seq: null,
              senderId: me,
              content: item.content,
              createdAt: item.createdAt,
              status: 'sending',
            },
          ],
        },
  );
}

function setMessage(conversationId: string, clientMsgId: string, change: Partial<ChatMessage>) {
  update(conversationId, (c) => ({
    ...c,
    messages: c.messages.map((m) => (m.clientMsgId === clientMsgId ? { ...m, ...change } : m)),
  }));
}

const failureOf = (status: number): SendFailure | null =>
  status === 413 ? 'tooLarge' : status === 403 ? 'notMember' : status === 400 ? 'rejected' : status === 404 ? 'notMember' : null;

/** Sends the outbox in order while the socket is live; stops at the first transport failure. */
async function flush(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    while (outbox.length && socket && socket.status() === 'live') {
      const item = outbox[0]!;
      const envelope = create(EnvelopeSchema, {
        type:
          chatStore.get().conversations[item.conversationId]?.kind === 'group'
            ? EnvelopeType.GROUP_CONVERSATION
            : EnvelopeType.PRIVATE_CONVERSATION,
        content: {
          case: 'conversationmessage',
          value: { conversationid: BigInt(item.conversationId), content: item.content, clientmsgid: item.clientMsgId },
        },
      });
      let response;
      try {
        response = await socket.request('PUT', messagingPaths.send, toBinary(EnvelopeSchema, envelope));
      } catch {
        return; // The socket dropped: the message stays queued and goes out after the reconnect.
      }
      if (response.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
      outbox.shift();
      saveOutbox();
      if (response.status === 200 && response.body) {
        const stored = fromBinary(EnvelopeSchema, response.body);
        if (stored.content.case === 'conversationmessage') {
          const m = stored.content.value;
          socket.advanceCursor(m.conversationid, m.messagecount);
          const message = storedMessage(m);
          update(item.conversationId, (c) => ({
            ...c,
            messages: mergeMessages(c.messages, [message]),
            messageCount: message.seq! > c.messageCount ? message.seq! : c.messageCount,
            activityAt: Math.max(c.activityAt, message.createdAt),
            last: { senderId: message.senderId, content: message.content, createdAt: message.createdAt },
          }));
        }
      } else {
        const blocked = response.status === 403 && response.message === 'blocked';
        setMessage(item.conversationId, item.clientMsgId, {
          status: 'failed',
          failure: blocked ? 'blocked' : (failureOf(response.status) ?? 'rejected'),
        });
      }
    }
  } finally {
    flushing = false;
  }
}

// ---- lifecycle -----------------------------------------------------------------------------

export interface ChatStartOptions {
  imUserId: string;
  /** The current messaging token (read on every connect, so a refreshed token is used). */
  token: () => string | null;
  /** Called when connects keep failing: the token may have expired. */
  refreshToken?: () => void;
  createSocket?: (url: string) => SocketLike;
  origin?: string;
}

export function startChat({ imUserId, token, refreshToken, createSocket, origin = location.origin }: ChatStartOptions) {
  if (socket && chatStore.get().me === imUserId) return;
  stopChat();
  chatStore.set({ ...idle, me: imUserId });
  const wsOrigin = origin.replace(/^http/, 'ws');
  const created = createMessagingSocket({
    url: () => {
      const t = token();
      return t ? `${wsOrigin}${messagingPaths.socket}?token=${encodeURIComponent(t)}` : null;
    },
    createSocket,
    beforeSync: refreshList,
    onConnectFailed: (failures) => {
      if (failures === 3) refreshToken?.();
    },
    // Closed because the login session ended elsewhere: reloading the user logs this page out.
    onSessionEnded: () => refreshToken?.(),
  });
  socket = created;
  created.onStatus((status) => {
    chatStore.set((s) => ({ ...s, status }));
    if (status === 'live') void flush();
  });
  created.subscribe((envelope) => {
    switch (envelope.content.case) {
      case 'conversationmessage':
        return onConversationMessage(envelope.content.value);
      case 'commandmessage':
        return onCommand(envelope.content.value.type, envelope.content.value.content);
      default:
        return;
    }
  });
  created.start();
}

/** Logout: close the socket and forget the chat state (the outbox of this person stays stored). */
export function stopChat() {
  const current = socket;
  socket = null;
  current?.stop();
  outbox = [];
  viewing = null;
  typingSentAt.clear();
  chatStore.set(idle);
  chatUnreadStore.set(0);
  invitationsStore.set([]);
}

function requireSocket(): MessagingSocket {
  if (!socket) throw new Error('chat is not started');
  return socket;
}

// ---- what the screens do -------------------------------------------------------------------

/** Writes a message: shown at once as "sending", sent now or when the socket is back. */
export function sendMessage(conversationId: string, content: string): void {
  const item: OutboxItem = { conversationId, clientMsgId: crypto.randomUUID(), content, createdAt: Date.now() };
  addPending(item);
  outbox.push(item);
  saveOutbox();
  void flush();
}

/** Sends a failed message again (same client id, so it can never land twice). */
export function retryMessage(conversationId: string, clientMsgId: string): void {
  const message = chatStore.get().conversations[conversationId]?.messages.find((m) => m.clientMsgId === clientMsgId);
  if (!message || message.status !== 'failed') return;
  setMessage(conversationId, clientMsgId, { status: 'sending', failure: undefined });
  outbox.push({ conversationId, clientMsgId, content: message.content, createdAt: message.createdAt });
  saveOutbox();
  void flush();
}

/** Loads the page before the oldest message held (the latest page when none is held). */
export async function loadOlder(conversationId: string): Promise<void> {
  const view = chatStore.get().conversations[conversationId];
  if (!view || view.complete) return;
  const before = lowestStored(view) ?? view.messageCount + 1n;
  if (before <= 1n) return update(conversationId, (c) => ({ ...c, complete: true }));
  const body = await requireSocket().call(
    'PUT',
    messagingPaths.history,
    json({ conversationid: conversationId, before: before.toString(), limit: HISTORY_PAGE_MAX }),
  );
  const page = fromBinary(ComplexMessageSchema, body).conversationmessages.map(storedMessage);
  update(conversationId, (c) => ({
    ...c,
    messages: mergeMessages(c.messages, page),
    complete: page.length < HISTORY_PAGE_MAX || page[0]?.seq === 1n,
  }));
  if (viewing === conversationId) markRead(conversationId);
}

/** The screen of this conversation is open (null: closed); what arrives meanwhile is read. */
export function setViewing(conversationId: string | null): void {
  viewing = conversationId;
  if (conversationId) markRead(conversationId);
}

export function markRead(conversationId: string): void {
  const view = chatStore.get().conversations[conversationId];
  if (!view || !socket || socket.status() === 'idle' || document.visibilityState === 'hidden') return;
  const upTo = view.messageCount;
  if (upTo <= view.readSeq && view.unread === 0) return;
  update(conversationId, (c) => ({ ...c, readSeq: upTo > c.readSeq ? upTo : c.readSeq, unread: 0, countedSeq: upTo }));
  void socket
    .call('PUT', messagingPaths.read, json({ conversationid: conversationId, messagecount: upTo.toString() }))
    .catch(() => undefined);
}

/** Tells the others this person is typing (at most once every few seconds). */
export function sendTyping(conversationId: string): void {
  const last = typingSentAt.get(conversationId) ?? 0;
  if (!socket || socket.status() !== 'live' || Date.now() - last < TYPING_SENT_EVERY_MS) return;
  typingSentAt.set(conversationId, Date.now());
  void socket.call('PUT', messagingPaths.typing, json({ conversationid: conversationId })).catch(() => undefined);
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
  outbox = outbox.filter((i) => i.conversationId !== conversationId);
  saveOutbox();
  update(conversationId, () => null);
}

export async function setBlocked(userId: string, blocked: boolean): Promise<void> {
  await requireSocket().call('PUT', messagingPaths.block, json({ userid: userId, blocked }));
  await refreshList();
}

/** Asks who of these people is online now (later changes arrive as pushes). */
export async function checkPresence(userIds: string[]): Promise<void> {
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

/**
 * The running messaging socket, for features that speak over it directly (the world's instant
 * groups); null when no member is logged in.
 */
export function messagingSocket(): MessagingSocket | null {
  return socket;
}

export { RequestFailed };
