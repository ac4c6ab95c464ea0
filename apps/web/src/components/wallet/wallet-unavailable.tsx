/**
 * Said instead of a wallet action when the browser has no wallet: inside WeChat (which never has
 * one) it offers the open-in-browser screen; elsewhere it names the wallet apps whose browsers work.
 */
import { useTranslation } from 'react-i18next';
import { openInBrowser } from '../../lib/open-in-browser';
import type { WalletAvailability } from '../../lib/wallet/wallet-store';
import { Button } from '../button';
import styles from './wallet.module.css';

export function WalletUnavailable({
  availability,
  target = null,
}: {
  availability: Exclude<WalletAvailability, 'available'>;
  /** The in-app path to open in the browser (default: this page). */
  target?: string | null;
}) {
  const { t } = useTranslation();
  const inWeChat = availability === 'wechat';
  return (
    <div className={styles.unavailable} role="note" data-testid={inWeChat ? 'wallet-in-wechat' : 'wallet-missing'}>
      <p className={styles.unavailableTitle}>{inWeChat ? t('wallet.wechatTitle') : t('wallet.missingTitle')}</p>
      <p>{inWeChat ? t('wallet.wechatText') : t('wallet.missingText')}</p>
      {inWeChat && (
        <Button onClick={() => openInBrowser(target)} data-testid="wallet-open-in-browser">
          {t('wallet.openInBrowser')}
        </Button>
      )}
    </div>
  );
}
