/**
 * "See my certificates" on /MobilePage (the page's `certificates` action, drawn through the app
 * shell's feature slots): a member sees their adoption certificates and numbered collectibles,
 * each opening its detail; a guest sees the page as before with a login prompt in its place.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type CertificateView } from '@culture/protocol';
import type { PageActionProps } from '../../../components/feature-slots';
import { Spinner } from '../../../components/feedback/spinner';
import { openLoginDialog } from '../../../lib/login-dialog';
import { withQueryClient } from '../../../lib/query-client';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useMyCertificates } from '../api/certificate-queries';
import { certificateSerialText, issuedDateText } from '../lib/certificate-text';
import { CertificateDetail } from './certificate-detail';
import styles from './certificates.module.css';

function GuestPrompt({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.mine}
      data-testid="action-my-certificates"
      data-state="guest"
      aria-labelledby="my-certificates-title"
    >
      <h3 id="my-certificates-title" className={styles.mineTitle}>
        {t('certificates.mine.title')}
      </h3>
      <p className={styles.mineText}>{t('certificates.mine.loginText')}</p>
      <button
        type="button"
        className={styles.primaryButton}
        onClick={() => openLoginDialog({ redirectTo: APP_ROUTES.mobilePage })}
        data-testid="my-certificates-login"
      >
        {label}
      </button>
    </section>
  );
}

function CertificateRow({ certificate, onOpen }: { certificate: CertificateView; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const adoption = certificate.kind === 'pocket-adoption';
  return (
    <li>
      <button type="button" className={styles.row} onClick={onOpen} data-testid="certificate-row" data-code={certificate.code}>
        <img src={certificate.image} alt="" width={56} height={56} />
        <span className={styles.rowText}>
          <span className={styles.rowName}>{certificate.name}</span>
          <span className={styles.rowSerial}>{certificateSerialText(t, certificate, i18n.language)}</span>
          <span className={styles.rowMeta}>
            {adoption
              ? [
                  certificate.totem_name,
                  certificate.hours !== null && t('certificates.fact.hoursValue', { count: certificate.hours }),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : `${certificate.owner_name} · ${issuedDateText(certificate.issued_at, i18n.language)}`}
          </span>
        </span>
        {certificate.withdrawn && <span className={styles.rowWithdrawn}>{t('certificates.withdrawnShort')}</span>}
      </button>
    </li>
  );
}

const MemberCertificates = withQueryClient(function MemberCertificates({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMyCertificates(userId);
  const [open, setOpen] = useState<CertificateView | null>(null);
  const list = query.data ?? [];
  return (
    <section
      className={styles.mine}
      data-testid="action-my-certificates"
      data-state={query.isPending ? 'loading' : query.isError ? 'failed' : list.length === 0 ? 'empty' : 'list'}
      aria-labelledby="my-certificates-title"
      aria-busy={query.isPending}
    >
      <h3 id="my-certificates-title" className={styles.mineTitle}>
        {t('certificates.mine.title')}
      </h3>
      {query.isPending && (
        <div className={styles.center}>
          <Spinner size={28} label={t('certificates.mine.loading')} />
        </div>
      )}
      {query.isError && (
        <div className={styles.center}>
          <p className={styles.mineText}>{t('certificates.mine.loadFailed')}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => void query.refetch()}>
            {t('certificates.mine.retry')}
          </button>
        </div>
      )}
      {query.isSuccess && list.length === 0 && (
        <div className={styles.center} data-testid="my-certificates-empty">
          <p className={styles.mineText}>{t('certificates.mine.empty')}</p>
          <Link to={APP_ROUTES.pocket} className={styles.secondaryButton}>
            {t('certificates.mine.toPocket')}
          </Link>
        </div>
      )}
      {list.length > 0 && (
        <ul className={styles.rows}>
          {list.map((certificate) => (
            <CertificateRow key={certificate.code} certificate={certificate} onOpen={() => setOpen(certificate)} />
          ))}
        </ul>
      )}
      <CertificateDetail certificate={open} onClose={() => setOpen(null)} />
    </section>
  );
});

export function MyCertificatesAction({ action }: PageActionProps) {
  const session = useSession();
  return isLoggedIn(session) && session.userId ? (
    <MemberCertificates userId={session.userId} />
  ) : (
    <GuestPrompt label={action.label} />
  );
}
