/**
 * Runs one batch of client messages on PGlite and returns PostgreSQL's whole answer as bytes.
 *
 * The streaming call hands PostgreSQL's bytes over as they are written. execProtocol and
 * execProtocolRaw also parse every message of the answer in JavaScript (a third of the worker
 * thread's time under load, measured with PGlite 0.3), execProtocolRaw keeps the parsed messages
 * in a list that only execProtocol empties, and its answer is a view of a buffer PGlite reuses.
 * The startup packet streams like any other batch.
 */
import type { PGlite } from '@electric-sql/pglite';

/** The chunks PGlite writes are views of its own memory, so each is copied before the next. */
export async function runPgliteBatch(db: PGlite, batch: Uint8Array): Promise<Uint8Array> {
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
