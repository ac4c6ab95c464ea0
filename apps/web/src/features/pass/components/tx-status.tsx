/**
 * The state of the transaction in flight (spec §4/§8): 'Please wait…', 'Waiting for
 * confirmation', 'Transaction cancelled', 'Transaction sent', then confirmed or failed with the
 * reason, and the explorer link once there is a hash (spec §9). Closable only when it is over.
 */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/feedback/spinner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { walletDescriptionText } from '../../../components/wallet/wallet-error-text';
import { explorerTxUrl, shortAddress, type ChainInfo } from '../../../lib/wallet/chains';
import { FINAL_TX_PHASES, type TxState } from '../../../lib/wallet/transaction';
import styles from './pass.module.css';

export interface TxProgress {
  state: TxState;
  /** 1-based position when several transactions run one after another (a mint of n). */
  step: number;
  steps: number;
}

export function TxStatus({ progress, chain, onClose }: { progress: TxProgress | null; chain: ChainInfo; onClose: () => void }) {
  const { t } = useTranslation();
  if (!progress) return null;
  const { state, step, steps } = progress;
  const done = FINAL_TX_PHASES.includes(state.phase) && (state.phase !== 'confirmed' || step === steps);
  const link = state.hash ? explorerTxUrl(chain, state.hash) : null;
  return (
    <Modal
      open
      onClose={() => done && onClose()}
      closeIcon={done}
      closeOnBackdrop={done}
      closeLabel={t('app.close')}
      title={t(`wallet.tx.${state.phase}`)}
      testId="tx-status"
      footer={
        done ? (
          <Button block onClick={onClose} data-testid="tx-status-done">
            {t('app.close')}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.tx} data-phase={state.phase} data-testid="tx-phase">
        {!FINAL_TX_PHASES.includes(state.phase) && <Spinner size={40} />}
        {steps > 1 && <p className={styles.txStep}>{t('wallet.tx.step', { current: step, total: steps })}</p>}
        {state.error && state.phase !== 'confirmed' && (
          <p className={styles.txError} data-testid="tx-error">
            {walletDescriptionText(t, state.error)}
          </p>
        )}
        {state.hash && (
          <p className={styles.txHash}>
            {t('wallet.tx.hash', { hash: shortAddress(state.hash) })}
            {link && (
              <>
                {' · '}
                <a href={link} target="_blank" rel="noreferrer" data-testid="tx-explorer">
                  {t('wallet.tx.viewOnExplorer')}
                </a>
              </>
            )}
          </p>
        )}
      </div>
    </Modal>
  );
}
