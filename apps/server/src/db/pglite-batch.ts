/**
 * Runs one batch of client messages on PGlite and returns PostgreSQL's whole answer as bytes.
 *
 * The streaming call hands PostgreSQL's bytes over as they are written. execProtocol and
 * execProtocolRaw also parse every message of the answer in JavaScript (a third of the worker
 * thread's time under load, measured with PGlite 0.3), and execProtocolRaw keeps the parsed
 * messages in a list that only execProtocol empties. Only the startup packet, which PGlite answers
 * itself rather than through PostgreSQL's output, takes execProtocolRaw.
 */
import type { PGlite } from '@electric-sql/pglite';

/** The startup packet begins with its length (whose first byte is 0), not a message type. */
const isStartupPacket = (batch: Uint8Array) => batch[0] === 0;

export function runPgliteBatch(db: PGlite, batch: Uint8Array): Promise<Uint8Array> {
  return isStartupPacket(batch) ? db.execProtocolRaw(batch) : streamAnswer(db, batch);
}

/** The chunks PGlite writes are views of its own memory, so each is copied before the next. */
async function streamAnswer(db: PGlite, batch: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  await db.execProtocolRawStream(batch, {
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0]!;
  const answer = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.length;
  }
  return answer;
}
