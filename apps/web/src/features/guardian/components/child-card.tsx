/**
 * One child as their guardian sees them: the information we hold, the consent's state, and the
 * guardian's powers (PIPL Art. 31, 44–47): correct, withdraw or agree again, delete the account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuardianChild } from '@culture/protocol';
import { Button } from '../../../components/button';
import { showToast } from '../../../lib/toast';
import { cancelChild, correctChild, decideForChild } from '../api/guardian-api';
import styles from '../routes/guardian.module.css';
import { childName } from '../model/child-name';

export function ChildCard({
  token,
  child,
  version,
  onChange,
}: {
  token: string;
  child: GuardianChild;
  version: number;
  onChange: (children: GuardianChild[]) => void;
}) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(child.nickname ?? '');
  const [birth, setBirth] = useState(child.birthMonth ?? '');
  const [busy, setBusy] = useState(false);
  const run = (call: () => Promise<{ children: GuardianChild[] }>, done?: string) => {
    setBusy(true);
    call()
      .then((answer) => {
        onChange(answer.children);
        if (done) showToast(done, 'ok');
      })
      .catch((error: Error) => showToast(error.message, 'warning'))
      .finally(() => setBusy(false));
  };
  const decide = (decision: 'agree' | 'withdraw') =>
    run(() =>
      decideForChild(token, {
        childId: child.id,
        name: child.guardianName ?? '-',
        relationship: child.relationship ?? 'other',
        decision,
        version,
      }),
    );
  const correct = () => {
    const [year, month] = birth.split('-').map(Number);
    run(
      () =>
        correctChild(token, child.id, {
          ...(nickname.trim() && nickname !== child.nickname ? { nickname: nickname.trim() } : {}),
          ...(year && month && birth !== child.birthMonth ? { birthMonth: { year, month } } : {}),
        }),
      t('guardian.saved'),
    );
  };

  return (
    <div className={styles.state} data-testid="guardian-child" data-state={child.state}>
      <p className={styles.heading}>
        {childName(t, child)} · <span data-testid="guardian-child-state">{t(`guardian.${child.state}`)}</span>
      </p>
      {child.cancellationCompletesAt && (
        <p className={styles.muted}>
          {t('guardian.cancelPending', { date: new Date(child.cancellationCompletesAt).toLocaleDateString() })}
        </p>
      )}
      <label className={styles.field}>
        {t('guardian.nickname')}
        <input value={nickname} onChange={(e) => setNickname(e.target.value)} data-testid="guardian-child-nickname" />
      </label>
      <label className={styles.field}>
        {t('guardian.birthMonth')}
        <input type="month" value={birth} onChange={(e) => setBirth(e.target.value)} data-testid="guardian-child-birth" />
      </label>
      <div className={styles.row}>
        <Button variant="plain" disabled={busy} onClick={correct} data-testid="guardian-child-correct">
          {t('guardian.correct')}
        </Button>
        {child.state === 'agreed' ? (
          <Button variant="plain" disabled={busy} onClick={() => decide('withdraw')} data-testid="guardian-withdraw">
            {t('guardian.withdraw')}
          </Button>
        ) : (
          <Button variant="plain" disabled={busy} onClick={() => decide('agree')} data-testid="guardian-agree-again">
            {t('guardian.agreeAgain')}
          </Button>
        )}
        {!child.cancellationCompletesAt && (
          <Button
            variant="plain"
            disabled={busy}
            onClick={() => window.confirm(t('guardian.cancelConfirm')) && run(() => cancelChild(token, child.id))}
            data-testid="guardian-cancel-account"
          >
            {t('guardian.cancelAccount')}
          </Button>
        )}
      </div>
    </div>
  );
}
