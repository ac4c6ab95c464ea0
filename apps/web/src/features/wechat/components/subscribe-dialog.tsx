/**
 * The subscribe prompt of spec §2: the official account's follow QR code, "long-press to scan and
 * follow, unlock cultural surprises", a close icon. The QR code encodes the link getQrcode answers,
 * asked for again at every opening. Without a link (not configured, or the network failed) it says
 * how to find the account by name in WeChat search instead of showing a broken image.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/feedback/spinner';
import { Modal } from '../../../components/overlay/modal';
import { isWeChat } from '../../../lib/platform';
import { closeSubscribeDialog } from '../../../lib/subscribe-dialog';
import { useFollowQrcode } from '../api/use-follow-qrcode';
import { FollowQr } from './follow-qr';
import styles from './subscribe-dialog.module.css';

export function SubscribeDialog({ onClose = closeSubscribeDialog }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const qrcode = useFollowQrcode();
  const [drawFailed, setDrawFailed] = useState(false);
  const onDrawError = useCallback(() => setDrawFailed(true), []);
  const view = qrcode.url && !drawFailed ? 'qr' : qrcode.status === 'loading' ? 'loading' : 'fallback';
  const canRetry = drawFailed || (qrcode.status === 'error' && !qrcode.notConfigured);
  const retry = () => {
    setDrawFailed(false);
    qrcode.retry();
  };

  return (
    <Modal open onClose={onClose} title={t('subscribe.title')} closeLabel={t('app.close')} testId="subscribe-dialog">
      <div className={styles.content} data-state={view}>
        <div className={styles.frame} aria-busy={qrcode.status === 'loading'}>
          {view === 'qr' && <FollowQr url={qrcode.url!} alt={t('subscribe.qrAlt')} onError={onDrawError} />}
          {view === 'loading' && <Spinner size={40} label={t('app.loading')} />}
          {view === 'fallback' && (
            <div className={styles.fallback} data-testid="subscribe-fallback">
              <p>{t('subscribe.fallback')}</p>
              {canRetry && (
                <button type="button" className={styles.retry} onClick={retry} data-testid="subscribe-retry">
                  {t('app.retry')}
                </button>
              )}
            </div>
          )}
        </div>
        {view !== 'fallback' && (
          <>
            <p className={styles.text}>{t('subscribe.text')}</p>
            {/* Outside WeChat a long press cannot follow: say how to find the account instead. */}
            {!isWeChat() && <p className={styles.hint}>{t('subscribe.fallback')}</p>}
          </>
        )}
      </div>
    </Modal>
  );
}
