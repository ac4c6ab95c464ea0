/**
 * Fan-out of pushes to the users' open sockets. Alone, a process delivers to its own sockets; with
 * Redis, every push is published on the shard channel of its conversation and each node delivers to
 * the sockets it holds. Delivery is a hint only: a socket that misses one fills the gap from the
 * database (see connection.ts), so a lost publish or a dead node never loses a message.
 */
import type { Redis } from 'ioredis';
import type { StoredMessage } from './chat-service.js';

export const SHARDS = 16;

export type Push =
  /** `encoded`: the push envelope, set by the first receiver that encodes it (shared by the rest). */
  | { kind: 'message'; message: StoredMessage; conversationKind: number; encoded?: Uint8Array }
  /** A ready envelope (commands, instant group events); `except` skips the sender's own sockets. */
  | { kind: 'envelope'; bytes: Uint8Array; except?: bigint };

export interface Receiver {
  receive(push: Push): void;
}

export interface Hub {
  attach(userId: bigint, receiver: Receiver): void;
  detach(userId: bigint, receiver: Receiver): void;
  publish(shardKey: bigint, userIds: bigint[], push: Push): void;
  /** Resolves once this node hears the other nodes (at once without Redis). */
  ready: Promise<void>;
  /** Sockets held by this process. */
  localCount(): number;
  /** This process's receivers of one user. */
  localOf(userId: bigint): Receiver[];
  close(): Promise<void>;
}

type WirePush =
  | { kind: 'message'; users: string[]; conversationKind: number; message: Record<string, string | number> }
  | { kind: 'envelope'; users: string[]; bytes: string; except?: string };

function toWire(userIds: bigint[], push: Push): WirePush {
  const users = userIds.map(String);
  if (push.kind === 'envelope')
    return { kind: 'envelope', users, bytes: Buffer.from(push.bytes).toString('base64'), except: push.except?.toString() };
  const m = push.message;
  return {
    kind: 'message',
    users,
    conversationKind: push.conversationKind,
    message: {
      id: m.id.toString(),
      conversationId: m.conversationId.toString(),
      seq: m.seq.toString(),
      senderId: m.senderId.toString(),
      type: m.type,
      content: m.content,
      extras: m.extras,
      clientMsgId: m.clientMsgId,
      createdAt: m.createdAt.getTime(),
    },
  };
}

function fromWire(wire: WirePush): { users: bigint[]; push: Push } {
  const users = wire.users.map((u) => BigInt(u));
  if (wire.kind === 'envelope')
    return {
      users,
      push: {
        kind: 'envelope',
        bytes: new Uint8Array(Buffer.from(wire.bytes, 'base64')),
        except: wire.except === undefined ? undefined : BigInt(wire.except),
      },
    };
  const m = wire.message;
  return {
    users,
    push: {
      kind: 'message',
      conversationKind: wire.conversationKind,
      message: {
        id: BigInt(m.id!),
        conversationId: BigInt(m.conversationId!),
        seq: BigInt(m.seq!),
        senderId: BigInt(m.senderId!),
        type: Number(m.type),
        content: String(m.content),
        extras: String(m.extras),
        clientMsgId: String(m.clientMsgId),
        createdAt: new Date(Number(m.createdAt)),
      },
    },
  };
}

/** The hub's two Redis connections (lib/redis.ts opens and closes them), or none: one node. */
export interface HubRedis {
  publisher: Redis;
  subscriber: Redis;
}

export function createHub(redis: HubRedis | null): Hub {
  // A user's one socket is held as is; a Set only for a user with several (saves a Set per socket).
  const sockets = new Map<bigint, Receiver | Set<Receiver>>();
  let count = 0;

  function deliverLocal(userIds: bigint[], push: Push) {
    for (const userId of userIds) {
      const held = sockets.get(userId);
      if (held instanceof Set) for (const receiver of held) receiver.receive(push);
      else held?.receive(push);
    }
  }

  let ready: Promise<void> = Promise.resolve();
  let closed = false;
  const publisher = redis?.publisher ?? null;
  if (redis) {
    const { subscriber } = redis;
    // Both reconnect by themselves (the subscriber resubscribes); meanwhile publish falls back to local delivery.
    const channels = Array.from({ length: SHARDS }, (_, i) => `chat:shard:${i}`);
    ready = subscriber.subscribe(...channels).then(
      () => undefined,
      () => undefined,
    );
    subscriber.on('messageBuffer', (_channel: Buffer, raw: Buffer) => {
      try {
        const { users, push } = fromWire(JSON.parse(raw.toString('utf8')) as WirePush);
        deliverLocal(users, push);
      } catch {
        // A foreign publish on our channel is ignored.
      }
    });
  }

  return {
    attach(userId, receiver) {
      const held = sockets.get(userId);
      if (held === receiver || (held instanceof Set && held.has(receiver))) return;
      if (!held) sockets.set(userId, receiver);
      else if (held instanceof Set) held.add(receiver);
      else sockets.set(userId, new Set([held, receiver]));
      count++;
    },
    detach(userId, receiver) {
      const held = sockets.get(userId);
      if (held === receiver) {
        sockets.delete(userId);
        count--;
      } else if (held instanceof Set && held.delete(receiver)) {
        count--;
        if (held.size === 1) sockets.set(userId, held.values().next().value!);
      }
    },
    publish(shardKey, userIds, push) {
      if (!publisher || closed) return deliverLocal(userIds, push);
      const channel = `chat:shard:${Number(shardKey % BigInt(SHARDS))}`;
      // If Redis is down the local sockets still get it; the others catch up by sync.
      publisher.publish(channel, JSON.stringify(toWire(userIds, push))).catch(() => deliverLocal(userIds, push));
    },
    ready,
    localCount: () => count,
    localOf(userId) {
      const held = sockets.get(userId);
      return held instanceof Set ? [...held] : held ? [held] : [];
    },
    async close() {
      closed = true;
      // The connections are lib/redis.ts's: they close with the app, after this.
    },
  };
}
