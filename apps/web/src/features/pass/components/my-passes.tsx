/**
 * The holder's passes: each with its stake state and stake time (this stake and all stakes,
 * ticking every second), a checkbox for multi-select, and the actions on the selection: stake,
 * unstake, transfer (one pass; a staked pass moves with safeTransferWhileStake).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDuration, stakeSecondsNow } from '../lib/stake-time';
import type { OwnedPass } from '../lib/pass-contract';
import styles from './pass.module.css';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

export function MyPasses({
  passes,
  stakeOpen,
  transferOpen,
  busy,
  onStake,
  onUnstake,
  onTransfer,
}: {
  passes: OwnedPass[];
  stakeOpen: boolean;
  transferOpen: boolean;
  busy: boolean;
  onStake: (ids: bigint[]) => void;
  onUnstake: (ids: bigint[]) => void;
  onTransfer: (pass: OwnedPass) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const now = useNow(passes.some((p) => p.staked));
  // Forget selections of passes that are gone (sent away) after a refresh.
  useEffect(() => {
    setSelected((current) => new Set([...current].filter((id) => passes.some((p) => p.tokenId.toString() === id))));
  }, [passes]);

  const chosen = passes.filter((p) => selected.has(p.tokenId.toString()));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const canStake = stakeOpen && chosen.length > 0 && chosen.every((p) => !p.staked);
  const canUnstake = chosen.length > 0 && chosen.every((p) => p.staked);
  const canTransfer = transferOpen && chosen.length === 1;
  const day = (days: string, clock: string) => t('pass.durationDays', { days, clock });

  return (
    <>
      <ul className={styles.passes} data-testid="my-passes">
        {passes.map((pass) => {
          const id = pass.tokenId.toString();
          const time = stakeSecondsNow(pass, now);
          return (
            <li key={id} className={styles.passRow} data-testid={`pass-${id}`} data-staked={pass.staked}>
              <label className={styles.passLabel}>
                <input
                  type="checkbox"
                  checked={selected.has(id)}
                  onChange={() => toggle(id)}
                  aria-label={t('pass.selectPass', { tokenId: id })}
                  data-testid={`pass-${id}-select`}
                />
                <span className={styles.passArt} aria-hidden>
                  #{id}
                </span>
                <span className={styles.passText}>
                  <span className={styles.passName}>{t('pass.tokenName', { tokenId: id })}</span>
                  <span className={styles.pill} data-on={pass.staked} data-testid={`pass-${id}-state`}>
                    {pass.staked ? t('pass.staked') : t('pass.notStaked')}
                  </span>
                  <span className={styles.passTimes}>
                    {t('pass.currentStake')} <b data-testid={`pass-${id}-current`}>{formatDuration(time.current, day)}</b>
                    {' · '}
                    {t('pass.totalStake')} <b data-testid={`pass-${id}-total`}>{formatDuration(time.total, day)}</b>
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className={styles.actionBar} data-testid="pass-actions">
        <span className={styles.selectedCount}>{t('pass.selectedCount', { count: chosen.length })}</span>
        <Button disabled={busy || !canStake} onClick={() => onStake(chosen.map((p) => p.tokenId))} data-testid="pass-stake">
          {t('pass.stake')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy || !canUnstake}
          onClick={() => onUnstake(chosen.map((p) => p.tokenId))}
          data-testid="pass-unstake"
        >
          {t('pass.unstake')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy || !canTransfer}
          onClick={() => chosen[0] && onTransfer(chosen[0])}
          data-testid="pass-transfer"
        >
          {t('pass.transfer')}
        </Button>
      </div>
    </>
  );
}
