/**
 * The one path that stores a message (a send is a batch of one): the sends that arrive while a
 * batch is stored form the next, ONE statement each; the membership and block rule of a send
 * lives here only (`accepted`, explained by `outcome`). Why and how: docs/decisions.md
 * "Messaging: one path per operation" and "Sends are stored in batches".
 */
import { sql } from 'drizzle-orm';
import { rows as resultRows, type Database } from '../../../db/client.js';
import { ChatError } from '../chat-error.js';
import { CONVERSATION_KIND, type SendInput, type SendResult, type StoredMessage } from '../chat-model.js';

/** Most sends one statement stores; more wait for the next batch. */
export const MAX_BATCH = 256;
/** Batches being stored at once (each holds one pooled connection for one statement). */
export const MAX_IN_FLIGHT = 3;

interface Pending {
  input: SendInput;
  resolve: (result: SendResult) => void;
  reject: (error: unknown) => void;
}

interface BatchRow {
  ord: string;
  kind: number | null;
  members: string[] | null;
  blocked: boolean | null;
  muted: boolean | null;
  created: boolean | null;
  id: string | null;
  seq: string | null;
  type: number | null;
  content: string | null;
  extras: string | null;
  created_at: string | Date | null;
}

/**
 * One statement for the whole batch. `input` keeps the batch's order (`ord`); `accepted` ranks the
 * sends of each conversation in that order; `locked` takes the conversation rows in id order
 * before `bumped` moves each count by its number of sends; `inserted` numbers the messages from
 * the count the bump answered (the latest committed one: READ COMMITTED re-reads a row it waited
 * for). The last select answers every send: refused (no conversation, not a member, blocked), a
 * retry of a stored message, or the new message.
 */
async function storeBatch(db: Database, batch: Pending[], now: number): Promise<BatchRow[]> {
  const conversations = batch.map((p) => p.input.conversationId.toString());
  const senders = batch.map((p) => p.input.senderId.toString());
  const clientIds = batch.map((p) => p.input.clientMsgId);
  const types = batch.map((p) => p.input.type);
  const contents = batch.map((p) => p.input.content);
  const extras = batch.map((p) => p.input.extras);
  const at = new Date(now).toISOString();
  const result = await db.execute(sql`
    with input as (
      select * from unnest(${sql.param(conversations)}::int8[], ${sql.param(senders)}::int8[],
        ${sql.param(clientIds)}::text[], ${sql.param(types)}::int4[], ${sql.param(contents)}::text[],
        ${sql.param(extras)}::text[])
        with ordinality as i(conversation_id, sender_id, client_msg_id, type, content, extras, ord)
    ),
    conversation as (
      select c.id, c.kind,
        (select array_agg(m.user_id) from chat_members m where m.conversation_id = c.id) as members
      from chat_conversations c where c.id in (select conversation_id from input)
    ),
    checked as (
      select i.*, c.kind, c.members, p.id as previous_id,
        (c.kind = ${CONVERSATION_KIND.private} and exists (
          select 1 from chat_blocks b join chat_members m on m.user_id = b.user_id and m.conversation_id = c.id
          where b.blocked_id = i.sender_id)) as blocked,
        exists (select 1 from users u where u.id = i.sender_id and u.muted_until > ${at}::timestamptz) as muted
      from input i
      left join conversation c on c.id = i.conversation_id
      left join chat_messages p on p.sender_id = i.sender_id and p.client_msg_id = i.client_msg_id
    ),
    accepted as (
      select i.*,
        row_number() over (partition by i.conversation_id order by i.ord) as rank,
        count(*) over (partition by i.conversation_id) as n
      from checked i
      where i.kind is not null and i.sender_id = any(i.members) and not i.blocked and not i.muted and i.previous_id is null
        and (i.kind <> ${CONVERSATION_KIND.private} or cardinality(i.members) = 2)
    ),
    locked as (
      select c.id from chat_conversations c
      where c.id in (select conversation_id from accepted)
      order by c.id for update
    ),
    bumped as (
      update chat_conversations c set message_count = c.message_count + a.n
      from (select distinct conversation_id, n from accepted) a, locked l
      where c.id = a.conversation_id and l.id = c.id
      returning c.id, c.message_count
    ),
    inserted as (
      insert into chat_messages (conversation_id, seq, sender_id, type, content, extras, client_msg_id, created_at)
      select a.conversation_id, b.message_count - a.n + a.rank, a.sender_id, a.type, a.content, a.extras,
        a.client_msg_id, ${at}::timestamptz
      from accepted a join bumped b on b.id = a.conversation_id
      order by a.conversation_id, a.rank
      returning id, seq, sender_id, client_msg_id, type, content, extras, created_at
    )
    select i.ord, i.kind, i.members::text[] as members, i.blocked, i.muted,
      (n.id is not null) as created,
      coalesce(n.id, p.id) as id, coalesce(n.seq, p.seq) as seq, coalesce(n.type, p.type) as type,
      coalesce(n.content, p.content) as content, coalesce(n.extras, p.extras) as extras,
      coalesce(n.created_at, p.created_at) as created_at
    from checked i
    left join inserted n on n.sender_id = i.sender_id and n.client_msg_id = i.client_msg_id
    left join chat_messages p on p.id = i.previous_id
    order by i.ord`);
  return resultRows<BatchRow>(result);
}

