/**
 * The pass page (/pass): the collection read from the deployed contract (supply,
 * minted, the three phases with switches, prices and limits), the connected holder's mint counts
 * and list status, a mint button per open phase, and the holder's passes with stake, unstake and
 * transfer. Every write shows its transaction state (TxStatus). Open to everyone: reading needs
 * no account, writing needs a wallet.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { withQueryClient } from '../../../lib/query-client';
import { showToast } from '../../../lib/toast';
import { WALLET_ROUTES } from '../../../lib/wallet/wallet-routes';
import { restoreWallet, useWallet } from '../../../lib/wallet/wallet-store';
import { MyPasses } from '../components/my-passes';
import { PhaseCard } from '../components/phase-card';
import { ProgressBar } from '../components/progress-bar';
import { TransferDialog } from '../components/transfer-dialog';
import { TxStatus, type TxProgress } from '../components/tx-status';
import { WalletBar } from '../components/wallet-bar';
import { PHASES, type Phase } from '../lib/mint-allowance';
import { sendPassWrite, type OwnedPass, type PassChain, type PassWrite } from '../lib/pass-contract';
import { rememberMinted, usePassChain, usePassData } from '../lib/use-pass';
import styles from '../components/pass.module.css';

function PassBody({ chain }: { chain: PassChain }) {
  const { t } = useTranslation();
  const { overview, holder, passes, holderAddress, readMode, refresh } = usePassData(chain);
  const [progress, setProgress] = useState<TxProgress | null>(null);
  const [transferring, setTransferring] = useState<OwnedPass | null>(null);
  const [mintingPhase, setMintingPhase] = useState<Phase | null>(null);
  const wallet = useWallet();
  const busy = progress !== null;

  /** Sends the writes one after another (a mint of n is n calls), stopping at the first that does not confirm. */
  const run = async (account: Address, writes: PassWrite[], doneText: string) => {
    let confirmed = 0;
    for (const [index, write] of writes.entries()) {
      const { state, mintedTokenIds } = await sendPassWrite(chain, account, write, (next) =>
        setProgress({ state: next, step: index + 1, steps: writes.length }),
      );
      if (mintedTokenIds.length) rememberMinted(account, mintedTokenIds);
      if (state.phase !== 'confirmed') break;
      confirmed++;
    }
    await refresh();
    if (confirmed === writes.length) showToast(doneText, 'ok');
  };

  const onMint = (phase: Phase, quantity: number) => {
    if (!holderAddress || !overview.data || !holder.data) return;
    const value = overview.data.prices[phase];
    const write: PassWrite =
      phase === 'public'
        ? { functionName: 'publicMint', args: [], value }
        : {
            functionName: phase === 'kyc' ? 'kycMint' : 'preMint',
            args: [phase === 'kyc' ? holder.data.kycProof : holder.data.preProof],
            value,
          };
    setMintingPhase(phase);
    void run(
      holderAddress,
      Array.from({ length: quantity }, () => write),
      t('pass.mintedToast', { count: quantity }),
    ).finally(() => setMintingPhase(null));
  };

  // Neither the wallet nor a public RPC can read the pass's chain: the switch comes first.
  if (readMode === 'switch') {
    return (
      <>
        <p className={styles.switchIntro}>{t('pass.intro')}</p>
        <WalletBar chain={chain} />
      </>
    );
  }
  if (overview.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={40} />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <>
        <LoadFailed text={t('pass.loadFailed')} onRetry={() => void overview.refetch()} testId="pass-load-failed" />
        <WalletBar chain={chain} />
      </>
    );
  }
  const data = overview.data;

  return (
    <>
      <section className={styles.hero} data-testid="pass-hero">
        <div className={styles.heroArt} aria-hidden>
          <span>{data.name}</span>
        </div>
        <p className={styles.heroIntro}>{t('pass.intro')}</p>
        <p className={styles.minted} data-testid="pass-minted">
          {t('pass.minted', { minted: data.totalMinted.toString(), supply: data.supply.toString() })}
        </p>
        <ProgressBar value={data.totalMinted} max={data.supply} />
        <p className={styles.switches}>
          <span>
            {t('pass.transfers')}{' '}
            <span className={styles.pill} data-on={data.open.transfer}>
              {data.open.transfer ? t('pass.open') : t('pass.closed')}
            </span>
          </span>
          <span>
            {t('pass.staking')}{' '}
            <span className={styles.pill} data-on={data.stakeOpen} data-testid="pass-stake-open">
              {data.stakeOpen ? t('pass.open') : t('pass.closed')}
            </span>
          </span>
        </p>
      </section>
      <WalletBar chain={chain} />
      {holder.data && (
        <p className={styles.yourMints} data-testid="pass-your-mints">
          {t('pass.yourMints', {
            count: (holder.data.minted.kyc + holder.data.minted.pre + holder.data.minted.public).toString(),
            limit: data.limits.address.toString(),
          })}
        </p>
      )}
      <div className={styles.phases}>
        {PHASES.map((phase) => (
          <PhaseCard
            key={phase}
            phase={phase}
            overview={data}
            holder={holder.data ?? null}
            symbol={chain.nativeSymbol}
            busy={busy}
            minting={mintingPhase === phase}
            connectLabel={wallet.status === 'connected' ? t('pass.switchToMint', { chain: chain.name }) : t('pass.connectToMint')}
            onMint={onMint}
          />
        ))}
      </div>
      {holderAddress && (
        <section className={styles.mine} aria-labelledby="my-passes-title">
          <div className={styles.mineHead}>
            <h2 id="my-passes-title">{t('pass.mine')}</h2>
            <Link to={WALLET_ROUTES.myNfts} className={styles.mineLink} data-testid="pass-see-nfts">
              {t('pass.seeMyNfts')} ›
            </Link>
          </div>
          {passes.isPending ? (
            <div className={styles.center}>
              <Spinner size={32} />
            </div>
          ) : passes.isError ? (
            <LoadFailed text={t('pass.mineLoadFailed')} onRetry={() => void passes.refetch()} />
          ) : passes.data.length === 0 ? (
            <EmptyState text={t('pass.mineEmpty')} testId="my-passes-empty" />
          ) : (
            <MyPasses
              passes={passes.data}
              stakeOpen={data.stakeOpen}
              transferOpen={data.open.transfer}
              busy={busy}
              onStake={(ids) => void run(holderAddress, [{ functionName: 'stake', args: [ids] }], t('pass.stakedToast'))}
              onUnstake={(ids) => void run(holderAddress, [{ functionName: 'unStake', args: [ids] }], t('pass.unstakedToast'))}
              onTransfer={setTransferring}
            />
          )}
        </section>
      )}
      {transferring && holderAddress && (
        <TransferDialog
          pass={transferring}
          from={holderAddress}
          onClose={() => setTransferring(null)}
          onSend={(to) => {
            const pass = transferring;
            setTransferring(null);
            void run(
              holderAddress,
              [
                {
                  functionName: pass.staked ? 'safeTransferWhileStake' : 'safeTransferFrom',
                  args: [holderAddress, to, pass.tokenId],
                },
              ],
              t('pass.transferredToast'),
            );
          }}
        />
      )}
      <TxStatus progress={progress} chain={chain} onClose={() => setProgress(null)} />
    </>
  );
}

export const PassPage = withQueryClient(function PassPage() {
  const { t } = useTranslation();
  const chain = usePassChain();
  useEffect(() => void restoreWallet(), []);
  return (
    <Layout title={t('pass.title')} back>
      <div data-testid="pass-page">
        {chain.isPending ? (
          <div className={styles.center}>
            <Spinner size={40} />
          </div>
        ) : chain.isError ? (
          <LoadFailed text={t('pass.loadFailed')} onRetry={() => void chain.refetch()} />
        ) : !chain.data ? (
          <EmptyState text={t('pass.notConfigured')} testId="pass-not-configured" />
        ) : (
          <PassBody chain={chain.data} />
        )}
      </div>
    </Layout>
  );
});
