/** Messages: the person's conversations, newest first, with unread badges. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatPerson } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { useChat } from '../../../lib/messaging/chat-store';
import { sortedConversations } from '../../../lib/messaging/conversation-list';
import { withQueryClient } from '../../../lib/query-client';
import { ConnectionNotice } from '../components/connection-notice';
import { ConversationRow } from '../components/conversation-row';
import { InvitationList } from '../components/invitation-list';
import { MyReports } from '../components/my-reports';
import { NewChatDialog, NewGroupDialog } from '../components/new-conversation-dialogs';
import styles from '../components/chat.module.css';

function ConversationList() {
  const { t } = useTranslation();
  const chat = useChat();
  const [dialog, setDialog] = useState<'chat' | 'group' | null>(null);
  const conversations = useMemo(() => sortedConversations(chat), [chat]);
  const known: ChatPerson[] = useMemo(
    () => conversations.flatMap((c) => (c.kind === 'private' && c.peer ? [c.peer] : [])),
    [conversations],
  );

  return (
    <>
      <ConnectionNotice status={chat.status} loaded={chat.loaded} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setDialog('chat')} disabled={!chat.loaded} data-testid="chat-new">
          {t('chat.newChat')}
        </Button>
        <Button variant="ghost" onClick={() => setDialog('group')} disabled={!chat.loaded} data-testid="chat-new-group">
          {t('chat.newGroup')}
        </Button>
      </div>
      <InvitationList />
      <MyReports enabled={chat.loaded} />
      {!chat.loaded ? (
        <div className={styles.center}>
          <Spinner size={32} />
        </div>
      ) : conversations.length === 0 ? (
        <EmptyState title={t('chat.empty')} text={t('chat.emptyText')} testId="chat-empty" />
      ) : (
        <ul className={styles.list} data-testid="conversation-list">
          {conversations.map((c) => (
            <ConversationRow key={c.id} conversation={c} me={chat.me} />
          ))}
        </ul>
      )}
      {dialog === 'chat' && <NewChatDialog known={known} onClose={() => setDialog(null)} />}
      {dialog === 'group' && <NewGroupDialog known={known} onClose={() => setDialog(null)} />}
    </>
  );
}

export const ChatListPage = withQueryClient(function ChatListPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('chat.title')} back>
      <RequireLogin>
        <ConversationList />
      </RequireLogin>
    </Layout>
  );
});
