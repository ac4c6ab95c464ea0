/** A member's card: picture, nickname, "send message", block or unblock. */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routePath } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { Modal } from '../../../components/overlay/modal';
import { useChat } from '../../../lib/messaging/chat-store';
import { openPrivateConversation, setBlocked } from '../../../lib/messaging/rpc';
import { withQueryClient } from '../../../lib/query-client';
import { refusalText } from '../../../lib/messaging/chat-invitations';
import { showToast } from '../../../lib/toast';
import { Avatar } from '../../../components/avatar';
import { useUserCard } from '../api/user-queries';
import { ReportDialog } from '../components/report-dialog';
import styles from '../components/chat.module.css';

function Profile({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chat = useChat();
  const card = useUserCard(userId);
  const [busy, setBusy] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const conversation = Object.values(chat.conversations).find((c) => c.kind === 'private' && c.peer?.user_id === userId);
  const blocked = conversation?.blocked ?? false;
  const isMe = chat.me === userId;

  if (card.isPending)
    return (
      <div className={styles.center}>
        <Spinner size={32} />
      </div>
    );
  if (card.isError) return <EmptyState illustration="error" text={t('chat.loadFailed')} />;
  const person = card.data;
  if (!person) return <EmptyState illustration="not-found" text={t('chat.personNotFound')} testId="profile-not-found" />;

  const name = person.nickname || t('chat.unknownPerson');
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // A refusal someone reads (a child waiting for a guardian) in their language.
      showToast(refusalText(error) ?? t('chat.actionFailed'), 'warning');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.profile} data-testid="user-profile">
      <Avatar src={person.avatar} name={name} size={88} />
      <h2 className={styles.profileName} data-testid="user-profile-name">
        {name}
      </h2>
      {chat.online[userId] !== undefined && (
        <p className={styles.hint}>{t(chat.online[userId] ? 'chat.online' : 'chat.offline')}</p>
      )}
      {!isMe && (
        <div className={styles.profileActions}>
          <Button
            block
            disabled={busy || !chat.loaded}
            onClick={() =>
              void act(async () => {
                const id = await openPrivateConversation(userId);
                navigate(routePath(APP_ROUTES.chatConversation, { id }));
              })
            }
            data-testid="user-send-message"
          >
            {t('chat.sendMessage')}
          </Button>
          <Button
            block
            variant="plain"
            className={blocked ? undefined : styles.danger}
            disabled={busy || !chat.loaded}
            onClick={() =>
              blocked
                ? void act(() => setBlocked(userId, false).then(() => void showToast(t('chat.unblocked'), 'ok')))
                : setConfirmBlock(true)
            }
            data-testid="user-block"
          >
            {blocked ? t('chat.unblock') : t('chat.block')}
          </Button>
          <Button block variant="plain" onClick={() => setReporting(true)} data-testid="user-report">
            {t('chat.report.action')}
          </Button>
        </div>
      )}
      {reporting && <ReportDialog target={{ target: 'user', user_id: userId }} onClose={() => setReporting(false)} />}
      <Modal
        open={confirmBlock}
        onClose={() => setConfirmBlock(false)}
        title={t('chat.block')}
        closeLabel={t('app.close')}
        testId="block-confirm"
        footer={
          <>
            <Button variant="plain" onClick={() => setConfirmBlock(false)}>
              {t('app.cancel')}
            </Button>
            <Button
              style={{ background: 'var(--color-cinnabar)', color: '#fff' }}
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await setBlocked(userId, true);
                  setConfirmBlock(false);
                  showToast(t('chat.blocked'), 'ok');
                })
              }
              data-testid="block-confirm-action"
            >
              {t('chat.block')}
            </Button>
          </>
        }
      >
        <p>{t('chat.blockConfirm', { name })}</p>
      </Modal>
    </section>
  );
}

export const UserProfilePage = withQueryClient(function UserProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return (
    <Layout title={t('chat.profile')} back={{ fallback: APP_ROUTES.chat }}>
      <RequireLogin>
        {/^\d{1,19}$/.test(id) ? (
          <Profile userId={id} />
        ) : (
          <EmptyState illustration="not-found" text={t('chat.personNotFound')} testId="profile-not-found" />
        )}
      </RequireLogin>
    </Layout>
  );
});
