/**
 * A PostgreSQL wire-protocol server for PGlite, run in the embedded database's worker thread.
 *
 * It replaces pglite-socket's server, which hands PGlite one protocol message at a time (a query
 * is Parse, Bind, Describe, Execute, Sync: five `execProtocolRaw` calls, five socket writes) and,
 * sharing one session among sockets message by message, allowed only one pooled connection. Here a
 * connection's messages are gathered up to the one that waits for an answer (Sync, a simple Query,
 * Flush...), run in one `execProtocolRaw` call and answered in one write, and several connections
 * share the session safely (pglite-session-queue.ts): batches run whole, a transaction owns the
 * session until it ends, and each connection's named statements carry its own prefix.
 *
 * What several connections still share, because PGlite has one session: settings changed with SET,
 * session advisory locks, temporary tables, LISTEN, and statements made with SQL PREPARE. The app
 * uses none of them across connections. DEALLOCATE ALL (sent as a simple query) drops only the
 * sending connection's statements, as it would on PostgreSQL.
 */
import net from 'node:net';
import { PgliteSessionQueue, type RunBatch } from './pglite-session-queue.js';
import {
  CANCEL_REQUEST_CODE,
  GSSENC_REQUEST_CODE,
  SSL_REQUEST_CODE,
  TERMINATE,
  closeStatementsBatch,
  commandCompleteAnswer,
  endsBatch,
  finalTransactionStatus,
  queryText,
  renameStatements,
  simpleQuery,
  typedMessageLength,
} from './wire-messages.js';

const DEALLOCATE_ALL = /^\s*deallocate\s+(?:prepare\s+)?all\s*;?\s*$/i;

export interface PgliteWireServerOptions {
  /** Runs one batch of client messages on PGlite and returns the whole answer (`execProtocolRaw`). */
  runBatch: RunBatch;
  /** PGlite itself failed: nothing more can run. */
  onFatal: (error: unknown) => void;
  maxConnections: number;
}

export class PgliteWireServer {
  private readonly queue: PgliteSessionQueue;
  private readonly server: net.Server;
  private readonly connections = new Set<WireConnection>();
  private nextId = 1;
  private stopping = false;
  /** PGlite's answer to a startup packet: AuthenticationOk, the server's parameters, ReadyForQuery. */
  private greeting: Uint8Array = new Uint8Array(0);

  constructor(private readonly options: PgliteWireServerOptions) {
    this.queue = new PgliteSessionQueue(options.runBatch, options.onFatal);
    this.server = net.createServer((socket) => this.accept(socket));
  }

  /** Listens on a unix socket path, or on 127.0.0.1 with a free port; resolves with the port (0 for a path). */
  async listen(target: { path: string } | { host: string; port: number }): Promise<number> {
    this.greeting = await this.handshake();
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      const done = () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      };
      if ('path' in target) this.server.listen(target.path, done);
      else this.server.listen(target.port, target.host, done);
    });
  }

  /** Stops listening, closes every connection (rolling back what they left open), waits for PGlite to be idle. */
  async stop(): Promise<void> {
    this.stopping = true;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    await Promise.all([...this.connections].map((connection) => connection.close()));
    await this.queue.idle();
    await closed;
  }

  /**
   * Starts PGlite's session once, the way a client would (PGlite asks for a password and takes any),
   * and keeps the answer for every connection: no connection ever leaves the session mid-login.
   */
  private async handshake(): Promise<Uint8Array> {
    const user = Buffer.from('user\0postgres\0database\0template1\0\0');
    const startup = Buffer.alloc(8 + user.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4); // protocol 3.0
    user.copy(startup, 8);
    let answer = await this.options.runBatch(startup);
    if (finalTransactionStatus(answer) === null) {
      const password = Buffer.from('p\0\0\0\0local\0', 'latin1');
      password.writeInt32BE(password.length - 1, 1);
      answer = await this.options.runBatch(password);
    }
    if (finalTransactionStatus(answer) !== 'I') throw new Error('PGlite did not accept the startup packet');
    // PGlite starts its backend with client_min_messages = debug3 (and logs at debug1): every Parse
    // and Bind would send the client a DEBUG notice. PostgreSQL's defaults instead.
    const settings = await this.options.runBatch(simpleQuery('set client_min_messages = notice; set log_min_messages = warning'));
    if (finalTransactionStatus(settings) !== 'I') throw new Error('PGlite refused the session settings');
    return answer;
  }

  private accept(socket: net.Socket): void {
    if (this.stopping || this.connections.size >= this.options.maxConnections) {
      socket.destroy();
      return;
    }
    const connection = new WireConnection(socket, `c${this.nextId++}_`, this.greeting, this.queue, () =>
      this.connections.delete(connection),
    );
    this.connections.add(connection);
  }
}