/** One send's answer from its row of the batch: why it was refused, or the message (new or a retry's). */
function outcome(input: SendInput, row: BatchRow | undefined): SendResult | Error {
  if (!row) return new Error('send missing from its batch');
  if (row.kind === null) return new ChatError('chatNoConversation');
  const members = (row.members ?? []).map((id) => BigInt(id));
  if (!members.includes(input.senderId)) return new ChatError('chatNotMember');
  if (row.blocked) return new ChatError('chatBlocked');
  // Nobody to read it: the other person's account was erased (docs/privacy.md, "Cancelling an account").
  if (row.kind === CONVERSATION_KIND.private && members.length < 2 && !row.id) return new ChatError('chatPeerGone');
  // Muted by support from a report (docs/operator-console.md, "Members and support").
  if (row.muted && !row.id) return new ChatError('chatMuted');
  if (row.id === null || row.seq === null) return new Error('send neither stored nor found');
  const message: StoredMessage = {
    id: BigInt(row.id),
    conversationId: input.conversationId,
    seq: BigInt(row.seq),
    senderId: input.senderId,
    type: Number(row.type),
    content: row.content ?? '',
    extras: row.extras ?? '',
    clientMsgId: input.clientMsgId,
    createdAt: new Date(row.created_at!),
  };
  return { message, created: Boolean(row.created), kind: Number(row.kind), members };
}

export interface SendBatcher {
  send(input: SendInput): Promise<SendResult>;
  /** Batches stored so far, and how many of them failed as a whole (stored send by send). */
  readonly stats: { batches: number; failed: number };
}

/**
 * A send stored as a batch of one, after its batch failed as a whole. A second try answers a retry
 * that raced its original on another node: the unique key made the first wait for that original to
 * commit, so the second finds it (`previous_id`) and answers it.
 */
async function storeAlone(db: Database, pending: Pending, now: number): Promise<SendResult | Error> {
  for (let attempt = 1; ; attempt++) {
    try {
      return outcome(pending.input, (await storeBatch(db, [pending], now))[0]);
    } catch (error) {
      if (attempt === 2) return error instanceof Error ? error : new Error(String(error));
    }
  }
}

export function createSendBatcher({ db, now = Date.now }: { db: Database; now?: () => number }): SendBatcher {
  let queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Conversations with a send in a batch being stored. */
  const storing = new Set<bigint>();
  const stats = { batches: 0, failed: 0 };

  async function runBatch(batch: Pending[]) {
    // A retry of a send still in this batch (same sender and client id) gets the first one's answer.
    const byKey = new Map<string, Pending[]>();
    const distinct: Pending[] = [];
    for (const p of batch) {
      const key = `${p.input.senderId}:${p.input.clientMsgId}`;
      const same = byKey.get(key);
      if (same) same.push(p);
      else {
        byKey.set(key, [p]);
        distinct.push(p);
      }
    }
    let rows: BatchRow[];
    stats.batches++;
    try {
      rows = await storeBatch(db, distinct, now());
    } catch {
      stats.failed++;
      // Nothing of the batch was stored: each send goes alone, in order.
      for (const p of distinct) settle(byKey.get(`${p.input.senderId}:${p.input.clientMsgId}`)!, await storeAlone(db, p, now()));
      return;
    }
    // `ord` is the 1-based place of the send in the batch's arrays.
    const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
    distinct.forEach((p, i) =>
      settle(byKey.get(`${p.input.senderId}:${p.input.clientMsgId}`)!, outcome(p.input, byOrd.get(i + 1))),
    );
  }

  function settle(group: Pending[], result: SendResult | Error) {
    group.forEach((p, i) => {
      if (result instanceof Error) p.reject(result);
      else p.resolve(i === 0 ? result : { ...result, created: false });
    });
  }

  /**
   * Starts a batch from the queue: at most MAX_IN_FLIGHT are being stored at once (the next one
   * gathers while they are), and a conversation is in at most one of them, so this process's
   * sends of one conversation take their sequences in the order they arrived, and two of our own
   * batches never wait on each other's row locks.
   */
  function launch() {
    scheduled = false;
    if (inFlight >= MAX_IN_FLIGHT) return;
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const waiting = new Set<bigint>();
    for (const p of queue) {
      const id = p.input.conversationId;
      if (batch.length >= MAX_BATCH || storing.has(id) || waiting.has(id)) {
        rest.push(p);
        waiting.add(id);
      } else batch.push(p);
    }
    queue = rest;
    // Everything waits for a conversation being stored: that batch's end launches the next.
    if (!batch.length) return;
    const conversations = new Set(batch.map((p) => p.input.conversationId));
    for (const id of conversations) storing.add(id);
    inFlight++;
    void runBatch(batch)
      .catch(() => undefined) // runBatch settles its own sends; later batches must run regardless
      .finally(() => {
        inFlight--;
        for (const id of conversations) storing.delete(id);
        schedule();
      });
    schedule();
  }

  function schedule() {
    if (scheduled || inFlight >= MAX_IN_FLIGHT || !queue.length) return;
    scheduled = true;
    // The sends read in this turn of the event loop join the batch.
    setImmediate(launch);
  }

  return {
    stats,
    send(input) {
      return new Promise<SendResult>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        schedule();
      });
    },
  };
}
