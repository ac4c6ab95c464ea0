/**
 * Profile (spec §2, /My; needs login): avatar, nickname, gender, masked phone, wallets; edit
 * profile, log out; the privacy rights (docs/privacy.md): a pending cancellation and keeping the
 * account, "Download my data", and cancelling the account (7 days' cooling-off) after confirming.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { APP_ROUTES } from '@culture/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { Modal } from '../../../components/overlay/modal';
import { RequireLogin } from '../../../components/page/require-login';
import { useCurrentUser } from '../../../lib/current-user';
import { withQueryClient } from '../../../lib/query-client';
import { showToast } from '../../../lib/toast';
import { WALLET_ROUTES } from '../../../lib/wallet/wallet-routes';
import { useCancellation, useRequestCancellation, useUnreadNotices } from '../api/privacy-api';
import { Avatar } from '../../../components/avatar';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { GuardianEntry } from '../components/guardian-entry';
import { DataExportSection, PendingCancellation } from '../components/privacy-rights';
import { WalletAccounts } from '../components/wallet-accounts';
import { logout } from '../../../lib/session-lifecycle';
import styles from '../components/my-profile.module.css';

function Profile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useRequestCancellation();
  const cancellationPending = Boolean(useCancellation().data?.pending);
  const unreadNotices = useUnreadNotices().data ?? 0;

  if (current.status !== 'loggedIn') {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spinner size={40} />
      </div>
    );
  }
  const { user } = current;

  const onLogout = async () => {
    await logout();
    showToast(t('my.loggedOut'), 'ok');
    navigate('/', { replace: true });
  };

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        setConfirmingDelete(false);
        await logout({ serverSide: false });
        showToast(t('my.deleted'), 'ok');
        navigate('/', { replace: true });
      },
      onError: (error) => showToast(error.message, 'warning'),
    });

  return (
    <>
      <PendingCancellation />
      <section className={styles.card} data-testid="profile-card">
        <Avatar src={user.avatar} name={user.first_name} size={64} />
        <div>
          <p className={styles.name} data-testid="profile-name">
            {user.first_name}
          </p>
          {user.telephone && (
            <p className={styles.sub} data-testid="profile-phone">
              {user.telephone}
            </p>
          )}
        </div>
      </section>
      <div className={styles.list}>
        <Link to={APP_ROUTES.myTicket} className={`${styles.item} ${styles.link}`} data-testid="profile-coupons">
          <span>{t('coupons.title')}</span>
          <span aria-hidden>›</span>
        </Link>
        <Link to={APP_ROUTES.myMedal} className={`${styles.item} ${styles.link}`} data-testid="profile-badges">
          <span>{t('medal.myTitle')}</span>
          <span aria-hidden>›</span>
        </Link>
        <Link to={APP_ROUTES.chat} className={`${styles.item} ${styles.link}`} data-testid="profile-chat">
          <span>{t('chat.title')}</span>
          <span aria-hidden>›</span>
        </Link>
        <Link to={WALLET_ROUTES.myNfts} className={`${styles.item} ${styles.link}`} data-testid="profile-nfts">
          <span>{t('nfts.title')}</span>
          <span aria-hidden>›</span>
        </Link>
        <Link to={WALLET_ROUTES.pass} className={`${styles.item} ${styles.link}`} data-testid="profile-pass">
          <span>{t('pass.title')}</span>
          <span aria-hidden>›</span>
        </Link>
        <Link to={APP_ROUTES.myEvents} className={`${styles.item} ${styles.link}`} data-testid="profile-events">
          <span>{t('signups.mine.title')}</span>
          <span aria-hidden>›</span>
        </Link>
        <Link to={APP_ROUTES.myOrders} className={`${styles.item} ${styles.link}`} data-testid="profile-orders">
          <span>{t('checkout.orders.title')}</span>
          <span aria-hidden>›</span>
        </Link>
        <GuardianEntry />
        <Link to={APP_ROUTES.notices} className={`${styles.item} ${styles.link}`} data-testid="profile-notices">
          <span>{t('notices.entry')}</span>
          <span>
            {unreadNotices > 0 && (
              <span className={styles.badge} data-testid="profile-notices-unread">
                {t('notices.unread', { count: unreadNotices })}
              </span>
            )}{' '}
            <span aria-hidden>›</span>
          </span>
        </Link>
        <Link to={APP_ROUTES.privacyRequests} className={`${styles.item} ${styles.link}`} data-testid="profile-rights">
          <span>{t('rights.entry')}</span>
          <span aria-hidden>›</span>
        </Link>
        {/* The policy in two taps from /My (docs/privacy.md, "Four taps"). */}
        <Link to={APP_ROUTES.privacySettings} className={`${styles.item} ${styles.link}`} data-testid="profile-privacy">
          <span>{t('consent.privacySettings')}</span>
          <span aria-hidden>›</span>
        </Link>
        <div className={styles.item}>
          <span>{t('my.gender')}</span>
          <span data-testid="profile-gender-value">{t(`my.genders.${user.gender}`)}</span>
        </div>
        <div className={styles.item}>
          <span>{t('my.phone')}</span>
          <span>{user.telephone ?? '—'}</span>
        </div>
        {user.wechat && (
          <div className={styles.item} data-testid="profile-wechat">
            <span>{t('my.wechat')}</span>
            <span>{user.wechat.nickname ?? t('my.wechatLinked')}</span>
          </div>
        )}
      </div>
      <WalletAccounts user={user} />
      <DataExportSection />
      <div className={styles.actions}>
        <Button onClick={() => setEditing(true)} data-testid="profile-edit">
          {t('my.editProfile')}
        </Button>
        <Button variant="ghost" onClick={() => void onLogout()} data-testid="profile-logout">
          {t('my.logout')}
        </Button>
        {!cancellationPending && (
          <Button
            variant="plain"
            className={styles.danger}
            onClick={() => setConfirmingDelete(true)}
            data-testid="profile-delete"
          >
            {t('my.deleteAccount')}
          </Button>
        )}
      </div>
      {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
      <Modal
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('my.deleteTitle')}
        closeLabel={t('app.close')}
        testId="delete-confirm"
        footer={
          <>
            <Button variant="plain" onClick={() => setConfirmingDelete(false)}>
              {t('app.cancel')}
            </Button>
            <Button
              onClick={onDelete}
              disabled={remove.isPending}
              style={{ background: 'var(--color-cinnabar)', color: '#fff' }}
              data-testid="delete-confirm-action"
            >
              {t('my.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('my.deleteText')}</p>
      </Modal>
    </>
  );
}

export const MyPage = withQueryClient(function MyPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('my.title')}>
      <RequireLogin>
        <Profile />
      </RequireLogin>
    </Layout>
  );
});