class WireConnection {
  private pending: Buffer = Buffer.alloc(0);
  private batch: Buffer[] = [];
  private startedUp = false;
  /** Prepared statements this connection made, by their session-wide names. */
  private readonly statements = new Set<string>();
  private closing: Promise<void> | null = null;
  /** Answers are written in order even though batches are queued as they arrive. */
  private answered: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: net.Socket,
    private readonly prefix: string,
    private readonly greeting: Uint8Array,
    private readonly queue: PgliteSessionQueue,
    private readonly onClosed: () => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => void this.close());
    socket.on('close', () => void this.close());
  }

  /** Ends the connection: drops its waiting batches, closes its statements, rolls back its transaction. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.socket.destroy();
      await this.queue.forget(this, (run) => this.cleanUp(run)).catch(() => undefined);
      this.onClosed();
    })();
    return this.closing;
  }

  private async cleanUp(run: RunBatch): Promise<void> {
    // Sync also ends an extended query left half done (after Flush); then a transaction may remain.
    const answer = await run(closeStatementsBatch(this.statements));
    if (finalTransactionStatus(answer) !== 'I') await run(simpleQuery('ROLLBACK'));
  }

  private receive(chunk: Buffer): void {
    if (this.closing) return;
    const buffer = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let offset = 0;
    while (offset < buffer.length) {
      if (!this.startedUp) {
        if (buffer.length - offset < 8) break;
        const length = buffer.readInt32BE(offset);
        if (buffer.length - offset < length) break;
        const code = buffer.readInt32BE(offset + 4);
        offset += length;
        if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) {
          this.socket.write('N'); // no encryption on a local socket; the client goes on in plain text
        } else if (code === CANCEL_REQUEST_CODE) {
          void this.close(); // not supported: the query runs to its end
          return;
        } else {
          // Whoever connects gets the session PGlite greeted us with (it has one database, one user).
          this.startedUp = true;
          this.socket.write(this.greeting);
        }
        continue;
      }
      const length = typedMessageLength(buffer, offset);
      if (length === 0) break;
      const message = buffer.subarray(offset, offset + length);
      offset += length;
      const type = message[0]!;
      if (type === TERMINATE) {
        void this.close();
        return;
      }
      this.batch.push(
        renameStatements(message, this.prefix, (change, name) => {
          if (change === 'parsed') this.statements.add(name);
          else this.statements.delete(name);
        }),
      );
      if (endsBatch(type)) {
        const messages = this.batch;
        this.batch = [];
        this.submit(messages);
      }
    }
    // Keep an incomplete message (and copy it: `chunk` may be a view into a pooled buffer).
    this.pending = offset < buffer.length ? Buffer.from(buffer.subarray(offset)) : Buffer.alloc(0);
  }

  private submit(messages: Buffer[]): void {
    const text = messages.length === 1 ? queryText(messages[0]!) : null;
    const answer =
      text !== null && DEALLOCATE_ALL.test(text)
        ? this.deallocateAll()
        : this.queue.run(this, messages.length === 1 ? messages[0]! : Buffer.concat(messages));
    // Write in order; a failed answer (connection closed, PGlite failed) ends the connection.
    this.answered = this.answered.then(async () => {
      try {
        const bytes = await answer;
        if (!this.closing && bytes.length > 0) this.socket.write(bytes);
      } catch {
        void this.close();
      }
    });
  }

  /** DEALLOCATE ALL as PostgreSQL answers it, for this connection's statements only. */
  private async deallocateAll(): Promise<Uint8Array> {
    const names = [...this.statements];
    this.statements.clear();
    const answer = await this.queue.run(this, closeStatementsBatch(names));
    return commandCompleteAnswer('DEALLOCATE ALL', finalTransactionStatus(answer) ?? 'I');
  }
}
