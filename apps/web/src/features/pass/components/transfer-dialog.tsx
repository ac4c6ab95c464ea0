/** Asks where to send one pass; a staked pass is said to move still staked (safeTransferWhileStake). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAddress, isAddress, type Address } from 'viem';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import type { OwnedPass } from '../lib/pass-contract';
import styles from './pass.module.css';

export function TransferDialog({
  pass,
  from,
  onClose,
  onSend,
}: {
  pass: OwnedPass;
  from: Address;
  onClose: () => void;
  onSend: (to: Address) => void;
}) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const value = to.trim();
    if (!isAddress(value, { strict: false })) return setProblem(t('pass.recipientInvalid'));
    if (value.toLowerCase() === from.toLowerCase()) return setProblem(t('pass.recipientSelf'));
    onSend(getAddress(value));
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('pass.transferTitle', { tokenId: pass.tokenId.toString() })}
      closeLabel={t('app.close')}
      testId="transfer-dialog"
      footer={
        <>
          <Button variant="plain" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={submit} data-testid="transfer-send">
            {t('pass.send')}
          </Button>
        </>
      }
    >
      <form
        className={styles.transferForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {pass.staked && <p className={styles.note}>{t('pass.transferStakedNote')}</p>}
        <label htmlFor="transfer-to">{t('pass.recipient')}</label>
        <input
          id="transfer-to"
          className={styles.addressInput}
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setProblem(null);
          }}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          data-testid="transfer-to"
        />
        {problem && (
          <p className={styles.txError} role="alert">
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}
