/**
 * One of the member's certificates: its card (what they share), the QR of its public verification
 * page, and the ways to that page: open it, or share its link (the phone's share sheet where there
 * is one, else the link is copied). Inside WeChat a page is shared from WeChat's own ··· menu with
 * the page's card, so the detail says to open the public page and share it from there; the public
 * page names the owner by display name only (docs/payments.md).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, isWeChatUserAgent, routePath, type CertificateView } from '@culture/protocol';
import { Modal } from '../../../components/overlay/modal';
import { QrImage } from '../../../components/qr-image';
import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';
import { verifyPageUrl } from '../lib/certificate-text';
import { CertificateCard } from './certificate-card';
import styles from './certificates.module.css';

const inWeChat = () => typeof navigator !== 'undefined' && isWeChatUserAgent(navigator.userAgent);

function ShareActions({ certificate }: { certificate: CertificateView }) {
  const { t } = useTranslation();
  const url = verifyPageUrl(certificate.code);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('certificates.detail.shareTitle', { name: certificate.name }), url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if ((error as { name?: string }).name === 'AbortError') return;
      }
    }
    if (await copyText(url)) showToast(t('certificates.detail.linkCopied'), 'ok');
    else showToast(t('certificates.detail.copyFailed'), 'warning');
  };
  return (
    <>
      <div className={styles.shareActions}>
        <Link to={routePath(APP_ROUTES.certificateVerify, { code: certificate.code })} data-testid="certificate-open-public">
          {t('certificates.detail.openPublic')}
        </Link>
        <button type="button" onClick={() => void share()} data-testid="certificate-share">
          {t('certificates.detail.share')}
        </button>
      </div>
      {inWeChat() && <p className={styles.hint}>{t('certificates.detail.wechatHint')}</p>}
    </>
  );
}

export function CertificateDetail({ certificate, onClose }: { certificate: CertificateView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={certificate !== null}
      onClose={onClose}
      title={t('certificates.detail.title')}
      closeLabel={t('app.close')}
      testId="certificate-detail"
      width="360px"
    >
      {certificate && (
        <div className={styles.detail}>
          <CertificateCard certificate={certificate} />
          <figure className={styles.verify}>
            <QrImage value={verifyPageUrl(certificate.code)} size={132} testId="certificate-qr" />
            <figcaption>{t('certificates.detail.qrHint')}</figcaption>
          </figure>
          <ShareActions certificate={certificate} />
        </div>
      )}
    </Modal>
  );
}
