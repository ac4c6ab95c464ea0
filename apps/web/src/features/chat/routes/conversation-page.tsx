/**
 * One conversation: bubbles with sending / not sent / sent / read, typing, load older
 * on scroll up (the position stays put), a jump to new messages when reading further up, group
 * members and info, the other person's presence and profile. Writing works offline: the bubble
 * waits as "sending" and goes out when the connection is back.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { APP_ROUTES, routePath, type ChatPerson, DELETED_ACCOUNT_ID } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { useChat, type ConversationView } from '../../../lib/messaging/chat-store';
import { sortedConversations } from '../../../lib/messaging/conversation-list';
import { markRead, setViewing } from '../../../lib/messaging/read-marks';
import { checkPresence, groupMembers, loadOlder, setBlocked } from '../../../lib/messaging/rpc';
import { withQueryClient } from '../../../lib/query-client';
import { isLoggedIn, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { ConnectionNotice } from '../components/connection-notice';
import { Composer } from '../components/composer';
import { GroupInfoDialog } from '../components/group-info-dialog';
import { MessageBubble } from '../components/message-bubble';
import { ReportDialog, type ReportTarget } from '../components/report-dialog';
import { chatTime, conversationTitle } from '../lib/chat-time';
import styles from '../components/chat.module.css';

/** A time label goes above a message that comes this long after the previous one. */
const TIME_GAP_MS = 5 * 60_000;
const NEAR_BOTTOM_PX = 120;

const nearBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - NEAR_BOTTOM_PX;
const scrollToBottom = () => window.scrollTo(0, document.documentElement.scrollHeight);

