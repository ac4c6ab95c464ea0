/**
 * Which wallet the pass page acts for: connect, switch to the pass's chain (switch or add), or
 * the connected address and network. Without a wallet it explains why (WeChat, or none installed).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { WalletUnavailable } from '../../../components/wallet/wallet-unavailable';
import { walletErrorText } from '../../../components/wallet/wallet-error-text';
import { showToast } from '../../../lib/toast';
import { shortAddress, type ChainInfo } from '../../../lib/wallet/chains';
import { connectWallet, ensureChain, useWallet, walletAvailability } from '../../../lib/wallet/wallet-store';
import styles from './pass.module.css';

export function WalletBar({ chain }: { chain: ChainInfo }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const [busy, setBusy] = useState(false);
  const availability = walletAvailability();
  if (availability !== 'available') return <WalletUnavailable availability={availability} />;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showToast(walletErrorText(t, error), 'warning');
    } finally {
      setBusy(false);
    }
  };

  if (wallet.status !== 'connected' || !wallet.address) {
    return (
      <div className={styles.walletBar}>
        <Button
          block
          disabled={busy || wallet.status === 'connecting'}
          onClick={() => void act(async () => (await connectWallet()).chainId !== chain.chainId && ensureChain(chain))}
          data-testid="pass-connect"
        >
          {busy ? t('wallet.connecting') : t('wallet.connect')}
        </Button>
      </div>
    );
  }
  const onChain = wallet.chainId === chain.chainId;
  return (
    <div className={styles.walletBar} data-testid="pass-wallet">
      <p className={styles.walletLine}>
        <span className={styles.dot} data-on={onChain} aria-hidden />
        <span data-testid="pass-wallet-address">{t('wallet.connectedAs', { address: shortAddress(wallet.address) })}</span>
      </p>
      {onChain ? (
        <p className={styles.walletNetwork}>{t('wallet.network', { chain: chain.name })}</p>
      ) : (
        <>
          <p className={styles.walletWarning}>{t('wallet.wrongChain', { chain: chain.name })}</p>
          <Button block disabled={busy} onClick={() => void act(() => ensureChain(chain))} data-testid="pass-switch-chain">
            {t('wallet.switchChain', { chain: chain.name })}
          </Button>
        </>
      )}
    </div>
  );
}
