/**
 * One held badge: artwork, serial ("No. 37 of 500"), when it was claimed, its event and benefit,
 * and the verification QR. The QR opens /badge/verify/<token> on any phone: it proves the badge
 * is genuine without naming who holds it, so showing it at a counter gives nothing away. The
 * holder can also open that page or share its link.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routePath, type MyBadge } from '@culture/protocol';
import { Modal } from '../../../components/overlay/modal';
import { copyText } from '../../../lib/clipboard';
import { isLoggedIn, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { QrImage } from '../../../components/qr-image';
import { useBadgeEvent } from '../api/badge-queries';
import { claimTimeText, serialText } from '../../../lib/badge-text';
import { pageRouteOf } from '../lib/page-route';
import styles from './badge-detail.module.css';

export function verifyUrl(token: string): string {
  return new URL(routePath(APP_ROUTES.badgeVerify, { token }), window.location.origin).href;
}

function EventFacts({ badge }: { badge: MyBadge }) {
  const { t } = useTranslation();
  const session = useSession();
  const event = useBadgeEvent(badge.event, isLoggedIn(session) ? session.userId : null).data;
  if (!event) return null;
  const page = pageRouteOf(event.page);
  return (
    <>
      {event.story && <p className={styles.story}>{event.story}</p>}
      {event.benefits && (
        <div className={styles.benefit} data-testid="badge-benefit">
          <strong>{t('badges.detail.benefit')}</strong>
          <p>{event.benefits}</p>
        </div>
      )}
      {page && (
        <Link to={page} className={styles.eventLink}>
          {t('badges.detail.event')}
        </Link>
      )}
    </>
  );
}

/**
 * The holder's own ways to the verification page: open it, or share its link (the phone's share
 * sheet where there is one; elsewhere, WeChat included, the link is copied to paste in a chat).
 */
function VerifyActions({ badge }: { badge: MyBadge }) {
  const { t } = useTranslation();
  const url = verifyUrl(badge.verifyToken);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('badges.detail.shareTitle', { name: badge.name }), url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if ((error as { name?: string }).name === 'AbortError') return;
      }
    }
    if (await copyText(url)) showToast(t('badges.detail.verifyCopied'), 'ok');
    else showToast(t('badges.detail.verifyCopyFailed'), 'warning');
  };
  return (
    <div className={styles.verifyActions}>
      <Link to={routePath(APP_ROUTES.badgeVerify, { token: badge.verifyToken })} data-testid="badge-verify-open">
        {t('badges.detail.openVerify')}
      </Link>
      <button type="button" onClick={() => void share()} data-testid="badge-verify-share">
        {t('badges.detail.shareVerify')}
      </button>
    </div>
  );
}

export function BadgeDetail({ badge, onClose }: { badge: MyBadge | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal open={badge !== null} onClose={onClose} closeLabel={t('app.close')} testId="badge-detail" width="360px">
      {badge && (
        <div className={styles.detail}>
          <img className={styles.art} src={badge.artwork} alt="" width={120} height={120} />
          <h2 className={styles.name}>{badge.name}</h2>
          <p className={styles.serial} data-testid="badge-serial">
            {serialText(t, badge)}
          </p>
          <p className={styles.time}>{t('badges.detail.claimedAt', { time: claimTimeText(badge.claimedAt, i18n.language) })}</p>
          <EventFacts badge={badge} />
          <figure className={styles.verify}>
            <QrImage value={verifyUrl(badge.verifyToken)} size={148} testId="badge-verify-qr" />
            <figcaption>{t('badges.detail.verifyHint')}</figcaption>
          </figure>
          <VerifyActions badge={badge} />
        </div>
      )}
    </Modal>
  );
}
