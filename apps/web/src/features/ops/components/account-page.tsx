/**
 * An operator's own account (any signed-in operator, docs/operator-console.md "Passwords"): change
 * the password (the current one, the new one twice; the server ends the other sessions) and make
 * new recovery codes (confirmed first, shown once). `ForcedPasswordChange` is the only screen an
 * operator sees after the owner reset their password, until they set a new one.
 */
import { useState, type FormEvent } from 'react';
import type { OpsOperator } from '@culture/protocol';
import { opsApi } from '../api/ops-client';
import { useAccountTexts } from '../model/account-texts';
import { RecoveryStep } from './sign-in-page';
import ops from './ops.module.css';
import styles from './admin.module.css';

function PasswordForm({ forced, onChanged }: { forced: boolean; onChanged: (operator: OpsOperator) => void }) {
  const { account } = useAccountTexts();
  const t = account.password;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const next = String(form.get('new_password'));
    if (next !== String(form.get('repeat_password'))) return setError(t.mismatch);
    setBusy(true);
    setError(null);
    try {
      const operator = await opsApi.changePassword(String(form.get('current_password')), next);
      formElement.reset();
      onChanged(operator);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="ops-password-form">
      <div className={styles.fields}>
        <label>
          {forced ? t.currentTemporary : t.current}
          <input name="current_password" type="password" required maxLength={128} autoComplete="current-password" />
        </label>
        <label>
          {t.next}
          <input name="new_password" type="password" required minLength={12} maxLength={128} autoComplete="new-password" />
        </label>
        <label>
          {t.repeat}
          <input name="repeat_password" type="password" required minLength={12} maxLength={128} autoComplete="new-password" />
        </label>
      </div>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy}>
          {t.save}
        </button>
      </div>
    </form>
  );
}

/** After an owner's reset: nothing else until the operator sets their own password. */
export function ForcedPasswordChange({ onChanged }: { onChanged: (operator: OpsOperator) => void }) {
  const { account } = useAccountTexts();
  return (
    <div className={ops.center}>
      <div className={ops.card} data-testid="ops-forced-password">
        <h1>{account.password.forcedHeading}</h1>
        <p className={ops.hint}>{account.password.forcedExplain}</p>
        <PasswordForm forced onChanged={onChanged} />
      </div>
    </div>
  );
}

function RecoveryCodes() {
  const { account, texts } = useAccountTexts();
  const t = account.recovery;
  const [stage, setStage] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const make = async () => {
    setStage('busy');
    setError(null);
    try {
      setCodes((await opsApi.recoveryCodes()).recovery_codes);
      setSaved(false);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setStage('idle');
    }
  };
  if (codes) {
    return (
      <RecoveryStep
        texts={texts}
        codes={codes}
        saved={saved}
        onSaved={setSaved}
        onFinish={() => setCodes(null)}
        finishLabel={t.finish}
      />
    );
  }
  return (
    <>
      <p className={ops.hint}>{t.explain}</p>
      {stage === 'confirm' && <p role="alert">{t.confirm}</p>}
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      <div className={ops.row}>
        {stage === 'confirm' ? (
          <>
            <button type="button" className={styles.danger} onClick={() => void make()} data-testid="ops-recovery-confirm">
              {t.confirmYes}
            </button>
            <button type="button" className={ops.secondary} onClick={() => setStage('idle')}>
              {t.cancel}
            </button>
          </>
        ) : (
          <button type="button" className={ops.secondary} disabled={stage === 'busy'} onClick={() => setStage('confirm')}>
            {t.make}
          </button>
        )}
      </div>
    </>
  );
}

export function AccountPage() {
  const { account } = useAccountTexts();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section data-testid="ops-account">
      <div className={styles.heading}>
        <h1>{account.heading}</h1>
      </div>
      <div className={styles.panel}>
        <h2>{account.password.heading}</h2>
        {notice && (
          <p className={ops.notice} role="status">
            {notice}
          </p>
        )}
        <PasswordForm forced={false} onChanged={() => setNotice(account.password.done)} />
      </div>
      <div className={styles.panel} data-testid="ops-recovery-panel">
        <h2>{account.recovery.heading}</h2>
        <RecoveryCodes />
      </div>
    </section>
  );
}
