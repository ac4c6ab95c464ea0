/**
 * The profile's wallets (spec §3 user_wallets): the deposit address the platform mints to, the
 * linked external wallet with "unlink", or "link a wallet" (Sign in with Ethereum, then the
 * connect call) when there is none. Wallet-only accounts log in with their wallet, so they get no
 * "unlink" (the server refuses it too, 40922).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAddress, isAddress } from 'viem';
import { ERRORS, WALLET_TYPE, type UserInfo } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { WalletUnavailable } from '../../../components/wallet/wallet-unavailable';
import { walletErrorText } from '../../../components/wallet/wallet-error-text';
import { ApiRequestError } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';
import { shortAddress } from '../../../lib/wallet/chains';
import { walletAvailability, type WalletAvailability } from '../../../lib/wallet/wallet-store';
import { linkWallet, unlinkWallet } from '../api/wallet-link-api';
import { loadCurrentUser } from '../../../lib/session-lifecycle';
import { signInWithEthereum } from '../../../lib/wallet/wallet-sign-in';
import { MergeAccountsDialog } from './merge-accounts-dialog';
import styles from './wallet-accounts.module.css';

function AddressRow({ label, address: stored, testId, hint }: { label: string; address: string; testId: string; hint?: string }) {
  const { t } = useTranslation();
  // Shown and copied with its EIP-55 checksum (the server may store it in lower case).
  const address = isAddress(stored, { strict: false }) ? getAddress(stored) : stored;
  return (
    <div className={styles.row} data-testid={testId}>
      <div className={styles.rowText}>
        <span className={styles.label}>{label}</span>
        <span className={styles.address} title={address} data-testid={`${testId}-address`}>
          {address}
        </span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </div>
      <button
        type="button"
        className={styles.copy}
        onClick={() => void copyText(address).then((ok) => ok && showToast(t('common.msg.copied'), 'ok'))}
      >
        {t('wallet.copy')}
      </button>
    </div>
  );
}

export function WalletAccounts({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const deposit = user.user_wallets.find((w) => w.wallet_type === WALLET_TYPE.deposit);
  const external = user.user_wallets.find((w) => w.wallet_type === WALLET_TYPE.external);
  const [busy, setBusy] = useState<'link' | 'unlink' | 'signing' | null>(null);
  const [confirmUnlink, setConfirmUnlink] = useState(false);
  const [merge, setMerge] = useState(false);
  const [unavailable, setUnavailable] = useState<Exclude<WalletAvailability, 'available'> | null>(null);

  const onLink = async () => {
    const availability = walletAvailability();
    if (availability !== 'available') return setUnavailable(availability);
    setBusy('link');
    try {
      const signed = await signInWithEthereum(() => setBusy('signing'));
      await linkWallet({ message: signed.message, signature: signed.signature });
      await loadCurrentUser();
      showToast(t('wallet.linked'), 'ok');
    } catch (error) {
      // The wallet has an account of its own: offer to merge it (docs/decisions.md, "Joining two accounts").
      if (error instanceof ApiRequestError && error.code === ERRORS.walletLinkedElsewhere.code) setMerge(true);
      else showToast(walletErrorText(t, error), 'warning');
    } finally {
      setBusy(null);
    }
  };

  const onUnlink = async () => {
    if (!external) return;
    setBusy('unlink');
    try {
      await unlinkWallet(external.wallet_address);
      setConfirmUnlink(false);
      await loadCurrentUser();
      showToast(t('wallet.unlinked'), 'ok');
    } catch (error) {
      showToast(walletErrorText(t, error), 'warning');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.card} aria-label={t('my.wallets')} data-testid="profile-wallets">
      <h2 className={styles.heading}>{t('my.wallets')}</h2>
      {deposit && (
        <AddressRow
          label={t('my.depositWallet')}
          address={deposit.wallet_address}
          hint={t('wallet.depositHint')}
          testId="wallet-deposit"
        />
      )}
      {external ? (
        <>
          <AddressRow label={t('my.externalWallet')} address={external.wallet_address} testId="wallet-external" />
          {user.telephone && (
            <Button variant="plain" className={styles.unlink} onClick={() => setConfirmUnlink(true)} data-testid="wallet-unlink">
              {t('wallet.unlink')}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className={styles.none}>{t('my.noWallet')}</p>
          <Button variant="ghost" block onClick={() => void onLink()} disabled={busy !== null} data-testid="wallet-link">
            {busy === 'signing' ? t('wallet.signing') : busy === 'link' ? t('wallet.linking') : t('wallet.link')}
          </Button>
          {unavailable && <WalletUnavailable availability={unavailable} />}
        </>
      )}
      <MergeAccountsDialog
        open={merge}
        onClose={() => setMerge(false)}
        kind="wallet"
        prove={async () => {
          const { message, signature } = await signInWithEthereum();
          return { wallet: { message, signature } };
        }}
        onMerged={loadCurrentUser}
        errorText={(error) => walletErrorText(t, error)}
      />
      <Modal
        open={confirmUnlink}
        onClose={() => setConfirmUnlink(false)}
        title={t('wallet.unlinkTitle')}
        closeLabel={t('app.close')}
        testId="wallet-unlink-confirm"
        footer={
          <>
            <Button variant="plain" onClick={() => setConfirmUnlink(false)}>
              {t('app.cancel')}
            </Button>
            <Button onClick={() => void onUnlink()} disabled={busy !== null} data-testid="wallet-unlink-action">
              {t('wallet.unlinkConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('wallet.unlinkText', { address: external ? shortAddress(external.wallet_address) : '' })}</p>
      </Modal>
    </section>
  );
}
