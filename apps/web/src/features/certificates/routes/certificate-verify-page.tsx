/**
 * Public verification of a certificate (/certificate/<code>, its share card's link and QR): anyone
 * sees whether it is genuine or was withdrawn (after a refund), what it is, its number and the
 * day it was issued, and the owner by display name only — never a phone or an account id
 * (docs/payments.md). An unknown or mistyped code says it could not be verified.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { withQueryClient } from '../../../lib/query-client';
import { useCertificateCheck } from '../api/certificate-queries';
import { CertificateCard } from '../components/certificate-card';
import { CERTIFICATE_CODE } from '../lib/certificate-text';
import styles from '../components/certificates.module.css';

function Invalid() {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration="not-found"
      title={t('certificates.verify.invalidTitle')}
      text={t('certificates.verify.invalid')}
      testId="certificate-invalid"
    />
  );
}

function Verification({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useCertificateCheck(code);
  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={40} label={t('certificates.verify.checking')} />
      </div>
    );
  }
  if (query.isError) {
    return query.error instanceof ApiRequestError && query.error.status === 404 ? (
      <Invalid />
    ) : (
      <LoadFailed text={t('certificates.verify.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  const certificate = query.data;
  return (
    <article className={styles.public} data-testid={certificate.withdrawn ? 'certificate-withdrawn-page' : 'certificate-genuine'}>
      {certificate.withdrawn ? (
        <p className={`${styles.seal} ${styles.sealWithdrawn}`}>{t('certificates.verify.withdrawn')}</p>
      ) : (
        <p className={styles.seal}>
          <span aria-hidden="true">✓</span> {t('certificates.verify.genuine')}
        </p>
      )}
      <CertificateCard certificate={certificate} />
      <p className={styles.privacy}>{t('certificates.verify.privacy')}</p>
    </article>
  );
}

export const CertificateVerifyPage = withQueryClient(function CertificateVerifyPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  return (
    <Layout title={t('certificates.verify.title')} description={t('certificates.verify.description')} back>
      {CERTIFICATE_CODE.test(code) ? <Verification code={code} /> : <Invalid />}
    </Layout>
  );
});
