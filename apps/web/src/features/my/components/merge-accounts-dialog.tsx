/**
 * The merge offer where linking a login finds it on another account (docs/decisions.md, "Joining
 * two accounts"): the person proves that login again (`prove`: a fresh wallet signature or SMS
 * token, supplied by the caller), sees what the other account holds, and merges it into this one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountHoldings, AccountMergePreview, AccountMergePreviewResult } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { ApiRequestError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { shortAddress } from '../../../lib/wallet/chains';
import { showToast } from '../../../lib/toast';
import { mergeAccounts, previewAccountMerge } from '../api/account-merge-api';
import styles from './merge-accounts-dialog.module.css';

export interface MergeAccountsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Which login the other account has: the texts name it. */
  kind: 'wallet' | 'phone';
  /** Proves the other login afresh (asks the wallet to sign, or for an SMS code). */
  prove: () => Promise<AccountMergePreview>;
  /** After the merge: reload the current user. */
  onMerged: () => Promise<void>;
  /** What to say for an error that is not the server's (a wallet refusal, a network failure). */
  errorText: (error: unknown) => string;
}

const HOLDINGS: Array<keyof AccountHoldings> = ['coupons', 'badges', 'tickets', 'conversations', 'messages'];

export function MergeAccountsDialog({ open, onClose, kind, prove, onMerged, errorText }: MergeAccountsDialogProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<AccountMergePreviewResult | null>(null);
  const [busy, setBusy] = useState<'proving' | 'merging' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPreview(null);
    setError(null);
    onClose();
  };
  const fail = (e: unknown) => setError(e instanceof ApiRequestError && !e.isNetwork ? e.message : errorText(e));

  const onProve = async () => {
    setBusy('proving');
    setError(null);
    try {
      setPreview(await previewAccountMerge(await prove()));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const onMerge = async () => {
    if (!preview) return;
    setBusy('merging');
    setError(null);
    try {
      await mergeAccounts(preview.ticket);
      await onMerged();
      // Coupons, badges, tickets and chats of the other account are this one's now.
      await queryClient.invalidateQueries();
      showToast(t('accountMerge.merged'), 'ok');
      close();
    } catch (e) {
      // A ticket past its ten minutes: prove again.
      if (e instanceof ApiRequestError && e.code === 40021) setPreview(null);
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(kind === 'wallet' ? 'accountMerge.titleWallet' : 'accountMerge.titlePhone')}
      closeLabel={t('app.close')}
      testId="merge-accounts"
      footer={
        <>
          <Button variant="plain" onClick={close}>
            {t('app.cancel')}
          </Button>
          {preview ? (
            <Button onClick={() => void onMerge()} disabled={busy !== null} data-testid="merge-accounts-confirm">
              {busy === 'merging' ? t('accountMerge.merging') : t('accountMerge.merge')}
            </Button>
          ) : (
            <Button onClick={() => void onProve()} disabled={busy !== null} data-testid="merge-accounts-prove">
              {busy === 'proving'
                ? t('accountMerge.proving')
                : t(kind === 'wallet' ? 'accountMerge.proveWallet' : 'accountMerge.provePhone')}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.body}>
        {preview ? (
          <>
            <p className={styles.text}>
              {t('accountMerge.holds', {
                login: preview.other.login.startsWith('0x') ? shortAddress(preview.other.login) : preview.other.login,
              })}
            </p>
            <dl className={styles.holds} data-testid="merge-accounts-holds">
              {HOLDINGS.map((key) => (
                <div key={key} className={styles.hold} data-testid={`merge-holds-${key}`}>
                  <dt>{t(`accountMerge.labels.${key}`)}</dt>
                  <dd>{preview.other.holds[key]}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.note}>{t('accountMerge.after')}</p>
          </>
        ) : (
          <p className={styles.text}>{t(kind === 'wallet' ? 'accountMerge.introWallet' : 'accountMerge.introPhone')}</p>
        )}
        {error && (
          <p className={styles.error} role="alert" data-testid="merge-accounts-error">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
