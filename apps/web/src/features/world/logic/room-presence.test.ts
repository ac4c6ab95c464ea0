import { describe, expect, it } from 'vitest';
import { InstantGroupType, QuitType } from '@culture/protocol';
import type { InstantGroupEvent } from '../../../lib/messaging/instant-group';
import { cleanText, decodeRoomMessage, encodeRoomMessage } from './presence-codec';
import { createRoomPresence, HELLO_REPEAT_MS, IDLE_RESEND_MS, SILENT_GONE_MS } from './room-presence';

function setup() {
  let clock = 1_000;
  const sent: Array<{ content: string; extras: string }> = [];
  const presence = createRoomPresence({
    me: { id: '1', nickname: 'Ada', dressId: 'jade', modelHash: null },
    send: async (content, extras) => {
      sent.push({ content, extras });
      return true;
    },
    updatesPerSecond: 10,
    now: () => clock,
  });
  return {
    presence,
    sent,
    advance: (ms: number) => (clock += ms),
    kinds: () => sent.map((s) => s.extras),
  };
}

const event = (senderId: string, type: InstantGroupType, extra: Partial<InstantGroupEvent> = {}): InstantGroupEvent => ({
  type,
  senderId,
  content: '',
  extras: '',
  quitType: QuitType.UNKNOWN,
  ...extra,
});
const custom = (senderId: string, message: Parameters<typeof encodeRoomMessage>[0]) =>
  event(senderId, InstantGroupType.PROJECT_CUSTOMIZED, encodeRoomMessage(message));

