/**
 * The 30 days' notice (docs/privacy.md, "Notices"): the service ending, to every member, or one
 * member's account being closed by the operator. Title and text in the three languages side by
 * side; sent after a confirmation (a notice cannot be taken back). members.manage on the server.
 */
import { useState, type FormEvent } from 'react';
import { LOCALES, type Locale } from '@culture/protocol';
import { membersApi } from '../api/members-client';
import { useNoticeTexts } from '../model/notice-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import ops from './ops.module.css';
import { OutcomeLine, useOutcome } from './outcome';

const empty = (): Record<Locale, string> => Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

export function NoticeForm({ userId }: { userId?: string }) {
  const { texts: t } = useNoticeTexts();
  const [title, setTitle] = useState(empty);
  const [body, setBody] = useState(empty);
  const [confirming, setConfirming] = useState(false);
  const { busy, outcome, run } = useOutcome();

  const send = () =>
    run(async () => {
      const notice =
        userId === undefined
          ? { kind: 'serviceEnding' as const, title, body }
          : { kind: 'accountClosing' as const, user_id: userId, title, body };
      const { id } = await membersApi.notice(notice);
      setTitle(empty());
      setBody(empty());
      return fill(t.sent, { id });
    }).finally(() => setConfirming(false));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };

  return (
    <form className={styles.panel} onSubmit={submit} data-testid={userId ? 'notice-account' : 'notice-service'}>
      <h3>{userId ? t.accountHeading : t.serviceHeading}</h3>
      <p className={ops.hint}>{userId ? t.accountHint : t.serviceHint}</p>
      <LocalizedGrid languages={t.language}>
        <LocalizedRow
          label={t.title}
          values={title}
          onChange={(l, v) => setTitle((was) => ({ ...was, [l]: v }))}
          testId={(l) => `notice-title-${l}`}
        />
        <LocalizedRow
          label={t.body}
          values={body}
          multiline
          onChange={(l, v) => setBody((was) => ({ ...was, [l]: v }))}
          testId={(l) => `notice-body-${l}`}
        />
      </LocalizedGrid>
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-label={t.confirm}>
          <strong>{t.confirm}</strong>
          <div className={ops.row}>
            <button
              type="button"
              className={ops.primary}
              disabled={busy}
              onClick={() => void send()}
              data-testid="notice-confirm"
            >
              {t.confirmSend}
            </button>
            <button type="button" className={ops.secondary} onClick={() => setConfirming(false)}>
              {t.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className={ops.row}>
          <button type="submit" className={ops.primary} data-testid="notice-send">
            {t.send}
          </button>
        </div>
      )}
      <OutcomeLine outcome={outcome} testId="notice-outcome" />
    </form>
  );
}

/** In a member's record: the closing notice's form behind a button (members.manage). */
export function ClosingNotice({ userId }: { userId: string }) {
  const { texts: t } = useNoticeTexts();
  const [open, setOpen] = useState(false);
  if (open) return <NoticeForm userId={userId} />;
  return (
    <div className={ops.row}>
      <button type="button" className={ops.secondary} onClick={() => setOpen(true)} data-testid="notice-account-open">
        {t.accountOpen}
      </button>
    </div>
  );
}
