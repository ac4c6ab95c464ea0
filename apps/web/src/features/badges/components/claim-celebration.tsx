/**
 * What a person sees the moment a badge is theirs: the artwork rising into a ring of light, its
 * serial, and the way to their badges. Not a toast: claiming is the point of the visit.
 * Motion is decoration only; with reduced motion the same screen appears without it.
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type MyBadge } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { serialText } from '../../../lib/badge-text';
import styles from './claim-celebration.module.css';

export function ClaimCelebration({ badge, onClose }: { badge: MyBadge | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={badge !== null}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="badge-celebration"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('app.close')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              navigate(APP_ROUTES.myMedal);
            }}
            data-testid="celebration-my-badges"
          >
            {t('badges.celebration.myBadges')}
          </Button>
        </>
      }
    >
      {badge && (
        <div className={styles.body}>
          <div className={styles.stage} aria-hidden="true">
            <span className={styles.rays} />
            <img className={styles.art} src={badge.artwork} alt="" width={132} height={132} />
          </div>
          <p className={styles.kicker}>{t('badges.celebration.title')}</p>
          <h2 className={styles.name}>{badge.name}</h2>
          <p className={styles.serial} data-testid="celebration-serial">
            {serialText(t, badge)}
          </p>
          {badge.rewardCouponId && <p className={styles.reward}>{t('badges.celebration.reward')}</p>}
        </div>
      )}
    </Modal>
  );
}