describe('room presence', () => {
  it('sends at most ten poses a second while walking, one when stopping, then one every few seconds', async () => {
    const { presence, advance, kinds, sent } = setup();
    presence.handleStatus('joined');
    presence.tick({ x: 0, z: 0, yaw: 0 });
    expect(kinds()).toEqual(['hello', 'pose']);
    // Walk for one second at 60 frames a second.
    for (let frame = 1; frame <= 60; frame++) {
      advance(1000 / 60);
      presence.tick({ x: frame * 0.02, z: 0, yaw: 0 });
    }
    const walking = kinds().filter((k) => k === 'pose').length - 1;
    expect(walking).toBeGreaterThanOrEqual(9);
    expect(walking).toBeLessThanOrEqual(10);
    // Stand still: one more pose (the stop), then nothing until the idle repeat.
    const before = sent.length;
    for (let frame = 0; frame < 120; frame++) {
      advance(1000 / 60);
      presence.tick({ x: 1.2, z: 0, yaw: 0 });
    }
    expect(sent.length - before).toBe(1);
    advance(IDLE_RESEND_MS);
    presence.tick({ x: 1.2, z: 0, yaw: 0 });
    expect(sent.length - before).toBe(2);
    expect(JSON.parse(sent.at(-1)!.content)).toMatchObject({ x: 1.2, z: 0, y: 0 });
  });

  it('sends nothing before the group is joined', () => {
    const { presence, sent } = setup();
    presence.tick({ x: 0, z: 0, yaw: 0 });
    expect(sent).toEqual([]);
  });

  it('greets a newcomer with a hello and its pose at once, and shows their name and dress', () => {
    const { presence, advance, kinds } = setup();
    presence.handleStatus('joined');
    presence.tick({ x: 0, z: 0, yaw: 0 });
    advance(200);
    presence.handleEvent(event('2', InstantGroupType.GROUP_JOINED));
    presence.tick({ x: 0, z: 0, yaw: 0 });
    expect(kinds()).toEqual(['hello', 'pose', 'hello', 'pose']);
    presence.handleEvent(custom('2', { kind: 'hello', nickname: 'Li', dressId: 'nuo-mask', modelHash: null }));
    expect(presence.store.get().visitors['2']).toMatchObject({ nickname: 'Li', dressId: 'nuo-mask' });
  });

  it('answers a newcomer heard of first by their own hello, and repeats its name now and then', () => {
    const { presence, advance, kinds } = setup();
    presence.handleStatus('joined');
    presence.tick({ x: 0, z: 0, yaw: 0 });
    advance(200);
    // Their hello overtook their join event: they still get ours.
    presence.handleEvent(custom('3', { kind: 'hello', nickname: 'Mei', dressId: null, modelHash: null }));
    presence.handleEvent(event('3', InstantGroupType.GROUP_JOINED));
    presence.tick({ x: 0, z: 0, yaw: 0 });
    expect(kinds()).toEqual(['hello', 'pose', 'hello', 'pose']);
    advance(HELLO_REPEAT_MS);
    presence.tick({ x: 0, z: 0, yaw: 0 });
    expect(kinds().filter((k) => k === 'hello')).toHaveLength(3);
  });

  it('draws another visitor from their poses, smoothed', () => {
    const { presence, advance } = setup();
    presence.handleMembers(['1', '2']);
    expect(Object.keys(presence.store.get().visitors)).toEqual(['2']);
    expect(presence.sample('2')).toBeNull();
    presence.handleEvent(custom('2', { kind: 'pose', x: 0, z: 0, yaw: 0, t: 50_000 }));
    advance(100);
    presence.handleEvent(custom('2', { kind: 'pose', x: 1, z: 0, yaw: 0, t: 50_100 }));
    advance(100);
    const x = presence.sample('2')!.x;
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(1);
  });

  it('wakes the hall when a pose arrives or someone comes, and says how long tracks keep moving', () => {
    const { presence, advance } = setup();
    let wakes = 0;
    presence.setWake(() => wakes++);
    presence.handleEvent(event('2', InstantGroupType.GROUP_JOINED));
    expect(wakes).toBeGreaterThan(0);
    const before = wakes;
    presence.handleEvent(custom('2', { kind: 'pose', x: 1, z: 1, yaw: 0, t: 5 }));
    expect(wakes).toBeGreaterThan(before);
    // The track settles within interpolation delay + extrapolation after the last pose.
    expect(presence.movingUntil()).toBe(1_000 + 500);
    advance(300);
    presence.handleEvent(custom('2', { kind: 'pose', x: 2, z: 1, yaw: 0, t: 105 }));
    expect(presence.movingUntil()).toBe(1_300 + 500);
  });

  it('removes a visitor who quits, keeps one who joined again, and forgets one who fell silent', () => {
    const { presence, advance } = setup();
    presence.handleMembers(['2', '3', '4']);
    presence.handleEvent(event('2', InstantGroupType.GROUP_QUIT, { quitType: QuitType.NORMAL_QUIT }));
    presence.handleEvent(event('3', InstantGroupType.GROUP_QUIT, { quitType: QuitType.REPEAT_JOINED }));
    expect(Object.keys(presence.store.get().visitors).sort()).toEqual(['3', '4']);
    presence.handleEvent(event('4', InstantGroupType.GROUP_QUIT, { quitType: QuitType.DISCONNECTED }));
    expect(Object.keys(presence.store.get().visitors)).toEqual(['3']);
    advance(SILENT_GONE_MS + 1);
    presence.tick({ x: 0, z: 0, yaw: 0 });
    expect(presence.store.get().visitors).toEqual({});
  });

  it('shows messages to the room: the own one when it went out, others with their name and a bubble', async () => {
    const { presence, sent } = setup();
    presence.handleStatus('joined');
    presence.handleEvent(custom('2', { kind: 'hello', nickname: 'Li', dressId: null, modelHash: null }));
    presence.handleEvent(custom('2', { kind: 'say', text: '你好' }));
    expect(await presence.say('  hello\nall  ')).toBe(true);
    expect(JSON.parse(sent.at(-1)!.content)).toEqual({ m: 'hello all' });
    expect(presence.store.get().lines.map((l) => [l.nickname, l.text, l.mine])).toEqual([
      ['Li', '你好', false],
      ['Ada', 'hello all', true],
    ]);
    expect(presence.store.get().visitors['2']!.said?.text).toBe('你好');
    expect(await presence.say('   ')).toBe(false);
  });

  it('ignores its own echoes and malformed or forged events', () => {
    const { presence } = setup();
    presence.handleEvent(custom('1', { kind: 'say', text: 'echo' }));
    presence.handleEvent(
      event('2', InstantGroupType.PROJECT_CUSTOMIZED, { extras: 'pose', content: '{"x":1e9,"z":0,"y":0,"t":1}' }),
    );
    presence.handleEvent(event('2', InstantGroupType.PROJECT_CUSTOMIZED, { extras: 'pose', content: 'not json' }));
    presence.handleEvent(event('2', InstantGroupType.PROJECT_CUSTOMIZED, { extras: 'teleport', content: '{}' }));
    expect(presence.store.get().lines).toEqual([]);
    expect(presence.store.get().visitors).toEqual({});
  });
});

