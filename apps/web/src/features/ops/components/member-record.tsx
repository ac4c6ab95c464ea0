/** One member's record with support's actions: disable / enable, lift a mute, start the deletion (members.manage). */
import { useCallback, useEffect, useState } from 'react';
import type { MemberRecord } from '@culture/protocol';
import { membersApi, type MemberAction } from '../api/members-client';
import { formatTime } from '../model/format-time';
import { useMembersTexts } from '../model/members-texts';
import { fill } from '../model/ops-texts';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';

/** What the record says: status, counts, profile, mute, pending deletion, wallets, latest sessions. */
function RecordFacts({ record, status }: { record: MemberRecord; status: 'active' | 'guest' | 'disabled' }) {
  const { texts, locale } = useMembersTexts();
  const t = texts.record;
  return (
    <>
      <div className={styles.figures}>
        <div>
          <strong>{texts.status[status]}</strong>
          {texts.search.status}
        </div>
        <div>
          <strong>{record.counts.coupons}</strong>
          {t.coupons}
        </div>
        <div>
          <strong>{record.counts.badges}</strong>
          {t.badges}
        </div>
        <div>
          <strong>{record.counts.orders}</strong>
          {t.orders}
        </div>
        <div>
          <strong>{record.reports.against}</strong>
          {t.reportsAgainst}
        </div>
        <div>
          <strong>{record.reports.filed}</strong>
          {t.reportsFiled}
        </div>
      </div>
      <p>
        {texts.search.phone}: {record.phone ?? '—'} · {texts.search.nickname}: {record.nickname ?? '—'} · {t.wechat}:{' '}
        {record.wechat_linked ? t.yes : t.no} · {texts.search.joined}: {formatTime(record.created_at, locale)}
      </p>
      {record.muted_until && (
        <p data-testid="member-muted">
          {t.mutedUntil}: {formatTime(record.muted_until, locale)}
        </p>
      )}
      {record.cancellation && (
        <p className={ops.notice}>{fill(t.cancellation, { at: formatTime(record.cancellation.completes_at, locale) })}</p>
      )}
      <h3>{t.wallets}</h3>
      {record.wallets.length === 0 ? (
        <p>{t.noWallets}</p>
      ) : (
        <ul>
          {record.wallets.map((w) => (
            <li key={w.address}>
              <code>{w.address}</code> · {formatTime(w.linked_at, locale)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t.sessions}</h3>
      <DataTable
        rows={record.sessions}
        columns={[
          { id: 'kind', header: t.kind, cell: (s) => texts.sessionKinds[s.kind] ?? s.kind },
          { id: 'started', header: t.started, cell: (s) => formatTime(s.created_at, locale) },
          { id: 'expires', header: t.expires, cell: (s) => formatTime(s.expires_at, locale) },
          { id: 'active', header: t.active, cell: (s) => (s.active ? t.yes : t.no) },
        ]}
        rowKey={(s) => s.created_at + s.kind}
        className={styles.table}
      />
    </>
  );
}

export function MemberRecordPanel({ id, canManage }: { id: string; canManage: boolean }) {
  const { texts, ops: opsTexts } = useMembersTexts();
  const t = texts.record;
  const [record, setRecord] = useState<MemberRecord | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    membersApi
      .record(id)
      .then(setRecord)
      .catch((e: Error) => setMessage({ ok: false, message: e.message || opsTexts.error }));
  }, [id, opsTexts.error]);
  useEffect(load, [load]);

  const act = async (action: MemberAction, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    setMessage(null);
    try {
      await membersApi.act(action, id);
      setMessage({ ok: true, message: t.done });
      load();
    } catch (e) {
      setMessage({ ok: false, message: (e as Error).message || opsTexts.error });
    } finally {
      setBusy(false);
    }
  };

  const status = record
    ? record.disabled
      ? ('disabled' as const)
      : record.is_guest
        ? ('guest' as const)
        : ('active' as const)
    : null;
  return (
    <div className={styles.panel} data-testid="member-record">
      <h2>{fill(t.heading, { id })}</h2>
      {record && status && (
        <>
          <RecordFacts record={record} status={status} />
          {canManage && (
            <div className={styles.inline}>
              {record.disabled ? (
                <button type="button" className={ops.secondary} disabled={busy} onClick={() => void act('enable')}>
                  {t.enable}
                </button>
              ) : (
                <button
                  type="button"
                  className={ops.secondary}
                  disabled={busy}
                  data-testid="member-disable"
                  onClick={() => void act('disable', t.confirmDisable)}
                >
                  {t.disable}
                </button>
              )}
              {record.muted_until && (
                <button
                  type="button"
                  className={ops.secondary}
                  disabled={busy}
                  data-testid="member-unmute"
                  onClick={() => void act('unmute', t.confirmUnmute)}
                >
                  {t.unmute}
                </button>
              )}
              {!record.cancellation && (
                <button
                  type="button"
                  className={ops.secondary}
                  disabled={busy}
                  onClick={() => void act('deletion', t.confirmDeletion)}
                >
                  {t.startDeletion}
                </button>
              )}
            </div>
          )}
        </>
      )}
      <OutcomeLine outcome={message} />
    </div>
  );
}
