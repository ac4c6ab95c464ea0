/**
 * One minting phase (KYC, pre-mint, public): its switch, price, how much of the phase is minted,
 * the holder's list status for the two listed phases, and a quantity within what the holder may
 * mint now (mint-allowance) with the mint button.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEther } from 'viem';
import { Button } from '../../../components/button';
import { clampQuantity, mintAllowance, type Phase } from '../lib/mint-allowance';
import type { HolderState, PassOverview } from '../lib/pass-contract';
import { ProgressBar } from './progress-bar';
import styles from './pass.module.css';

export function PhaseCard({
  phase,
  overview,
  holder,
  symbol,
  busy,
  minting,
  connectLabel,
  onMint,
}: {
  phase: Phase;
  overview: PassOverview;
  holder: HolderState | null;
  symbol: string;
  busy: boolean;
  /** This phase's mint is the transaction in flight. */
  minting: boolean;
  /** What to say while no holder is known: connect a wallet, or switch it to the pass's chain. */
  connectLabel: string;
  onMint: (phase: Phase, quantity: number) => void;
}) {
  const { t } = useTranslation();
  const allowance = mintAllowance(phase, overview, holder);
  const [quantity, setQuantity] = useState(1);
  useEffect(() => setQuantity((q) => clampQuantity(q, allowance.max)), [allowance.max]);
  const open = overview.open[phase];
  const price = overview.prices[phase];
  const listed = phase === 'kyc' ? holder?.onKycList : phase === 'pre' ? holder?.onPreList : undefined;
  const blockedLabel =
    allowance.blocked === 'closed'
      ? t('pass.closed')
      : allowance.blocked === 'soldOut'
        ? t('pass.soldOut')
        : allowance.blocked === 'limitReached'
          ? t('pass.limitReached')
          : allowance.blocked === 'notOnList'
            ? null // the list line above already says so
            : allowance.blocked === 'connect'
              ? connectLabel
              : null;

  return (
    <section className={styles.phase} data-testid={`phase-${phase}`} data-open={open}>
      <header className={styles.phaseHead}>
        <h3>{t(`pass.phases.${phase}`)}</h3>
        <span className={styles.pill} data-on={open} data-testid={`phase-${phase}-switch`}>
          {open ? t('pass.open') : t('pass.closed')}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('pass.price')}</dt>
          <dd data-testid={`phase-${phase}-price`}>{price === 0n ? t('pass.free') : `${formatEther(price)} ${symbol}`}</dd>
        </div>
        <div>
          <dt>
            {t('pass.phaseProgress', { count: overview.counts[phase].toString(), limit: overview.limits[phase].toString() })}
          </dt>
          <dd>
            <ProgressBar value={overview.counts[phase]} max={overview.limits[phase]} label={t(`pass.phases.${phase}`)} />
          </dd>
        </div>
      </dl>
      {listed !== undefined && (
        <p className={styles.listed} data-on={listed} data-testid={`phase-${phase}-listed`}>
          {listed ? `✓ ${t('pass.onList')}` : t('pass.notOnList')}
        </p>
      )}
      {allowance.max > 0 ? (
        <div className={styles.mintRow}>
          <div className={styles.stepper} role="group" aria-label={t('pass.quantity')}>
            <button
              type="button"
              aria-label={t('pass.less')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => clampQuantity(q - 1, allowance.max))}
            >
              −
            </button>
            <output data-testid={`phase-${phase}-quantity`}>{quantity}</output>
            <button
              type="button"
              aria-label={t('pass.more')}
              disabled={quantity >= allowance.max}
              onClick={() => setQuantity((q) => clampQuantity(q + 1, allowance.max))}
              data-testid={`phase-${phase}-more`}
            >
              +
            </button>
          </div>
          <Button
            className={styles.mintButton}
            disabled={busy}
            onClick={() => onMint(phase, quantity)}
            data-testid={`phase-${phase}-mint`}
          >
            {minting ? t('pass.minting') : t('pass.mint')}
            {price > 0n && ` · ${formatEther(price * BigInt(quantity))} ${symbol}`}
          </Button>
        </div>
      ) : (
        <p
          className={styles.blocked}
          data-testid={`phase-${phase}-blocked`}
          data-reason={allowance.blocked ?? ''}
          hidden={!blockedLabel}
        >
          {blockedLabel}
        </p>
      )}
    </section>
  );
}