describe('room message codec', () => {
  it('round-trips and bounds what others send', () => {
    const { content, extras } = encodeRoomMessage({ kind: 'pose', x: 1.23456, z: -2, yaw: 0.5, t: 12.7 });
    expect(decodeRoomMessage(extras, content)).toEqual({ kind: 'pose', x: 1.235, z: -2, yaw: 0.5, t: 13 });
    const hello = decodeRoomMessage('hello', JSON.stringify({ n: 'x'.repeat(100), d: '../etc' }));
    expect(hello).toEqual({ kind: 'hello', nickname: 'x'.repeat(24), dressId: null, modelHash: null });
    expect(decodeRoomMessage('say', JSON.stringify({ m: 'a'.repeat(500) }))).toEqual({ kind: 'say', text: 'a'.repeat(120) });
    expect(decodeRoomMessage('pose', JSON.stringify({ x: '1', z: 0, y: 0, t: 0 }))).toBeNull();
    expect(cleanText('a\u0000b\u2028c 🏮🏮', 4)).toBe('a b');
    expect(cleanText(' 灯🏮🏮x', 3)).toBe('灯🏮🏮');
  });
});

describe('own models in the room', () => {
  const HASH = '0123456789abcdef';

  it('carries only a model version, never a URL, and only while the model is worn', () => {
    const worn = encodeRoomMessage({ kind: 'hello', nickname: 'Li', dressId: null, modelHash: HASH });
    expect(JSON.parse(worn.content)).toEqual({ n: 'Li', d: null, m: HASH });
    expect(decodeRoomMessage(worn.extras, worn.content)).toEqual({
      kind: 'hello',
      nickname: 'Li',
      dressId: null,
      modelHash: HASH,
    });
    // A dress-only hello is as small as before.
    expect(encodeRoomMessage({ kind: 'hello', nickname: 'Li', dressId: 'jade', modelHash: null }).content).toBe(
      '{"n":"Li","d":"jade"}',
    );
  });

  it('drops anything in the model field that is not a version: URLs, paths, other users’ ids', () => {
    for (const m of [
      'https://evil.example/x.glb',
      '/api/v3/vr-user-models/2?v=0123456789abcdef',
      '0123456789ABCDEF',
      '0123456789abcde',
      '0123456789abcdef0',
      '../0123456789abcd',
      12345678,
      { url: 'x' },
    ]) {
      expect(decodeRoomMessage('hello', JSON.stringify({ n: 'Li', d: 'jade', m }))).toEqual({
        kind: 'hello',
        nickname: 'Li',
        dressId: 'jade',
        modelHash: null,
      });
    }
  });

  it('tells the room when this visitor puts their model on or takes it off, and shows others’ models', () => {
    const { presence, sent } = setup();
    presence.handleStatus('joined');
    presence.tick({ x: 0, z: 0, yaw: 0 });
    presence.setDress(null, HASH);
    expect(JSON.parse(sent.at(-1)!.content)).toEqual({ n: 'Ada', d: null, m: HASH });
    presence.setDress('jade');
    expect(JSON.parse(sent.at(-1)!.content)).toEqual({ n: 'Ada', d: 'jade' });

    presence.handleEvent(custom('2', { kind: 'hello', nickname: 'Li', dressId: null, modelHash: HASH }));
    expect(presence.store.get().visitors['2']).toMatchObject({ nickname: 'Li', modelHash: HASH });
    presence.handleEvent(custom('2', { kind: 'hello', nickname: 'Li', dressId: 'jade', modelHash: null }));
    expect(presence.store.get().visitors['2']).toMatchObject({ dressId: 'jade', modelHash: null });
  });
});
