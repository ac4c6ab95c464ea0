/** A row of the conversation list's statement (conversations.ts `overview`) read into its typed shape. */

export interface OverviewRow {
  id: string;
  kind: number;
  name: string;
  message_count: string;
  created_at: string | Date;
  read_seq: string;
  role: number;
  unread: string;
  member_count: string;
  last_sender_id: string | null;
  last_type: number | null;
  last_content: string | null;
  last_created_at: string | Date | null;
  peer_id: string | null;
  peer_read_seq: string | null;
  peer_nickname: string | null;
  peer_avatar_version: string | null;
  blocked: boolean;
}

export interface ConversationOverview {
  id: bigint;
  kind: number;
  name: string;
  messageCount: bigint;
  readSeq: bigint;
  role: number;
  unread: number;
  memberCount: number;
  activityAt: Date;
  last: { senderId: bigint; type: number; content: string; createdAt: Date } | null;
  peer: { userId: bigint; readSeq: bigint; nickname: string | null; avatarVersion: string | null } | null;
  blocked: boolean;
}

export function overviewOf(r: OverviewRow): ConversationOverview {
  return {
    id: BigInt(r.id),
    kind: Number(r.kind),
    name: r.name,
    messageCount: BigInt(r.message_count),
    readSeq: BigInt(r.read_seq),
    role: Number(r.role),
    unread: Number(r.unread),
    memberCount: Number(r.member_count),
    activityAt: new Date(r.last_created_at ?? r.created_at),
    blocked: Boolean(r.blocked),
    last:
      r.last_sender_id === null
        ? null
        : {
            senderId: BigInt(r.last_sender_id),
            type: Number(r.last_type),
            content: r.last_content ?? '',
            createdAt: new Date(r.last_created_at!),
          },
    peer:
      r.peer_id === null
        ? null
        : {
            userId: BigInt(r.peer_id),
            readSeq: BigInt(r.peer_read_seq ?? 0),
            nickname: r.peer_nickname,
            avatarVersion: r.peer_avatar_version,
          },
  };
}
