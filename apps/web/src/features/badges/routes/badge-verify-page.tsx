/**
 * Public verification of a badge (/badge/verify/<token>, the QR on a badge's detail): a shop or a
 * friend sees that the badge is genuine, which event it is from, its serial and when it was
 * claimed, and never who holds it. An unknown or mistyped token says it could not be verified.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { withQueryClient } from '../../../lib/query-client';
import { useBadgeVerification } from '../api/badge-queries';
import { claimTimeText, serialText } from '../../../lib/badge-text';
import styles from './badge-verify.module.css';

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

function Verification({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const query = useBadgeVerification(token);
  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={40} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return notFound ? (
      <EmptyState
        illustration="not-found"
        title={t('badges.verify.invalidTitle')}
        text={t('badges.verify.invalid')}
        testId="verify-invalid"
      />
    ) : (
      <LoadFailed text={t('badges.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  const badge = query.data;
  return (
    <article className={styles.card} data-testid="verify-genuine">
      <p className={styles.seal}>
        <span aria-hidden="true">✓</span> {t('badges.verify.genuine')}
      </p>
      <img className={styles.art} src={badge.artwork} alt="" width={140} height={140} />
      <h2 className={styles.name}>{badge.name}</h2>
      <p className={styles.serial}>{serialText(t, badge)}</p>
      <p className={styles.time}>{t('badges.detail.claimedAt', { time: claimTimeText(badge.claimedAt, i18n.language) })}</p>
      <p className={styles.privacy}>{t('badges.verify.privacy')}</p>
    </article>
  );
}

export const BadgeVerifyPage = withQueryClient(function BadgeVerifyPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  return (
    <Layout title={t('badges.verify.title')} back>
      {TOKEN.test(token) ? (
        <Verification token={token} />
      ) : (
        <EmptyState
          illustration="not-found"
          title={t('badges.verify.invalidTitle')}
          text={t('badges.verify.invalid')}
          testId="verify-invalid"
        />
      )}
    </Layout>
  );
});
