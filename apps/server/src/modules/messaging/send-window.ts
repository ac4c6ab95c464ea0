/**
 * Backpressure of one messaging socket: what the server has written and the client has not read
 * yet stays bounded, whatever the client does (docs/security.md "Messaging socket").
 *
 *  - Above SEND_BUFFER.pauseAboveBytes buffered, the socket is paused: later frames are held in
 *    order, the session's producers (sync pages, gap fills) wait, and the client's requests are not
 *    read (their answers would only add to the buffer). The TCP socket's 'drain' resumes it.
 *  - A socket that does not drain within the drain deadline, or whose buffered and held bytes pass
 *    SEND_BUFFER.closeAboveBytes, is closed with 1013 (try again later) and cut: a client that does
 *    not read would not read the close frame either.
 */
import type { Socket } from 'node:net';
import { messagingCloseCodes } from '@culture/protocol';

export const SEND_BUFFER = {
  /** Buffered bytes above which the socket is paused until its TCP socket drains. */
  pauseAboveBytes: 1024 * 1024,
  /** Buffered plus held bytes above which the socket is closed. */
  closeAboveBytes: 4 * 1024 * 1024,
} as const;

/** The parts of ws's WebSocket the window uses. */
export interface WindowSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(bytes: Uint8Array): void;
  pause(): void;
  resume(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

const OPEN = 1;

export class SendWindow {
  /** Frames written while paused, in order; null while not paused. */
  private held: Uint8Array[] | null = null;
  private heldBytes = 0;
  // Made when the socket pauses: an idle socket (most of them) costs a few fields.
  private waiters: Array<() => void> | null = null;
  private deadline: ReturnType<typeof setTimeout> | null = null;
  private drained: (() => void) | null = null;

  constructor(
    private readonly socket: WindowSocket,
    /** The TCP socket under it; undefined for an injected stream (no backpressure there). */
    private readonly tcp: Socket | undefined,
    private readonly drainDeadlineMs: number,
  ) {}

  /** Still open for writing. */
  get open(): boolean {
    return this.socket.readyState === OPEN;
  }

  get paused(): boolean {
    return this.held !== null;
  }

  /** Writes a frame now, or holds it behind what waits. */
  write(frame: Uint8Array): void {
    if (this.socket.readyState !== OPEN) return;
    if (this.held) {
      this.held.push(frame);
      this.heldBytes += frame.length;
      if (this.socket.bufferedAmount + this.heldBytes > SEND_BUFFER.closeAboveBytes) this.giveUp();
      return;
    }
    this.socket.send(frame);
    if (this.socket.bufferedAmount > SEND_BUFFER.pauseAboveBytes) this.pause();
  }

  /** Resolves when producing may go on: at once unless paused; also when the socket is given up. */
  ready(): Promise<void> | undefined {
    if (!this.held) return undefined;
    return new Promise((resolve) => (this.waiters ??= []).push(resolve));
  }

  private pause() {
    if (!this.tcp || this.held) return;
    this.held = [];
    this.socket.pause();
    this.drained ??= () => this.onDrain();
    this.tcp.once('drain', this.drained);
    this.deadline = setTimeout(() => this.giveUp(), this.drainDeadlineMs);
  }

  private onDrain() {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
    const held = this.held ?? [];
    this.held = null;
    this.heldBytes = 0;
    for (let i = 0; i < held.length; i++) {
      if (this.socket.readyState !== OPEN) break;
      this.socket.send(held[i]!);
      if (this.socket.bufferedAmount > SEND_BUFFER.pauseAboveBytes && i < held.length - 1) {
        this.pause();
        const rest = held.slice(i + 1);
        this.held = rest;
        this.heldBytes = rest.reduce((sum, frame) => sum + frame.length, 0);
        return;
      }
    }
    if (this.socket.bufferedAmount > SEND_BUFFER.pauseAboveBytes) return this.pause();
    this.socket.resume();
    this.release();
  }

  /** Closes a socket that does not read: 1013, then cut (the close frame sits behind the rest). */
  giveUp(): void {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
    if (this.drained) this.tcp?.off('drain', this.drained);
    this.held = null;
    this.heldBytes = 0;
    this.socket.close(messagingCloseCodes.readTooSlowly, 'not reading');
    this.socket.terminate();
    this.release();
  }

  /** Closes the socket with a code the client can read (when it reads). */
  end(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** The socket closed: nothing waits any more. */
  close(): void {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
    if (this.drained) this.tcp?.off('drain', this.drained);
    this.held = null;
    this.release();
  }

  private release() {
    const waiters = this.waiters ?? [];
    this.waiters = null;
    for (const resolve of waiters) resolve();
  }
}
