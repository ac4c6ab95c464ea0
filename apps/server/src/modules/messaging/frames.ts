/**
 * The gateway's hot frames written by hand: the response to every request and the push of every
 * message, plus a look at a frame's type that skips decoding the responses clients send to our
 * pushes. protobuf-es builds and walks message objects by reflection; these few shapes are fixed
 * (websocket.proto, proto2), and frames.test.ts checks them against the generated code byte for
 * byte, 64-bit ids included.
 */
import { WebSocketMessage_Type } from '@culture/protocol';

const encoder = new TextEncoder();

/** Bytes of a varint (uint64 as bigint, or a non-negative safe integer). */
function varintLength(value: bigint | number): number {
  let v = BigInt(value);
  let n = 1;
  while (v >= 0x80n) {
    v >>= 7n;
    n++;
  }
  return n;
}

class Writer {
  readonly bytes: Uint8Array;
  at = 0;
  constructor(length: number) {
    this.bytes = new Uint8Array(length);
  }
  byte(b: number) {
    this.bytes[this.at++] = b;
  }
  varint(value: bigint | number) {
    if (typeof value === 'number' && value < 0x80000000) {
      let v = value;
      while (v >= 0x80) {
        this.bytes[this.at++] = (v & 0x7f) | 0x80;
        v >>>= 7;
      }
      this.bytes[this.at++] = v;
      return;
    }
    let v = BigInt(value);
    while (v >= 0x80n) {
      this.bytes[this.at++] = Number(v & 0x7fn) | 0x80;
      v >>= 7n;
    }
    this.bytes[this.at++] = Number(v);
  }
  raw(bytes: Uint8Array) {
    this.bytes.set(bytes, this.at);
    this.at += bytes.length;
  }
}

/** Tag byte of field `n` with wire type `t` (all our fields are below 16). */
const tag = (n: number, t: number) => (n << 3) | t;
const VARINT = 0;
const LEN = 2;

/** `PUT <path>` request frame (a push): WebSocketMessage { type: REQUEST, request }. */
export function pushFrame(path: string, id: bigint, body?: Uint8Array): Uint8Array {
  const verb = PUT;
  const pathBytes = encoder.encode(path);
  const inner =
    1 +
    varintLength(verb.length) +
    verb.length +
    1 +
    varintLength(pathBytes.length) +
    pathBytes.length +
    (body ? 1 + varintLength(body.length) + body.length : 0) +
    1 +
    varintLength(id);
  const w = new Writer(2 + 1 + varintLength(inner) + inner);
  w.byte(tag(1, VARINT));
  w.byte(WebSocketMessage_Type.REQUEST);
  w.byte(tag(2, LEN));
  w.varint(inner);
  w.byte(tag(1, LEN));
  w.varint(verb.length);
  w.raw(verb);
  w.byte(tag(2, LEN));
  w.varint(pathBytes.length);
  w.raw(pathBytes);
  if (body) {
    w.byte(tag(3, LEN));
    w.varint(body.length);
    w.raw(body);
  }
  w.byte(tag(4, VARINT));
  w.varint(id);
  return w.bytes;
}
const PUT = encoder.encode('PUT');

/** Response frame: WebSocketMessage { type: RESPONSE, response { id, status, message?, body? } }. */
export function answerFrame(id: bigint, status: number, message?: string, body?: Uint8Array): Uint8Array {
  const text = message === undefined ? undefined : encoder.encode(message);
  const inner =
    1 +
    varintLength(id) +
    1 +
    varintLength(status) +
    (text ? 1 + varintLength(text.length) + text.length : 0) +
    (body ? 1 + varintLength(body.length) + body.length : 0);
  const w = new Writer(2 + 1 + varintLength(inner) + inner);
  w.byte(tag(1, VARINT));
  w.byte(WebSocketMessage_Type.RESPONSE);
  w.byte(tag(3, LEN));
  w.varint(inner);
  w.byte(tag(1, VARINT));
  w.varint(id);
  w.byte(tag(2, VARINT));
  w.varint(status);
  if (text) {
    w.byte(tag(3, LEN));
    w.varint(text.length);
    w.raw(text);
  }
  if (body) {
    w.byte(tag(4, LEN));
    w.varint(body.length);
    w.raw(body);
  }
  return w.bytes;
}

/**
 * The `type` a frame ends up with (the last one wins, as protobuf reads it), found by stepping
 * over the top-level fields without decoding them; null if the bytes do not walk as protobuf (the
 * full decoder then decides).
 */
export function frameType(bytes: Uint8Array): number | null {
  let at = 0;
  let type = 0;
  const varint = (): number | null => {
    let result = 0;
    for (let shift = 0; shift < 64; shift += 7) {
      if (at >= bytes.length) return null;
      const b = bytes[at++]!;
      if (shift < 28) result |= (b & 0x7f) << shift;
      if (b < 0x80) return shift < 28 ? result >>> 0 : -1;
    }
    return null;
  };
  while (at < bytes.length) {
    const key = varint();
    if (key === null || key < 0) return null;
    const field = key >>> 3;
    const wire = key & 7;
    if (wire === VARINT) {
      const value = varint();
      if (value === null) return null;
      if (field === 1) type = value;
    } else if (wire === LEN) {
      const length = varint();
      if (length === null || length < 0 || at + length > bytes.length) return null;
      at += length;
    } else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else return null;
  }
  return at === bytes.length ? type : null;
}
