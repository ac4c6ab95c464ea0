/**
 * The subscribe prompt of spec §2: the official account's follow QR code, "long-press to scan and
 * follow, unlock cultural surprises", a close icon. The QR code encodes the link getQrcode answers,
 * asked for again at every opening. Without a link (none configured, or the network failed) it
 * names the account and says how to find it in WeChat search, instead of an empty QR frame.
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

/** The account's name and the three steps of finding it in WeChat search. */
function FindAccount({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const steps = t('subscribe.steps', { returnObjects: true }) as readonly string[];
  return (
    <div className={styles.account} data-testid="subscribe-fallback">
      <div className={styles.accountCard}>
        <svg className={styles.accountIcon} width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">
          <rect width="44" height="44" rx="12" fill="#00d498" />
          <path
            d="M11 30V15l11 9 11-9v15"
            fill="none"
            stroke="#06261c"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div>
          <p className={styles.accountLabel}>{t('subscribe.accountLabel')}</p>
          <p className={styles.accountName} data-testid="subscribe-account-name">
            {t('subscribe.accountName')}
            <span lang="en"> · {t('subscribe.accountNameLatin')}</span>
          </p>
        </div>
      </div>
      <p className={styles.howTo}>{t('subscribe.howTo')}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry} data-testid="subscribe-retry">
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}

export function SubscribeDialog({ onClose = closeSubscribeDialog }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const qrcode = useFollowQrcode();
  const [drawFailed, setDrawFailed] = useState(false);
  const onDrawError = useCallback(() => setDrawFailed(true), []);
  const view = qrcode.url && !drawFailed ? 'qr' : qrcode.status === 'loading' ? 'loading' : 'account';
  const canRetry = drawFailed || qrcode.status === 'error';
  const retry = () => {
    setDrawFailed(false);
    qrcode.retry();
  };

  return (
    <Modal open onClose={onClose} title={t('subscribe.title')} closeLabel={t('app.close')} testId="subscribe-dialog">
      <div className={styles.content} data-state={view}>
        {view === 'account' ? (
          <FindAccount onRetry={canRetry ? retry : undefined} />
        ) : (
          <>
            <div className={styles.frame} aria-busy={qrcode.status === 'loading'}>
              {view === 'qr' && <FollowQr url={qrcode.url!} alt={t('subscribe.qrAlt')} onError={onDrawError} />}
              {view === 'loading' && <Spinner size={40} label={t('app.loading')} />}
            </div>
            <p className={styles.text}>{t('subscribe.text')}</p>
            {/* Outside WeChat a long press cannot follow: say how to find the account instead. */}
            {!isWeChat() && <p className={styles.hint}>{t('subscribe.fallback')}</p>}
          </>
        )}
      </div>
    </Modal>
  );
}
