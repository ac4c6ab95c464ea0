/**
 * A work's card (bottom sheet): its picture or clip, title and story in the visitor's language,
 * and "Learn more" to the project page. The hall stays behind it; closing returns to walking.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitWork } from '@culture/protocol';
import { RoomSheet } from './room-sheet';
import styles from './world-room.module.css';

export function ExhibitCard({ work, onClose }: { work: ExhibitWork; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RoomSheet
      titleId="exhibit-card-title"
      testId="exhibit-card"
      closeTestId="exhibit-card-close"
      slot={work.slot}
      onClose={onClose}
    >
      {work.kind === 'video' && work.video ? (
        <video
          className={styles.cardMedia}
          src={work.video}
          poster={work.image ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={t('world.card.playClip')}
        />
      ) : (
        work.image && <img className={styles.cardMedia} src={work.image} alt="" />
      )}
      <span className={styles.cardKind}>{t(`world.card.${work.kind}`)}</span>
      <h2 id="exhibit-card-title" className={styles.cardTitle}>
        {work.title}
      </h2>
      <p className={styles.cardBody}>{work.body}</p>
      {work.link && (
        <Link to={work.link} className={styles.cardLink} data-testid="exhibit-card-link">
          {t('world.card.learnMore')} →
        </Link>
      )}
    </RoomSheet>
  );
}
