/**
 * The members and support section (docs/operator-console.md, "Members and support"): search by id,
 * phone or wallet, a member's record with disable / enable / start deletion, and the report queue.
 */
import { useState, type FormEvent } from 'react';
import type { MemberSummary } from '@culture/protocol';
import { useStore } from '../../../lib/store';
import { membersApi } from '../api/members-client';
import { formatTime } from '../model/format-time';
import { useMembersTexts } from '../model/members-texts';
import { opsSessionStore } from '../model/ops-session';
import styles from './coupons.module.css';
import { MemberRecordPanel } from './member-record';
import local from './members.module.css';
import ops from './ops.module.css';
import { ReportQueuePanel } from './report-queue';
import { SectionTabs } from './section-tabs';

type Tab = 'search' | 'reports';

function MemberSearchPanel({ canManage }: { canManage: boolean }) {
  const { texts, ops: opsTexts, locale } = useMembersTexts();
  const t = texts.search;
  const [q, setQ] = useState('');
  const [found, setFound] = useState<MemberSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setChosen(null);
    membersApi
      .search(q.trim())
      .then((r) => setFound(r.items))
      .catch((e: Error) => setError(e.message || opsTexts.error));
  };
  return (
    <div className={local.stack}>
      <form className={styles.panel} onSubmit={submit} data-testid="member-search">
        <div className={styles.inline}>
          <label>
            {t.label}
            <input required value={q} onChange={(e) => setQ(e.target.value)} data-testid="member-search-q" />
          </label>
          <button type="submit" className={ops.primary}>
            {t.submit}
          </button>
        </div>
        {error && (
          <p className={ops.error} role="alert">
            {error}
          </p>
        )}
        {found && found.length === 0 && <p>{t.none}</p>}
        {found && found.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t.id}</th>
                <th>{t.phone}</th>
                <th>{t.nickname}</th>
                <th>{t.status}</th>
                <th>{t.joined}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {found.map((m) => (
                <tr key={m.id}>
                  <td>{m.id}</td>
                  <td>{m.phone ?? '—'}</td>
                  <td>{m.nickname ?? '—'}</td>
                  <td>{texts.status[m.disabled ? 'disabled' : m.is_guest ? 'guest' : 'active']}</td>
                  <td>{formatTime(m.created_at, locale)}</td>
                  <td>
                    <button type="button" className={ops.secondary} onClick={() => setChosen(m.id)}>
                      {t.open}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </form>
      {chosen && <MemberRecordPanel key={chosen} id={chosen} canManage={canManage} />}
    </div>
  );
}

export function MembersPage() {
  const { texts } = useMembersTexts();
  const session = useStore(opsSessionStore);
  const permissions = session.status === 'signedIn' ? session.operator.permissions : [];
  const tabs: Tab[] = permissions.includes('support.handle') ? ['search', 'reports'] : ['search'];
  const [tab, setTab] = useState<Tab>(tabs.includes('reports') ? 'reports' : 'search');
  return (
    <section data-testid="ops-members">
      <h1>{texts.heading}</h1>
      <SectionTabs tabs={tabs} current={tab} labels={texts.tabs} onChoose={setTab} testIdPrefix="members" />
      {tab === 'search' && <MemberSearchPanel canManage={permissions.includes('members.manage')} />}
      {tab === 'reports' && <ReportQueuePanel />}
    </section>
  );
}
