/**
 * Who else is in the room and where (the world's half of instant groups). It turns the group's
 * events into visitors with smoothed tracks (interpolation.ts) and a short message log, and
 * decides when this visitor's own pose goes out: at most `updatesPerSecond` while moving, one
 * more when they stop (so others do not drift on), and one every few seconds while standing, so
 * someone who joins later sees them and silence can mean "gone".
 *
 * Poses are read every frame straight from the tracks (`sample`); the React-facing state
 * (`store`) changes only when visitors come and go, change clothes, or say something. The hall
 * draws only when something changes: a pose arriving calls `wake`, and `movingUntil` says how long
 * the smoothed tracks keep moving after the last one.
 */
import { InstantGroupType, QuitType } from '@culture/protocol';
import { createStore, type Store } from '../../../lib/store';
import type { InstantGroupEvent, InstantGroupStatus } from '../../../lib/messaging/instant-group';
import { RemoteTrack, type Pose } from './interpolation';
import { decodeRoomMessage, encodeRoomMessage, type RoomMessage } from './presence-codec';

export interface VisitorView {
  id: string;
  /** Empty until their hello arrives. */
  nickname: string;
  dressId: string | null;
  /** Version of their own model while they wear it (checked: 16 hex digits). */
  modelHash: string | null;
  /** Their latest short message and until when it shows above their head (ms, our clock). */
  said: { text: string; until: number } | null;
}

export interface RoomLine {
  key: string;
  senderId: string;
  nickname: string;
  text: string;
  mine: boolean;
}

export interface RoomPresenceState {
  status: InstantGroupStatus;
  visitors: Record<string, VisitorView>;
  lines: RoomLine[];
}

export interface Me {
  id: string;
  nickname: string;
  dressId: string | null;
  modelHash: string | null;
}

export interface RoomPresenceOptions {
  me: Me;
  /** Sends one event to the room; false when it did not go. */
  send: (content: string, extras: string) => Promise<boolean>;
  updatesPerSecond?: number;
  now?: () => number;
}

/** A standing visitor repeats their pose this often. */
export const IDLE_RESEND_MS = 3_000;
/** Name and dress are repeated this often, so a newcomer who missed them learns them anyway. */
export const HELLO_REPEAT_MS = 20_000;
/** A visitor heard from for this long is taken to be gone (their quit got lost). */
export const SILENT_GONE_MS = 15_000;
const SAID_SHOWN_MS = 6_000;
const LINES_KEPT = 50;
const MOVED_METRES = 0.01;
const TURNED_RADIANS = 0.01;

