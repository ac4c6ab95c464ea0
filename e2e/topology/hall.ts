/**
 * Presence in a world hall across the fleet (docs/decisions.md "Chat rules"; the web's
 * lib/messaging/instant-group.ts): visitors take a place with the room's check call, join the
 * copy's instant group over their messaging socket (each through the proxy, so on any node) and
 * tell the room where they are about once a second. A socket that comes back joins again (the
 * server forgets a closed connection's groups); a join refused for want of a place asks the check
 * call again, as the web does. What each visitor heard from whom is kept to be counted.
 */
import { InstantGroupType, messagingPaths } from '@culture/protocol';
import type { ChatTestClient } from '../../apps/server/src/test/chat-socket-client';
import { ADMIN_TOKEN } from './cluster';
import type { Chatter } from './chatter';
import { call, type Tally } from './members';

/** What every visitor says in the roll call after the incidents. */
const HERE = JSON.stringify({ t: 'here' });

/** A published exhibition made for this run (its id, and so its group names, unique on the shared Redis). */
export async function createHall(tally: Tally, baseUrl: string): Promise<string> {
  const L = { 'zh-CN': '拓扑展厅', 'zh-TW': '拓撲展廳', 'en-US': 'Topology hall' };
  const admin = { plain: true, token: ADMIN_TOKEN, ip: '10.0.0.1' } as const;
  const created = await call<{ id: string }>(tally, baseUrl, 'operator', '/api/admin/vr-rooms/exhibitions', {
    ...admin,
    body: { name: L, summary: L, cover: '/images/pages/joyful/papercut.svg', templateId: 'hall', works: [] },
  });
  if (created.result !== 1) throw new Error(`exhibition: ${created.raw}`);
  const published = await call(tally, baseUrl, 'operator', '/api/admin/vr-rooms/exhibitions/publish', {
    ...admin,
    body: { id: created.data.id },
  });
  if (published.result !== 1) throw new Error(`publish: ${published.raw}`);
  return created.data.id;
}

export class Visitor {
  group = '';
  /** How many room events this visitor heard from each other visitor (sender id → count). */
  readonly heard = new Map<string, number>();
  /** Who this visitor heard say "here" (the roll call after the incidents). */
  readonly here = new Set<string>();
  joins = 0;
  /** Check calls after the first: a join refused for want of a place (the web's `admit`). */
  readmissions = 0;
  private joinedOn: ChatTestClient | null = null;
  private readonly scanned = new Map<ChatTestClient, number>();

  constructor(
    private readonly tally: Tally,
    private readonly baseUrl: string,
    private readonly hallId: string,
    readonly userId: string,
    private readonly as: { token: string; ip: string },
    readonly chatter: Chatter,
  ) {}

  /** The check call: a place in a copy of the hall, and that copy's group. */
  async check(): Promise<boolean> {
    const answer = await call<{ group: string | null }>(
      this.tally,
      this.baseUrl,
      'hall check',
      `/api/v2/vr-rooms/exhibition/check/${this.hallId}`,
      { ...this.as, method: 'POST', body: {} },
    );
    if (answer.result !== 1 || !answer.data.group) return false;
    this.group = answer.data.group;
    return true;
  }

  /** The open socket, in the hall's group (joined again after every reconnect); null when a close raced it. */
  private async joined(): Promise<ChatTestClient | null> {
    const client = await this.chatter.socket();
    if (this.joinedOn === client) return client;
    if (!this.scanned.has(client)) this.scanned.set(client, 0);
    const join = () =>
      Promise.race([
        client.request('PUT', messagingPaths.instantJoin, { groupname: this.group }).catch(() => null),
        client.closed.then(() => null),
      ]);
    let answer = await join();
    // No place any more (the node that kept the membership went away): the check call again.
    if (answer?.status === 403) {
      this.readmissions++;
      if (await this.check()) answer = await join();
    }
    // A socket that cannot send (its closing handshake) is dropped: the next step reconnects.
    if (answer === null) void client.terminate();
    if (answer?.status !== 200) return null;
    this.joinedOn = client;
    this.joins++;
    return client;
  }

  /** One position update to the room, then what arrived is read. */
  async step(content: string): Promise<void> {
    const client = await this.joined();
    if (client) {
      const sent = await Promise.race([
        client
          .request('PUT', messagingPaths.instantSend, {
            groupname: this.group,
            type: InstantGroupType.PROJECT_CUSTOMIZED,
            content,
            extras: '',
          })
          .catch(() => null),
        client.closed.then(() => null),
      ]);
      if (sent === null) void client.terminate();
    }
    this.scan();
  }

  /** The room's events from others, on every socket this visitor has had. */
  private scan() {
    for (const [client, from] of this.scanned) {
      for (const envelope of client.envelopes.slice(from)) {
        if (envelope.content.case !== 'instantgroupmessage') continue;
        const m = envelope.content.value;
        const sender = m.senderid.toString();
        if (m.groupname !== this.group || sender === this.userId || m.type !== InstantGroupType.PROJECT_CUSTOMIZED) continue;
        this.heard.set(sender, (this.heard.get(sender) ?? 0) + 1);
        if (m.content === HERE) this.here.add(sender);
      }
      this.scanned.set(client, client.envelopes.length);
    }
  }
}

/** A visitor walks the hall while `running()`: a position about once a second. */
export async function wander(visitor: Visitor, running: () => boolean): Promise<number> {
  let steps = 0;
  for (; running(); steps++) {
    await visitor.step(JSON.stringify({ t: 'move', n: steps, x: steps % 7, z: steps % 5 }));
    await new Promise((r) => setTimeout(r, 800 + Math.random() * 400));
  }
  return steps;
}

/**
 * A roll call after the incidents: every visitor says "here" to the room until everyone has heard
 * everyone or `deadline` passes; answers the (hearer, other) pairs still missing. Everyone back in
 * the room and hearing everyone, wherever their sockets landed, is presence across nodes.
 */
export async function hallPresenceMissing(visitors: Visitor[], deadline: number): Promise<number> {
  const missing = () => visitors.reduce((n, v) => n + visitors.filter((o) => o !== v && !v.here.has(o.userId)).length, 0);
  while (missing() > 0 && Date.now() < deadline) {
    await Promise.all(visitors.map((v) => v.step(HERE)));
    await new Promise((r) => setTimeout(r, 300));
  }
  return missing();
}
