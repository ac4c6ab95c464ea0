/**
 * Joins the hall's copy (the check call's instant group) over the app's messaging socket and
 * keeps the room presence for the scene and the overlay. Guests have no messaging token, so no
 * socket: they walk the hall alone (null here) and are told why. Logging in while inside joins
 * at once. Leaving the hall quits the group with the normal quit: the unload others see.
 */
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { joinInstantGroup } from '../../../lib/messaging/instant-group';
import { messagingSocket } from '../../../lib/messaging/chat-connection';
import { chatStore } from '../../../lib/messaging/chat-store';
import { useStore } from '../../../lib/store';
import { checkExhibition } from '../api/world-api';
import { createRoomPresence, type RoomPresence } from '../logic/room-presence';

export function useRoomPresence({
  exhibitionId,
  group,
  dressId,
  modelHash,
  updatesPerSecond,
}: {
  exhibitionId: string;
  group: string;
  dressId: string | null;
  /** The version of the member's own model while they wear it. */
  modelHash: string | null;
  updatesPerSecond: number;
}): RoomPresence | null {
  const current = useCurrentUser();
  const me = useStore(chatStore).me;
  const nickname = current.status === 'loggedIn' ? current.user.first_name : '';
  const [presence, setPresence] = useState<RoomPresence | null>(null);
  // Name and clothes change through the presence (a hello), never by leaving and joining again.
  const profile = useRef({ nickname, dressId, modelHash });
  profile.current = { nickname, dressId, modelHash };

  useEffect(() => {
    const socket = messagingSocket();
    if (!me || !socket) {
      setPresence(null);
      return;
    }
    let handle: ReturnType<typeof joinInstantGroup> | null = null;
    const room = createRoomPresence({
      me: { id: me, ...profile.current },
      send: (content, extras) => handle?.send(content, extras) ?? Promise.resolve(false),
      updatesPerSecond,
    });
    handle = joinInstantGroup(socket, group, {
      onEvent: room.handleEvent,
      onMembers: room.handleMembers,
      onStatus: room.handleStatus,
      // A place lapsed (a long time offline): the check call gives a new one, in this copy if it has room.
      admit: () => checkExhibition(exhibitionId).then((check) => check.group === group),
    });
    setPresence(room);
    return () => {
      void handle?.quit();
      setPresence(null);
    };
  }, [me, exhibitionId, group, updatesPerSecond]);

  useEffect(() => presence?.setNickname(nickname), [presence, nickname]);
  // A change of clothes (a dress, one's own model) reaches the room at once.
  useEffect(() => presence?.setDress(dressId, modelHash), [presence, dressId, modelHash]);

  return presence;
}
