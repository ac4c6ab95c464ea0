/** The console's sign-in: password, then a code or enrolment, then the recovery codes once. */
import { useReducer, useState, type FormEvent } from 'react';
import type { OpsSession } from '@culture/protocol';
import { QrImage } from '../../../components/qr-image';
import { copyText } from '../../../lib/clipboard';
import { opsApi } from '../api/ops-client';
import { initialSignIn, signInReducer, type SignInEvent, type SignInState } from '../model/sign-in-machine';
import type { OpsTexts } from '../model/ops-texts';
import { useOpsTexts } from '../model/use-ops-texts';
import styles from './ops.module.css';

function messageOf(error: unknown, texts: OpsTexts): string {
  return error instanceof Error && error.message ? error.message : texts.error;
}

export function SignInPage({ expired, onSignedIn }: { expired: boolean; onSignedIn: (session: OpsSession) => void }) {
  const { texts } = useOpsTexts();
  const [state, dispatchRaw] = useReducer(signInReducer, initialSignIn);
  const [busy, setBusy] = useState(false);
  const dispatch = (event: SignInEvent) => {
    const next = signInReducer(state, event);
    dispatchRaw(event);
    if (next.step === 'done') onSignedIn(next.session);
  };
  const run = async (work: () => Promise<SignInEvent>) => {
    setBusy(true);
    try {
      dispatch(await work());
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error, texts) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.center}>
      <div className={styles.card} data-testid={`ops-sign-in-${state.step}`}>
        {state.step === 'password' && (
          <PasswordStep
            texts={texts}
            expired={expired}
            busy={busy}
            error={state.error}
            onSubmit={(login, password) =>
              run(async () => ({ type: 'passwordAccepted', answer: await opsApi.password(login, password) }))
            }
          />
        )}
        {(state.step === 'totp' || state.step === 'enrol') && (
          <CodeStep
            texts={texts}
            state={state}
            busy={busy}
            onSubmit={(code) => run(async () => ({ type: 'secondFactorAccepted', session: await opsApi.secondFactor(code) }))}
            onRestart={() => dispatch({ type: 'restart' })}
          />
        )}
        {state.step === 'recovery' && (
          <RecoveryStep
            texts={texts}
            codes={state.codes}
            saved={state.saved}
            onSaved={(saved) => dispatch({ type: 'savedChanged', saved })}
            onFinish={() => dispatch({ type: 'finish' })}
          />
        )}
      </div>
    </div>
  );
}

function PasswordStep(props: {
  texts: OpsTexts;
  expired: boolean;
  busy: boolean;
  error?: string;
  onSubmit: (login: string, password: string) => void;
}) {
  const { texts } = props;
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(login, password);
  };
  return (
    <form onSubmit={submit} className={styles.form}>
      <h1>{texts.signIn.heading}</h1>
      {props.expired && !props.error && <p className={styles.notice}>{texts.signIn.expired}</p>}
      {props.error && (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      )}
      <label className={styles.field}>
        {texts.signIn.login}
        <input
          name="login"
          autoComplete="username"
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          maxLength={32}
          required
        />
      </label>
      <label className={styles.field}>
        {texts.signIn.password}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={128}
          required
        />
      </label>
      <button className={styles.primary} type="submit" disabled={props.busy}>
        {texts.signIn.next}
      </button>
    </form>
  );
}

function CodeStep(props: {
  texts: OpsTexts;
  state: Extract<SignInState, { step: 'totp' | 'enrol' }>;
  busy: boolean;
  onSubmit: (code: string) => void;
  onRestart: () => void;
}) {
  const { texts, state } = props;
  const [code, setCode] = useState('');
  const enrol = state.step === 'enrol';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit} className={styles.form}>
      <h1>{enrol ? texts.enrol.heading : texts.signIn.heading}</h1>
      {state.error && (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      )}
      {enrol && (
        <>
          <p className={styles.hint}>{texts.enrol.scan}</p>
          <div className={styles.qr}>
            <QrImage value={state.otpauthUri} size={180} testId="ops-enrol-qr" />
          </div>
          <p className={styles.hint}>{texts.enrol.manual}</p>
          <code className={styles.secret} data-testid="ops-enrol-secret">
            {state.secret}
          </code>
        </>
      )}
      <label className={styles.field}>
        {enrol ? texts.enrol.code : texts.signIn.code}
        <input
          name="code"
          autoComplete="one-time-code"
          inputMode={enrol ? 'numeric' : 'text'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={14}
          required
        />
      </label>
      {!enrol && <p className={styles.hint}>{texts.signIn.codeHint}</p>}
      <div className={styles.row}>
        <button className={styles.primary} type="submit" disabled={props.busy}>
          {enrol ? texts.enrol.verify : texts.signIn.verify}
        </button>
        <button className={styles.secondary} type="button" onClick={props.onRestart}>
          {texts.signIn.back}
        </button>
      </div>
    </form>
  );
}

/** The codes shown once, to copy or download; also used by the account page's "New recovery codes". */
export function RecoveryStep(props: {
  texts: OpsTexts;
  codes: string[];
  saved: boolean;
  onSaved: (saved: boolean) => void;
  onFinish: () => void;
  finishLabel?: string;
}) {
  const { texts, codes } = props;
  const [copied, setCopied] = useState(false);
  const asText = codes.join('\n') + '\n';
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = texts.recovery.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <h1>{texts.recovery.heading}</h1>
      <p className={styles.hint}>{texts.recovery.explain}</p>
      <ul className={styles.codes} data-testid="ops-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <button className={styles.secondary} type="button" onClick={() => void copyText(asText).then(setCopied)}>
          {copied ? texts.recovery.copied : texts.recovery.copy}
        </button>
        <button className={styles.secondary} type="button" onClick={download}>
          {texts.recovery.download}
        </button>
      </div>
      <label className={styles.row}>
        <input type="checkbox" checked={props.saved} onChange={(e) => props.onSaved(e.target.checked)} />
        {texts.recovery.saved}
      </label>
      <button className={styles.primary} type="button" disabled={!props.saved} onClick={props.onFinish}>
        {props.finishLabel ?? texts.recovery.continue}
      </button>
    </>
  );
}
