/**
 * One badge event's secrets, each shown once (docs/decisions.md, "Claim codes are exported once"):
 * claim codes generated and downloaded at once as CSV, an NFC tag registered with its key, a kiosk
 * token issued for the venue screen.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { eventsApi } from '../api/events-client';
import { claimCodesCsv, claimCodesFileName, downloadText } from '../model/codes-csv';
import { useEventsTexts } from '../model/events-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import events from './events.module.css';
import ops from './ops.module.css';

type Outcome = { ok: true; body: ReactNode } | { ok: false; message: string } | null;

/** A form that runs one call, then shows what it answered (or why not). */
function ToolForm({
  heading,
  hint,
  submit,
  testId,
  run,
  children,
}: {
  heading: string;
  hint?: string;
  submit: string;
  testId: string;
  run: () => Promise<ReactNode>;
  children: ReactNode;
}) {
  const { ops: opsTexts } = useEventsTexts();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, body: await run() });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || opsTexts.error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={events.tool} onSubmit={(e) => void onSubmit(e)} data-testid={testId}>
      <h2>{heading}</h2>
      {hint && <p className={ops.hint}>{hint}</p>}
      <div className={styles.fields}>{children}</div>
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy} data-testid={`${testId}-submit`}>
          {submit}
        </button>
      </div>
      {outcome &&
        (outcome.ok ? (
          <div className={styles.ok} role="status" data-testid={`${testId}-outcome`}>
            {outcome.body}
          </div>
        ) : (
          <p className={ops.error} role="alert">
            {outcome.message}
          </p>
        ))}
    </form>
  );
}

export function EventTools({ event, onDone, onChanged }: { event: string; onDone: () => void; onChanged: () => void }) {
  const { texts } = useEventsTexts();
  const t = texts.tools;
  const [uid, setUid] = useState('');
  const [key, setKey] = useState('');
  const [label, setLabel] = useState('');

  const register = async () => {
    const tag = await eventsApi.registerTag(event, uid.trim(), key.trim() || undefined);
    return (
      <>
        <p>{fill(t.registered, { uid: tag.uid })}</p>
        <p className={ops.secret}>{tag.key}</p>
      </>
    );
  };
  const issue = async () => {
    const { token } = await eventsApi.issueKioskToken(event, label.trim());
    return (
      <>
        <p>{t.issued}</p>
        <p className={ops.secret}>{token}</p>
      </>
    );
  };

  return (
    <div className={styles.panel} data-testid="events-tools">
      <div className={ops.row}>
        <h2>{fill(t.heading, { slug: event })}</h2>
        <button type="button" className={ops.secondary} onClick={onDone}>
          {t.done}
        </button>
      </div>
      <CodesTool event={event} onChanged={onChanged} />
      <ToolForm heading={t.tagHeading} submit={t.register} testId="events-tag" run={register}>
        <label>
          {t.uid}
          <input required pattern="[0-9A-Fa-f]{14}" value={uid} onChange={(e) => setUid(e.target.value)} />
        </label>
        <label>
          {t.key}
          <input pattern="[0-9A-Fa-f]{32}" value={key} onChange={(e) => setKey(e.target.value)} />
        </label>
      </ToolForm>
      <ToolForm heading={t.kioskHeading} submit={t.issue} testId="events-kiosk" run={issue}>
        <label>
          {t.label}
          <input maxLength={64} value={label} onChange={(e) => setLabel(e.target.value)} />
        </label>
      </ToolForm>
    </div>
  );
}

/** Claim codes, generated and downloaded at once as CSV (docs/decisions.md, "Claim codes are exported once"). */
function CodesTool({ event, onChanged }: { event: string; onChanged: () => void }) {
  const { texts } = useEventsTexts();
  const t = texts.tools;
  const [howMany, setHowMany] = useState('100');
  const generate = async () => {
    const { codes } = await eventsApi.generateCodes(event, Number(howMany));
    const file = claimCodesFileName(event, new Date());
    const csv = claimCodesCsv(event, codes);
    downloadText(file, csv);
    onChanged();
    return (
      <p>
        {fill(t.generated, { count: codes.length, file })}{' '}
        <button type="button" className={ops.secondary} onClick={() => downloadText(file, csv)}>
          {t.downloadAgain}
        </button>
      </p>
    );
  };
  return (
    <ToolForm heading={t.codesHeading} hint={t.codesHint} submit={t.generate} testId="events-codes" run={generate}>
      <label>
        {t.count}
        <input
          type="number"
          min={1}
          max={10000}
          required
          value={howMany}
          onChange={(e) => setHowMany(e.target.value)}
          data-testid="events-codes-count"
        />
      </label>
    </ToolForm>
  );
}
