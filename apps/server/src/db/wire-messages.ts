/**
 * The few facts about PostgreSQL's wire protocol (v3) that the embedded wire server needs: where a
 * client's message ends, which messages end a batch that can run in one go, how a backend answer
 * ends, and how to give a connection's named statements and portals their own names on the one
 * PGlite session. https://www.postgresql.org/docs/current/protocol-message-formats.html
 */

/** Codes a client may send in place of a startup packet (the int32 after the length). */
export const SSL_REQUEST_CODE = 80877103;
export const GSSENC_REQUEST_CODE = 80877104;
export const CANCEL_REQUEST_CODE = 80877102;

/**
 * Client messages after which the client waits for an answer: the batch so far runs in one
 * `execProtocolRaw` call. Sync ends an extended query, Query is a whole simple query, Flush asks for
 * the answers so far, password answers authentication, FunctionCall, CopyDone and CopyFail end
 * their exchanges. Parse, Bind, Describe, Execute, Close and CopyData wait for one of these.
 */
const BATCH_END = new Set(['S', 'Q', 'H', 'p', 'F', 'c', 'f'].map((c) => c.charCodeAt(0)));

export const TERMINATE = 'X'.charCodeAt(0);
const PARSE = 'P'.charCodeAt(0);
const BIND = 'B'.charCodeAt(0);
const DESCRIBE = 'D'.charCodeAt(0);
const CLOSE = 'C'.charCodeAt(0);
const EXECUTE = 'E'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
const SYNC = 'S'.charCodeAt(0);
const STATEMENT = 'S'.charCodeAt(0);
const READY_FOR_QUERY = 'Z'.charCodeAt(0);
const COMMAND_COMPLETE = 'C'.charCodeAt(0);

export function endsBatch(type: number): boolean {
  return BATCH_END.has(type);
}

/** Length of the complete typed message at `offset`, or 0 if `buffer` does not hold all of it yet. */
export function typedMessageLength(buffer: Buffer, offset: number): number {
  if (buffer.length - offset < 5) return 0;
  const length = 1 + buffer.readInt32BE(offset + 1);
  return buffer.length - offset >= length ? length : 0;
}

/**
 * The transaction status of the ReadyForQuery that ends a backend answer ('I' idle, 'T' in a
 * transaction, 'E' in a failed one), or null when the answer does not end with one (after Flush,
 * or during authentication). Walks the messages: the last six bytes alone could be row data.
 */
export function finalTransactionStatus(answer: Uint8Array): string | null {
  const view = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  let offset = 0;
  let last = -1;
  while (offset + 5 <= view.length) {
    last = offset;
    offset += 1 + view.readInt32BE(offset + 1);
  }
  if (last < 0 || view[last] !== READY_FOR_QUERY) return null;
  return String.fromCharCode(view[last + 5]!);
}

/**
 * Renames the named prepared statements and portals a message refers to (Parse, Bind, Describe,
 * Close, Execute) to `prefix + name`, so connections sharing PGlite's one session cannot see or
 * overwrite each other's. Unnamed ones stay as they are: a batch runs whole, so nobody else's
 * Parse lands between a connection's unnamed Parse and its Bind. Returns the message unchanged
 * (same buffer) when there is nothing to rename, and reports each statement name a Parse creates
 * or a Close drops.
 *
 * PostgreSQL keys prepared statements by their first 63 bytes, so a name should leave room for
 * the prefix; ours are short.
 */
export function renameStatements(
  message: Buffer,
  prefix: string,
  onStatement: (change: 'parsed' | 'closed', name: string) => void,
): Buffer {
  const type = message[0];
  // Offsets of the names in this message, in order; each ends at a NUL byte.
  let names: number[];
  let statementAt = -1;
  if (type === PARSE) {
    names = [5];
    statementAt = 5;
  } else if (type === BIND) {
    const statement = message.indexOf(0, 5) + 1;
    names = [5, statement];
    statementAt = statement;
  } else if (type === DESCRIBE || type === CLOSE) {
    names = [6];
    if (message[5] === STATEMENT) statementAt = 6;
  } else if (type === EXECUTE) {
    names = [5];
  } else {
    return message;
  }
  if (names.every((at) => message[at] === 0)) return message;

  const parts: Buffer[] = [];
  let copied = 5; // past the type and length, written last
  for (const at of names) {
    parts.push(message.subarray(copied, at));
    const end = message.indexOf(0, at);
    if (end > at) {
      const name = message.toString('utf8', at, end);
      parts.push(Buffer.from(prefix + name, 'utf8'));
      if (at === statementAt && type === PARSE) onStatement('parsed', prefix + name);
      if (at === statementAt && type === CLOSE) onStatement('closed', prefix + name);
    }
    copied = end;
  }
  parts.push(message.subarray(copied));
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(5);
  header[0] = type!;
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

/** The text of a simple Query message. */
export function queryText(message: Buffer): string | null {
  if (message[0] !== QUERY) return null;
  return message.toString('utf8', 5, message.length - 1);
}

/** Close ('S') messages for the given statement names followed by Sync. */
export function closeStatementsBatch(names: Iterable<string>): Buffer {
  const parts: Buffer[] = [];
  for (const name of names) {
    const bytes = Buffer.from(name, 'utf8');
    const message = Buffer.alloc(1 + 4 + 1 + bytes.length + 1);
    message[0] = CLOSE;
    message.writeInt32BE(message.length - 1, 1);
    message[5] = STATEMENT;
    bytes.copy(message, 6);
    parts.push(message);
  }
  parts.push(Buffer.from([SYNC, 0, 0, 0, 4]));
  return Buffer.concat(parts);
}

/** A simple Query message. */
export function simpleQuery(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const message = Buffer.alloc(1 + 4 + bytes.length + 1);
  message[0] = QUERY;
  message.writeInt32BE(message.length - 1, 1);
  bytes.copy(message, 5);
  return message;
}

/** CommandComplete with `tag`, then ReadyForQuery with `status`: how a simple query's answer ends. */
export function commandCompleteAnswer(tag: string, status: string): Buffer {
  const bytes = Buffer.from(tag, 'utf8');
  const complete = Buffer.alloc(1 + 4 + bytes.length + 1);
  complete[0] = COMMAND_COMPLETE;
  complete.writeInt32BE(complete.length - 1, 1);
  bytes.copy(complete, 5);
  const ready = Buffer.from([READY_FOR_QUERY, 0, 0, 0, 5, status.charCodeAt(0)]);
  return Buffer.concat([complete, ready]);
}
