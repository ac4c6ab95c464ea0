/**
 * One held badge: artwork, serial ("No. 37 of 500"), when it was claimed, its event and benefit,
 * and the verification QR. The QR opens /badge/verify/<token> on any phone: it proves the badge
 * is genuine without naming who holds it, so showing it at a counter gives nothing away.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routePath, type MyBadge } from '@culture/protocol';
import { Modal } from '../../../components/overlay/modal';
import { isLoggedIn, useSession } from '../../../lib/session';
import { QrImage } from '../../coupons/components/qr-image';
import { useBadgeEvent } from '../../badges/api/badge-queries';
import { claimTimeText, serialText } from '../../badges/lib/badge-text';
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
        </div>
      )}
    </Modal>
  );
}