export function createRoomPresence({ me, send, updatesPerSecond = 10, now = Date.now }: RoomPresenceOptions) {
  const store: Store<RoomPresenceState> = createStore<RoomPresenceState>({ status: 'joining', visitors: {}, lines: [] });
  const tracks = new Map<string, RemoteTrack>();
  const heardAt = new Map<string, number>();
  const interval = 1000 / Math.max(1, updatesPerSecond);
  let profile = { ...me };
  let lastSent: (Pose & { at: number }) | null = null;
  let moving = false;
  let helloDue = false;
  let lineCounter = 0;
  let wake: () => void = () => undefined;
  let movingUntil = 0;
  /** Interpolation delay plus extrapolation (interpolation.ts) and a little slack. */
  const TRACK_SETTLES_MS = 500;

  const patchVisitor = (id: string, change: (v: VisitorView) => VisitorView) =>
    store.set((s) => {
      const current = s.visitors[id] ?? { id, nickname: '', dressId: null, modelHash: null, said: null };
      return { ...s, visitors: { ...s.visitors, [id]: change(current) } };
    });

  /** Someone new (however we learnt of them): they need our name and pose at once. */
  function addVisitor(id: string) {
    if (id === me.id || store.get().visitors[id]) return false;
    tracks.set(id, new RemoteTrack());
    heardAt.set(id, now());
    patchVisitor(id, (v) => v);
    helloDue = true;
    lastSent = null;
    return true;
  }

  function removeVisitor(id: string) {
    tracks.delete(id);
    heardAt.delete(id);
    store.set((s) => {
      if (!s.visitors[id]) return s;
      const { [id]: _gone, ...visitors } = s.visitors;
      return { ...s, visitors };
    });
  }

  function addLine(senderId: string, nickname: string, text: string, mine: boolean) {
    store.set((s) => ({
      ...s,
      lines: [...s.lines, { key: `${now()}-${lineCounter++}`, senderId, nickname, text, mine }].slice(-LINES_KEPT),
    }));
  }

  function sendMessage(message: RoomMessage): Promise<boolean> {
    const { content, extras } = encodeRoomMessage(message);
    return send(content, extras);
  }

  let lastHelloAt = -Infinity;
  function sayHello() {
    helloDue = false;
    lastHelloAt = now();
    void sendMessage({
      kind: 'hello',
      nickname: profile.nickname,
      dressId: profile.dressId,
      modelHash: profile.modelHash,
    }).then((sent) => {
      if (!sent) helloDue = true;
    });
  }

  function onRoomMessage(senderId: string, message: RoomMessage) {
    if (!store.get().visitors[senderId]) addVisitor(senderId);
    heardAt.set(senderId, now());
    switch (message.kind) {
      case 'pose':
        tracks.get(senderId)?.push({ x: message.x, z: message.z, yaw: message.yaw, t: message.t }, now());
        movingUntil = now() + TRACK_SETTLES_MS;
        wake();
        return;
      case 'hello': {
        const current = store.get().visitors[senderId];
        if (
          current &&
          current.nickname === message.nickname &&
          current.dressId === message.dressId &&
          current.modelHash === message.modelHash
        ) {
          return;
        }
        patchVisitor(senderId, (v) => ({
          ...v,
          nickname: message.nickname,
          dressId: message.dressId,
          modelHash: message.modelHash,
        }));
        return;
      }
      case 'say': {
        const nickname = store.get().visitors[senderId]?.nickname ?? '';
        patchVisitor(senderId, (v) => ({ ...v, said: { text: message.text, until: now() + SAID_SHOWN_MS } }));
        addLine(senderId, nickname, message.text, false);
        return;
      }
    }
  }

  store.subscribe(() => wake());

  return {
    store,
    /** How the hall asks for a frame (set by the scene). */
    setWake(fn: () => void) {
      wake = fn;
    },
    /** Other visitors may still be moving on screen until then (ms, `now`'s clock). */
    movingUntil: () => movingUntil,
    handleEvent(event: InstantGroupEvent) {
      if (event.senderId === me.id) return;
      switch (event.type) {
        case InstantGroupType.GROUP_JOINED:
          // Someone new: addVisitor has us tell them who we are and where we stand right away.
          addVisitor(event.senderId);
          heardAt.set(event.senderId, now());
          return;
        case InstantGroupType.GROUP_QUIT:
        case InstantGroupType.FORCE_QUIT:
          // "Repeat joined": the same person joined again (a refresh of membership); a join follows.
          if (event.quitType !== QuitType.REPEAT_JOINED) removeVisitor(event.senderId);
          return;
        case InstantGroupType.PROJECT_CUSTOMIZED: {
          const message = decodeRoomMessage(event.extras, event.content);
          if (message) onRoomMessage(event.senderId, message);
          return;
        }
        default:
          return;
      }
    },
    handleMembers(members: string[]) {
      for (const id of members) addVisitor(id);
    },
    handleStatus(status: InstantGroupStatus) {
      if (status === 'joined') {
        helloDue = true;
        lastSent = null;
      }
      store.set((s) => ({ ...s, status }));
    },
    /**
     * Called every frame with this visitor's pose: sends it when due. Also forgets visitors who
     * fell silent and expires speech bubbles.
     */
    tick(pose: Pose) {
      const t = now();
      for (const [id, at] of heardAt) if (t - at > SILENT_GONE_MS) removeVisitor(id);
      if (store.get().status !== 'joined') return;
      if (helloDue || t - lastHelloAt >= HELLO_REPEAT_MS) sayHello();
      if (lastSent && t - lastSent.at < interval) return;
      const moved =
        !lastSent ||
        Math.hypot(pose.x - lastSent.x, pose.z - lastSent.z) > MOVED_METRES ||
        Math.abs(pose.yaw - lastSent.yaw) > TURNED_RADIANS;
      const stopped = !moved && moving;
      if (!moved && !stopped && lastSent && t - lastSent.at < IDLE_RESEND_MS) return;
      moving = moved && lastSent !== null;
      lastSent = { ...pose, at: t };
      void sendMessage({ kind: 'pose', x: pose.x, z: pose.z, yaw: pose.yaw, t });
    },
    /** Where to draw a visitor now; null before their first pose. */
    sample(id: string): Pose | null {
      return tracks.get(id)?.sample(now()) ?? null;
    },
    /** A short message to the room; answers whether it went out. */
    async say(text: string): Promise<boolean> {
      const message = decodeRoomMessage('say', JSON.stringify({ m: text }));
      if (!message || message.kind !== 'say') return false;
      const sent = await sendMessage(message);
      if (sent) addLine(me.id, profile.nickname, message.text, true);
      return sent;
    },
    /** This visitor's name (it arrives after the hall may have opened): the room hears it at once. */
    setNickname(nickname: string) {
      if (nickname === profile.nickname) return;
      profile = { ...profile, nickname };
      if (store.get().status === 'joined') sayHello();
    },
    /** This visitor changed clothes (a dress, or their own model's version): the room hears it at once. */
    setDress(dressId: string | null, modelHash: string | null = null) {
      if (dressId === profile.dressId && modelHash === profile.modelHash) return;
      profile = { ...profile, dressId, modelHash };
      if (store.get().status === 'joined') sayHello();
    },
  };
}

export type RoomPresence = ReturnType<typeof createRoomPresence>;
