/**
 * A chat member's socket through the proxy, reconnecting as the web client does
 * (apps/web/src/lib/messaging/messaging-socket.ts: any close but "session ended" reconnects after
 * the first backoff step) and re-sending what was not acknowledged with the same client message
 * id. Counts closes, close codes and how long each reconnect took.
 */
import { messagingCloseCodes, messagingPaths } from '@culture/protocol';
import { ChatTestClient } from '../../apps/server/src/test/chat-socket-client';

export class Chatter {
  client: ChatTestClient | null = null;
  closes: number[] = [];
  /** ms from a close to the next open socket. */
  reconnects: number[] = [];
  /** client message ids this member's sends were acknowledged for. */
  acknowledged: string[] = [];
  received = new Set<string>();
  private stopped = false;
  private connecting: Promise<ChatTestClient> | null = null;

  constructor(
    private readonly baseWs: string,
    readonly imToken: string,
  ) {}

  /** The socket URL on `baseWs` (the proxy, or one node directly). */
  url(baseWs = this.baseWs) {
    return `${baseWs}${messagingPaths.socket}?token=${encodeURIComponent(this.imToken)}`;
  }

  /** The open socket, (re)connecting until one opens; gives up after `deadlineMs`. */
  async socket(deadlineMs = 60_000): Promise<ChatTestClient> {
    if (this.client) return this.client;
    this.connecting ??= this.connect(deadlineMs).finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(deadlineMs: number): Promise<ChatTestClient> {
    const started = Date.now();
    for (;;) {
      try {
        const client = await ChatTestClient.open(this.url());
        client.onMessage = (m) => this.received.add(m.clientmsgid);
        await client.sync();
        this.client = client;
        void client.closed.then(() => this.onClosed(client));
        return client;
      } catch (error) {
        if (Date.now() - started > deadlineMs) throw new Error(`no socket within ${deadlineMs} ms: ${String(error)}`);
        // The web client's first backoff step.
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  private onClosed(client: ChatTestClient) {
    if (this.client !== client) return;
    this.client = null;
    this.closes.push(client.closeCode ?? 0);
    if (this.stopped || client.closeCode === messagingCloseCodes.sessionEnded) return;
    const closedAt = Date.now();
    void this.socket().then(
      () => this.reconnects.push(Date.now() - closedAt),
      () => this.reconnects.push(Number.POSITIVE_INFINITY),
    );
  }

  /**
   * `work` on the open socket, again on the next socket when this one closes first or cannot send.
   * A socket in its closing handshake refuses every frame for as long as ws waits for the other
   * side (up to 30 s): retrying on it would spin, so it is dropped at once and the member
   * reconnects, as a phone whose send failed does.
   */
  private async onSocket<T>(work: (client: ChatTestClient) => Promise<T>): Promise<T> {
    for (;;) {
      const client = await this.socket();
      const answer = await Promise.race([
        work(client).then(
          (v) => ({ v }),
          () => null,
        ),
        client.closed.then(() => null),
      ]);
      if (answer) return answer.v;
      await client.terminate();
    }
  }

  /** A JSON call on the socket (again on the next socket when this one fails first); a refusal throws. */
  async json<T>(verb: string, path: string, body?: object): Promise<T> {
    const response = await this.onSocket((client) => client.request(verb, path, body));
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.message}`);
    const text = Buffer.from(response.body ?? []).toString('utf8');
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Sends until acknowledged (same client message id on every try: the server stores it once). */
  async send(conversation: bigint, clientMsgId: string, text: string): Promise<void> {
    for (;;) {
      const answer = await this.onSocket((client) => client.send(conversation, clientMsgId, text));
      if (answer.status === 200) {
        this.acknowledged.push(clientMsgId);
        return;
      }
      // The per-user send budget: wait a moment, as the web client's outbox does.
      if (answer.status === 429) await new Promise((r) => setTimeout(r, 1000));
      else throw new Error(`send ${clientMsgId}: ${answer.status} ${answer.message}`);
    }
  }

  async stop() {
    this.stopped = true;
    await this.client?.close();
  }
}
