/**
 * What visitors of a room tell each other through the room's instant group. Every event is a
 * "project customised" instant-group message whose `extras` names the kind and whose `content` is
 * a small JSON object:
 * - `pose`  {x, z, y, t}: where the sender stands and looks (metres, radians) at their clock t (ms);
 *   about ten a second while moving, one every few seconds while standing;
 * - `hello` {n, d, m}: nickname, dress id and, while they wear their own uploaded model, its
 *   version (16 hex digits; the receiver loads `userModelPath(sender's id, m)`, so nobody can make
 *   others load a URL of their choosing), sent on joining, when someone new joins, and after a
 *   change of clothes;
 * - `say`   {m}: a short message to the room.
 * Everything that arrives is checked and bounded here: another visitor's client is not trusted.
 */
import { USER_MODEL_HASH_PATTERN } from '@culture/protocol';

export const ROOM_MESSAGE_MAX_CHARS = 120;
const NICKNAME_MAX_CHARS = 24;
/** No hall is this large; anything beyond is a forged or broken state. */
const COORDINATE_LIMIT = 1_000;

export interface PoseMessage {
  kind: 'pose';
  x: number;
  z: number;
  yaw: number;
  t: number;
}
export interface HelloMessage {
  kind: 'hello';
  nickname: string;
  dressId: string | null;
  /** Version of the sender's own model while they wear it. */
  modelHash: string | null;
}
export interface SayMessage {
  kind: 'say';
  text: string;
}
export type RoomMessage = PoseMessage | HelloMessage | SayMessage;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The `content` and `extras` of an instant-group send. */
export function encodeRoomMessage(message: RoomMessage): { content: string; extras: string } {
  switch (message.kind) {
    case 'pose':
      return {
        extras: 'pose',
        content: JSON.stringify({
          x: round(message.x, 3),
          z: round(message.z, 3),
          y: round(message.yaw, 3),
          t: Math.round(message.t),
        }),
      };
    case 'hello':
      return {
        extras: 'hello',
        // `m` only when worn: a dress-only hello stays as small as before.
        content: JSON.stringify(
          message.modelHash
            ? { n: message.nickname, d: message.dressId, m: message.modelHash }
            : { n: message.nickname, d: message.dressId },
        ),
      };
    case 'say':
      return { extras: 'say', content: JSON.stringify({ m: message.text }) };
  }
}

/** Reads a received event; null for anything malformed, oversized or of an unknown kind. */
export function decodeRoomMessage(extras: string, content: string): RoomMessage | null {
  if (content.length > 4096) return null;
  let body: unknown;
  try {
    body = JSON.parse(content);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  switch (extras) {
    case 'pose': {
      const { x, z, y, t } = b;
      if (!coordinate(x) || !coordinate(z) || !finite(y) || !finite(t) || Math.abs(y) > 100) return null;
      return { kind: 'pose', x, z, yaw: y, t };
    }
    case 'hello': {
      const nickname = typeof b.n === 'string' ? cleanText(b.n, NICKNAME_MAX_CHARS) : '';
      const dressId = typeof b.d === 'string' && /^[a-z0-9-]{1,40}$/.test(b.d) ? b.d : null;
      const modelHash = typeof b.m === 'string' && USER_MODEL_HASH_PATTERN.test(b.m) ? b.m : null;
      return { kind: 'hello', nickname, dressId, modelHash };
    }
    case 'say': {
      if (typeof b.m !== 'string') return null;
      const text = cleanText(b.m, ROOM_MESSAGE_MAX_CHARS);
      return text ? { kind: 'say', text } : null;
    }
    default:
      return null;
  }
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const coordinate = (v: unknown): v is number => finite(v) && Math.abs(v) <= COORDINATE_LIMIT;

/** Text shown to others: no control characters, single-line, trimmed and cut to `max` characters. */
export function cleanText(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return [...flat].slice(0, max).join('').trimEnd();
}