function Messages({ conversation }: { conversation: ConversationView }) {
  const { t, i18n } = useTranslation();
  const chat = useChat();
  const me = chat.me;
  const { id, messages } = conversation;
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [fresh, setFresh] = useState(0);
  const [infoOpen, setInfoOpen] = useState(false);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const keep = useRef<{ height: number; y: number } | null>(null);
  const previous = useRef<{ first?: string; last?: string; count: number }>({ count: 0 });
  const connected = chat.status === 'live' || chat.status === 'syncing';

  const members = useQuery({
    queryKey: ['chat', 'members', id, conversation.members],
    queryFn: () => groupMembers(id),
    enabled: conversation.kind === 'group' && connected,
  });
  const names = useMemo(() => new Map((members.data ?? []).map((m) => [m.user_id, m.nickname])), [members.data]);

  useEffect(() => {
    setViewing(id);
    const onVisible = () => markRead(id);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      setViewing(null);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [id]);

  const peerId = conversation.peer?.user_id;
  useEffect(() => {
    if (peerId && chat.status === 'live') void checkPresence([peerId]);
  }, [peerId, chat.status]);

  const older = async () => {
    if (olderState === 'loading' || conversation.complete || !connected) return;
    keep.current = messages.length ? { height: document.documentElement.scrollHeight, y: window.scrollY } : null;
    setOlderState('loading');
    try {
      await loadOlder(id);
      setOlderState('idle');
    } catch {
      keep.current = null;
      setOlderState('error');
    }
  };

  // The first page, and older pages whenever the top comes into view.
  useEffect(() => {
    if (!messages.length && !conversation.complete && connected && olderState === 'idle') void older();
    const sentinel = top.current;
    if (!sentinel) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && messages.length) void older();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  });

  // Keep the reader's place: older messages above keep the view still; new ones at the bottom
  // scroll into view when the reader is at the bottom (or wrote them), else the jump button counts them.
  useLayoutEffect(() => {
    const first = messages[0]?.clientMsgId;
    const lastMessage = messages[messages.length - 1];
    const last = lastMessage?.clientMsgId;
    const before = previous.current;
    if (first !== before.first && keep.current) {
      window.scrollTo(0, keep.current.y + document.documentElement.scrollHeight - keep.current.height);
      keep.current = null;
    } else if (before.count === 0 && messages.length) {
      scrollToBottom();
    } else if (last !== before.last && lastMessage) {
      if (lastMessage.senderId === me || nearBottom()) scrollToBottom();
      else setFresh((n) => n + 1);
    }
    previous.current = { first, last, count: messages.length };
  }, [messages, me]);

  useEffect(() => {
    const onScroll = () => nearBottom() && setFresh(0);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const typingIds = Object.keys(conversation.typing);
  const typingName =
    typingIds.length === 1
      ? conversation.kind === 'private'
        ? conversation.peer?.nickname
        : names.get(typingIds[0]!)
      : undefined;
  const subtitle = typingIds.length
    ? typingName
      ? t('chat.typing', { name: typingName })
      : t('chat.someoneTyping')
    : conversation.kind === 'group'
      ? t('chat.members', { count: conversation.members })
      : peerId && chat.online[peerId] !== undefined
        ? t(chat.online[peerId] ? 'chat.online' : 'chat.offline')
        : '';
  const lastOwnStored = [...messages].reverse().find((m) => m.senderId === me && m.seq !== null);
  const known: ChatPerson[] = sortedConversations(chat).flatMap((c) => (c.kind === 'private' && c.peer ? [c.peer] : []));

  return (
    <>
      <div className={styles.header}>
        <span className={`${styles.subtitle} ${typingIds.length ? styles.typing : ''}`} data-testid="conversation-subtitle">
          {subtitle}
        </span>
        {conversation.kind === 'group' ? (
          <button type="button" className={styles.headerLink} onClick={() => setInfoOpen(true)} data-testid="group-info-open">
            {t('chat.groupInfo')}
          </button>
        ) : (
          peerId && (
            <Link to={routePath(APP_ROUTES.userProfile, { id: peerId })} className={styles.headerLink} data-testid="peer-profile">
              {t('chat.profile')}
            </Link>
          )
        )}
      </div>
      <ConnectionNotice status={chat.status} loaded={chat.loaded} />
      {conversation.blocked && (
        <p className={styles.notice} data-testid="blocked-notice">
          {t('chat.blockedNotice')}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void setBlocked(peerId!, false).then(() => showToast(t('chat.unblocked'), 'ok'))}
          >
            {t('chat.unblock')}
          </button>
        </p>
      )}
      <div ref={top} className={styles.top}>
        {conversation.complete ? (
          <p className={styles.hint}>{t('chat.beginning')}</p>
        ) : olderState === 'error' ? (
          <button type="button" className={styles.linkButton} onClick={() => void older()}>
            {t('chat.loadOlderFailed')} {t('app.retry')}
          </button>
        ) : (
          <span className={styles.hint} aria-live="polite">
            <Spinner size={18} /> {t('chat.loadingOlder')}
          </span>
        )}
      </div>
      <ol className={styles.messages} data-testid="messages">
        {messages.map((m, i) => {
          const own = m.senderId === me;
          const prev = messages[i - 1];
          const showTime = !prev || m.createdAt - prev.createdAt > TIME_GAP_MS;
          const newSender = !prev || prev.senderId !== m.senderId || showTime;
          return (
            <MessageRow
              key={m.clientMsgId || m.seq?.toString()}
              time={showTime ? chatTime(m.createdAt, i18n.language, t('chat.yesterday')) : null}
            >
              <MessageBubble
                conversationId={id}
                message={m}
                own={own}
                senderName={
                  conversation.kind === 'group' && !own && newSender
                    ? m.senderId === DELETED_ACCOUNT_ID
                      ? t('chat.deletedAccount')
                      : names.get(m.senderId) || t('chat.unknownPerson')
                    : undefined
                }
                read={conversation.kind === 'private' && m.seq !== null && m.seq <= conversation.peerReadSeq}
                showStatus={m === lastOwnStored}
                onReport={
                  !own && m.seq !== null && m.senderId !== DELETED_ACCOUNT_ID
                    ? () => setReporting({ target: 'message', conversation_id: id, seq: m.seq!.toString() })
                    : undefined
                }
              />
            </MessageRow>
          );
        })}
      </ol>
      {fresh > 0 && (
        <button
          type="button"
          className={styles.jump}
          onClick={() => {
            scrollToBottom();
            setFresh(0);
          }}
          data-testid="new-messages-jump"
        >
          {t('chat.newMessages')} ({fresh}) ↓
        </button>
      )}
      {reporting && <ReportDialog target={reporting} onClose={() => setReporting(null)} />}
      {infoOpen && conversation.kind === 'group' && (
        <GroupInfoDialog
          conversation={conversation}
          members={members.data ?? []}
          known={known}
          onChanged={() => void members.refetch()}
          onClose={() => setInfoOpen(false)}
        />
      )}
    </>
  );
}

function MessageRow({ time, children }: { time: string | null; children: React.ReactNode }) {
  return (
    <>
      {time && (
        <li className={styles.time} aria-hidden>
          {time}
        </li>
      )}
      {children}
    </>
  );
}

function Conversation({ id }: { id: string }) {
  const { t } = useTranslation();
  const chat = useChat();
  const conversation = chat.conversations[id];
  const title = conversation
    ? conversationTitle(conversation, { unknown: t('chat.unknownPerson'), deleted: t('chat.deletedAccount') })
    : t('chat.title');
  const body = !chat.loaded ? (
    <div className={styles.center}>
      <Spinner size={32} />
    </div>
  ) : !conversation ? (
    <EmptyState illustration="not-found" text={t('chat.notFound')} testId="conversation-not-found" />
  ) : (
    <Messages conversation={conversation} />
  );
  return (
    <Layout
      title={title}
      back={{ fallback: APP_ROUTES.chat }}
      tabBar={false}
      bottomBar={
        conversation ? (
          <Composer
            conversationId={id}
            disabled={conversation.blocked}
            closedNote={conversation.kind === 'private' && !conversation.peer ? t('chat.peerDeleted') : undefined}
          />
        ) : undefined
      }
    >
      {body}
    </Layout>
  );
}

export const ConversationPage = withQueryClient(function ConversationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const loggedIn = isLoggedIn(useSession());
  if (loggedIn && /^\d{1,19}$/.test(id)) return <Conversation id={id} />;
  return (
    <Layout title={t('chat.title')} back={{ fallback: APP_ROUTES.chat }}>
      <RequireLogin>
        <EmptyState illustration="not-found" text={t('chat.notFound')} testId="conversation-not-found" />
      </RequireLogin>
    </Layout>
  );
});
