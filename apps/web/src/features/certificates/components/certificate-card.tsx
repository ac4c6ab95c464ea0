/**
 * A certificate drawn as a card: the artwork, what it is, its number, the adoption's love totem
 * and hours, the owner's display name and the day it was issued. The member's detail shows it as
 * the share card; the public page shows the same card under its genuine/withdrawn seal.
 */
import { useTranslation } from 'react-i18next';
import type { CertificateView } from '@culture/protocol';
import { certificateSerialText, issuedDateText } from '../lib/certificate-text';
import styles from './certificates.module.css';

export function CertificateCard({ certificate }: { certificate: CertificateView }) {
  const { t, i18n } = useTranslation();
  const adoption = certificate.kind === 'pocket-adoption';
  return (
    <div className={styles.card} data-testid="certificate-card" data-withdrawn={certificate.withdrawn || undefined}>
      <p className={styles.cardKind}>{adoption ? t('certificates.kind.adoption') : t('certificates.kind.collectible')}</p>
      <img className={styles.cardArt} src={certificate.image} alt="" width={132} height={132} />
      <h3 className={styles.cardName}>{certificate.name}</h3>
      <p className={styles.cardSerial} data-testid="certificate-serial">
        {certificateSerialText(t, certificate, i18n.language)}
      </p>
      <dl className={styles.facts}>
        {adoption && certificate.totem_name && (
          <div>
            <dt>{t('certificates.fact.totem')}</dt>
            <dd data-testid="certificate-totem">{certificate.totem_name}</dd>
          </div>
        )}
        {adoption && certificate.hours !== null && (
          <div>
            <dt>{t('certificates.fact.hours')}</dt>
            <dd data-testid="certificate-hours">{t('certificates.fact.hoursValue', { count: certificate.hours })}</dd>
          </div>
        )}
        <div>
          <dt>{adoption ? t('certificates.fact.adopter') : t('certificates.fact.owner')}</dt>
          <dd data-testid="certificate-owner">{certificate.owner_name}</dd>
        </div>
        <div>
          <dt>{t('certificates.fact.issued')}</dt>
          <dd>{issuedDateText(certificate.issued_at, i18n.language)}</dd>
        </div>
      </dl>
      {certificate.withdrawn && (
        <p className={styles.withdrawnStamp} data-testid="certificate-withdrawn">
          {t('certificates.withdrawn')}
        </p>
      )}
    </div>
  );
}
