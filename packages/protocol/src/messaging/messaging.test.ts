import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import {
  EnvelopeSchema,
  EnvelopeType,
  InstantGroupType,
  QuitType,
  WebSocketMessage_Type,
  decodeFrame,
  requestFrame,
  responseFrame,
} from './index.js';

const EDGE_IDS = [0n, 1n, 2n ** 53n + 1n, 2n ** 64n - 1n];

describe('messaging frames', () => {
  it.each(EDGE_IDS)('keeps request id %s exact through a round trip', (id) => {
    const frame = decodeFrame(requestFrame({ verb: 'GET', path: '/v1/keepalive', id, headers: ['a:b'] }));
    expect(frame.type).toBe(WebSocketMessage_Type.REQUEST);
    expect(frame.request?.id).toBe(id);
    expect(frame.request?.path).toBe('/v1/keepalive');
    expect(frame.request?.headers).toEqual(['a:b']);
  });

  it.each(EDGE_IDS)('keeps response id %s exact through a round trip', (id) => {
    const frame = decodeFrame(responseFrame({ id, status: 404, message: 'Not Found' }));
    expect(frame.type).toBe(WebSocketMessage_Type.RESPONSE);
    expect(frame.response?.id).toBe(id);
    expect(frame.response?.status).toBe(404);
  });

  it('uses the field numbers of Signal WebSocketResources (hand-encoded bytes)', () => {
    // type=1 (varint 1), request=2 { verb=1 "GET", path=2 "/x", id=4 varint 2^64-1 }
    const id = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01];
    const request = [0x0a, 3, 0x47, 0x45, 0x54, 0x12, 2, 0x2f, 0x78, 0x20, ...id];
    const bytes = new Uint8Array([0x08, 0x01, 0x12, request.length, ...request]);
    const frame = decodeFrame(bytes);
    expect(frame.request?.verb).toBe('GET');
    expect(frame.request?.path).toBe('/x');
    expect(frame.request?.id).toBe(2n ** 64n - 1n);
  });

  it('rejects bytes that are not a frame', () => {
    expect(() => decodeFrame(new Uint8Array([0xff, 0xff, 0xff]))).toThrow();
  });
});

describe('messaging envelope', () => {
  it.each(EDGE_IDS)('keeps 64-bit ids %s exact in a conversation message', (id) => {
    const envelope = create(EnvelopeSchema, {
      type: EnvelopeType.GROUP_CONVERSATION,
      id,
      timestamp: 1_700_000_000_000n,
      content: {
        case: 'conversationmessage',
        value: { id, conversationid: id, senderid: id, messagecount: id, content: '你好 <b>x</b>', senderreadcount: 3 },
      },
    });
    const back = fromBinary(EnvelopeSchema, toBinary(EnvelopeSchema, envelope));
    expect(back.id).toBe(id);
    expect(back.content.case).toBe('conversationmessage');
    if (back.content.case !== 'conversationmessage') return;
    expect(back.content.value.conversationid).toBe(id);
    expect(back.content.value.messagecount).toBe(id);
    expect(back.content.value.content).toBe('你好 <b>x</b>');
  });

  it('carries instant group messages with quit types', () => {
    const envelope = create(EnvelopeSchema, {
      type: EnvelopeType.INSTANT_GROUP,
      content: {
        case: 'instantgroupmessage',
        value: { type: InstantGroupType.GROUP_QUIT, groupname: 'room-1', quittype: QuitType.DISCONNECTION_RECONNECT },
      },
    });
    const back = fromBinary(EnvelopeSchema, toBinary(EnvelopeSchema, envelope));
    expect(back.content.case === 'instantgroupmessage' && back.content.value.quittype).toBe(QuitType.DISCONNECTION_RECONNECT);
  });
});
