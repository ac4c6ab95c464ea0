/**
 * Membership of one instant group (spec §3: ephemeral rooms; the world's rooms use them) over the
 * app's messaging socket. It joins, hands the group's events to the caller, and keeps the
 * membership alive:
 * - after the socket reconnects (the server forgot this connection's groups), it joins again;
 * - every `rejoinEveryMs` it joins again, because with Redis the server keeps a group's member
 *   set only 120 s after the last join (keepalives do not refresh it); a re-join reaches the
 *   others as a "repeat joined" quit followed by a join, which receivers treat as "still here".
 * Leaving sends the normal quit. Events of the person's own sockets are delivered too (the server
 * sends a group's events to every member); callers skip them by `senderId`.
 */
import { InstantGroupType, messagingPaths, type Envelope, type QuitType } from '@culture/protocol';
import { RequestFailed, type MessagingSocket } from './messaging-socket';

export interface InstantGroupEvent {
  type: InstantGroupType;
  senderId: string;
  content: string;
  extras: string;
  quitType: QuitType;
}

export type InstantGroupStatus = 'joining' | 'joined' | 'left';

export interface InstantGroupOptions {
  onEvent: (event: InstantGroupEvent) => void;
  /** The member ids the server answered to a (re-)join. */
  onMembers?: (members: string[]) => void;
  onStatus?: (status: InstantGroupStatus) => void;
  rejoinEveryMs?: number;
  /**
   * Asks for a place again when a join is refused for want of one (403: a world room's copy admits
   * only visitors holding a place from its check call, and a place lapses). Answers whether the
   * place is in this group; the join is then tried once more.
   */
  admit?: () => Promise<boolean>;
}

export interface InstantGroupHandle {
  readonly groupname: string;
  status(): InstantGroupStatus;
  /**
   * Sends a project-customised event to the group; false when it could not go now (not joined,
   * socket down, refused). Never throws.
   */
  send(content: string, extras?: string): Promise<boolean>;
  /** Leaves the group (normal quit) and stops everything. */
  quit(): Promise<void>;
}

const encode = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));

/**
 * Quits still on their way, by group. A join of the same group waits for them: the gateway runs a
 * socket's requests concurrently, and a quit finishing after a join would take the new member out
 * of the group again (they could send but would hear nothing).
 */
const quitting = new Map<string, Promise<unknown>>();

export function joinInstantGroup(
  socket: MessagingSocket,
  groupname: string,
  { onEvent, onMembers, onStatus, rejoinEveryMs = 60_000, admit }: InstantGroupOptions,
): InstantGroupHandle {
  let status: InstantGroupStatus = 'joining';
  let joining: Promise<void> | null = null;
  let left = false;
  const setStatus = (next: InstantGroupStatus) => {
    if (status === next) return;
    status = next;
    onStatus?.(next);
  };

  function join(): Promise<void> {
    if (left) return Promise.resolve();
    joining ??= (async () => {
      try {
        await quitting.get(groupname);
        if (left) return;
        const body = await socket.call('PUT', messagingPaths.instantJoin, encode({ groupname })).catch(async (error: unknown) => {
          if (!(error instanceof RequestFailed && error.status === 403 && admit && (await admit()))) throw error;
          return socket.call('PUT', messagingPaths.instantJoin, encode({ groupname }));
        });
        const { members } = JSON.parse(new TextDecoder().decode(body)) as { members?: unknown };
        if (left) return;
        setStatus('joined');
        if (Array.isArray(members)) onMembers?.(members.map(String));
      } catch {
        // Not live yet, or refused (joining too fast): the next live status or tick tries again.
        if (!left) setStatus('joining');
      } finally {
        joining = null;
      }
    })();
    return joining;
  }

  const unsubscribe = socket.subscribe((envelope: Envelope) => {
    if (envelope.content.case !== 'instantgroupmessage') return;
    const m = envelope.content.value;
    if (m.groupname !== groupname || left) return;
    onEvent({
      type: m.type,
      senderId: m.senderid.toString(),
      content: m.content,
      extras: m.extras,
      quitType: m.quittype,
    });
  });
  const stopStatus = socket.onStatus((socketStatus) => {
    if (socketStatus === 'live') void join();
    else if (socketStatus !== 'syncing') setStatus('joining');
  });
  const timer = setInterval(() => void join(), rejoinEveryMs);
  if (socket.status() === 'live') void join();

  return {
    groupname,
    status: () => status,
    async send(content, extras = '') {
      if (left || status !== 'joined') return false;
      try {
        const answer = await socket.request(
          'PUT',
          messagingPaths.instantSend,
          encode({ groupname, type: InstantGroupType.PROJECT_CUSTOMIZED, content, extras }),
        );
        // 403: the server no longer counts us in (a reconnect raced the send): join again.
        if (answer.status === 403) void join();
        return answer.status === 200;
      } catch {
        return false;
      }
    },
    async quit() {
      if (left) return;
      left = true;
      clearInterval(timer);
      unsubscribe();
      stopStatus();
      setStatus('left');
      const quit = socket.call('PUT', messagingPaths.instantQuit, encode({ groupname })).catch(() => undefined);
      quitting.set(groupname, quit);
      await quit;
      if (quitting.get(groupname) === quit) quitting.delete(groupname);
    },
  };
}
