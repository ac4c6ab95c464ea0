/** The hand-written frames are the generated code's bytes, for every shape the gateway writes. */
import { describe, expect, it } from 'vitest';
import { WebSocketMessage_Type, decodeFrame, messagingPaths, requestFrame, responseFrame } from '@culture/protocol';
import { answerFrame, frameType, pushFrame } from './frames.js';

const IDS = [0n, 1n, 127n, 128n, 300n, 2n ** 31n, 2n ** 32n, 2n ** 53n + 1n, 2n ** 63n, 2n ** 64n - 1n];
const BODIES = [undefined, new Uint8Array(0), new Uint8Array([1, 2, 3]), new Uint8Array(300).fill(7)];

describe('hand-written frames', () => {
  it('pushes match requestFrame byte for byte', () => {
    for (const id of IDS)
      for (const body of BODIES)
        for (const path of [messagingPaths.pushMessage, messagingPaths.pushQueueEmpty, '/é/路径'])
          expect(pushFrame(path, id, body), `${path} ${id} ${body?.length}`).toEqual(
            requestFrame({ verb: 'PUT', path, id, body }),
          );
  });

  it('answers match responseFrame byte for byte', () => {
    for (const id of IDS)
      for (const status of [200, 400, 404, 413, 429, 500, 0, 2 ** 32 - 1])
        for (const message of [undefined, '', 'Not Found', '太快了'])
          for (const body of BODIES)
            expect(answerFrame(id, status, message, body), `${id} ${status} ${message} ${body?.length}`).toEqual(
              responseFrame({ id, status, message, body }),
            );
  });

  it('reads the type the full decoder reads, or declines', () => {
    const frames = [
      requestFrame({ verb: 'GET', path: '/v1/keepalive', id: 2n ** 64n - 1n }),
      responseFrame({ id: 5n, status: 200 }),
      responseFrame({ id: 5n, status: 200, body: new Uint8Array(200) }),
      new Uint8Array([0x08, 0x02, 0x08, 0x01]), // two types: the last one wins
      new Uint8Array([0x1a, 0x02, 0x08, 0x07, 0x08, 0x02]),
      new Uint8Array([]),
    ];
    for (const frame of frames) expect(frameType(frame)).toBe(decodeFrame(frame).type);
    expect(frameType(new Uint8Array([0x08, 0x02, 0x08, 0x01]))).toBe(WebSocketMessage_Type.REQUEST);
    // Not protobuf: truncated varint, length past the end, unknown wire type.
    for (const bad of [[0x08], [0x08, 0xff], [0x12, 0x05, 0x01], [0x0f, 0x00], [0xff, 0xff, 0xff, 0x01]])
      expect(frameType(new Uint8Array(bad)), `${bad}`).toBeNull();
  });
});
