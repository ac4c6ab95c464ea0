/**
 * The members and support section (docs/operator-console.md, "Members and support"): search by id,
 * phone or wallet, a member's record with disable / enable / start deletion, the report queue and
 * the rights requests queue (docs/privacy.md, "Rights requests").
 */
import { useState, type FormEvent } from 'react';
import type { MemberSummary } from '@culture/protocol';
import { useStore } from '../../../lib/store';
import { membersApi } from '../api/members-client';
import { formatTime } from '../model/format-time';
import { useMembersTexts } from '../model/members-texts';
import { opsSessionStore } from '../model/ops-session';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import { MemberCoupons } from './member-coupons';
import { MemberRecordPanel } from './member-record';
import { ClosingNotice, NoticeForm } from './notice-form';
import local from './members.module.css';
import ops from './ops.module.css';
import { ReportQueuePanel } from './report-queue';
import { RightsQueuePanel } from './rights-queue';
import { SectionTabs } from './section-tabs';

type Tab = 'search' | 'reports' | 'rights' | 'notices';

function MemberSearchPanel({ canManage, canVoidCoupons }: { canManage: boolean; canVoidCoupons: boolean }) {
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
          <DataTable
            rows={found}
            columns={[
              { id: 'id', header: t.id, cell: (m) => m.id },
              { id: 'phone', header: t.phone, cell: (m) => m.phone ?? '—' },
              { id: 'nickname', header: t.nickname, cell: (m) => m.nickname ?? '—' },
              {
                id: 'status',
                header: t.status,
                cell: (m) => texts.status[m.disabled ? 'disabled' : m.is_guest ? 'guest' : 'active'],
              },
              { id: 'joined', header: t.joined, cell: (m) => formatTime(m.created_at, locale) },
              {
                id: 'open',
                cell: (m) => (
                  <button type="button" className={ops.secondary} onClick={() => setChosen(m.id)}>
                    {t.open}
                  </button>
                ),
              },
            ]}
            rowKey={(m) => m.id}
            className={styles.table}
          />
        )}
      </form>
      {chosen && <MemberRecordPanel key={chosen} id={chosen} canManage={canManage} />}
      {chosen && <MemberCoupons key={`coupons-${chosen}`} memberId={chosen} canVoid={canVoidCoupons} />}
      {chosen && canManage && <ClosingNotice key={`notice-${chosen}`} userId={chosen} />}
    </div>
  );
}

export function MembersPage() {
  const { texts } = useMembersTexts();
  const session = useStore(opsSessionStore);
  const permissions = session.status === 'signedIn' ? session.operator.permissions : [];
  const tabs: Tab[] = [
    'search',
    ...(permissions.includes('support.handle') ? (['reports', 'rights'] as const) : []),
    // The 30 days' notice before the service ends (docs/privacy.md, "Notices").
    ...(permissions.includes('members.manage') ? (['notices'] as const) : []),
  ];
  const [tab, setTab] = useState<Tab>(tabs.includes('reports') ? 'reports' : 'search');
  return (
    <section data-testid="ops-members">
      <h1>{texts.heading}</h1>
      <SectionTabs tabs={tabs} current={tab} labels={texts.tabs} onChoose={setTab} testIdPrefix="members" />
      {tab === 'search' && (
        <MemberSearchPanel
          canManage={permissions.includes('members.manage')}
          // Seeing a member's coupons is members.read; voiding one is coupons.manage (the void route's).
          canVoidCoupons={permissions.includes('coupons.manage')}
        />
      )}
      {tab === 'reports' && <ReportQueuePanel />}
      {tab === 'rights' && <RightsQueuePanel />}
      {tab === 'notices' && <NoticeForm />}
    </section>
  );
}
