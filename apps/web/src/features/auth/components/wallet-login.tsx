/**
 * "Log in with a wallet" in the login dialog: consent first (as for phone login, spec §5), then
 * Sign in with Ethereum (connect → the server's message → personal_sign → login) and the same
 * success steps as phone login with loginType '1'. Without a wallet it explains why (WeChat: the
 * open-in-browser screen is one tap away) instead of failing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { WalletUnavailable } from '../../../components/wallet/wallet-unavailable';
import { walletErrorText } from '../../../components/wallet/wallet-error-text';
import { showToast } from '../../../lib/toast';
import { walletAvailability, type WalletAvailability } from '../../../lib/wallet/wallet-store';
import { walletLogin } from '../api/wallet-auth-api';
import { completeWalletLogin } from '../../../lib/session-lifecycle';
import { signInWithEthereum } from '../../../lib/wallet/wallet-sign-in';
import styles from './login-dialog.module.css';

export function WalletLogin({ agreed, onLoggedIn }: { agreed: boolean; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<'idle' | 'connecting' | 'signing'>('idle');
  const [unavailable, setUnavailable] = useState<Exclude<WalletAvailability, 'available'> | null>(null);

  const onClick = async () => {
    if (!agreed) return showToast(t('login.t6'), 'warning');
    if (stage !== 'idle') return;
    setStage('connecting');
    try {
      const availability = walletAvailability();
      if (availability !== 'available') {
        setUnavailable(availability);
        return;
      }
      const signed = await signInWithEthereum(() => setStage('signing'));
      const result = await walletLogin({ message: signed.message, signature: signed.signature });
      await completeWalletLogin(result, signed.address);
      showToast(t('common.msg.loginSuccess'), 'ok');
      onLoggedIn();
    } catch (error) {
      showToast(walletErrorText(t, error), 'warning');
    } finally {
      setStage('idle');
    }
  };

  return (
    <div className={styles.wallet}>
      <Button
        block
        color="primary"
        fill="outline"
        loading={stage !== 'idle'}
        // The wallet's texts arrive with the dialog (login-dialog-host loads the later pages' texts).
        loadingText={stage === 'idle' ? undefined : stage === 'signing' ? t('wallet.signing') : t('wallet.connecting')}
        className={styles.walletButton}
        onClick={() => void onClick()}
        data-testid="login-wallet"
      >
        {t('login.withWallet')}
      </Button>
      {stage === 'signing' && <p className={styles.walletHint}>{t('wallet.signHint')}</p>}
      {unavailable && <WalletUnavailable availability={unavailable} />}
    </div>
  );
}
