/**
 * The audit log (audit.read): newest first, filtered on the server by who, action, target and time
 * (each filter has its own index), paged by cursor, and exported as CSV with the same filters
 * (docs/operator-console.md, "Audit log").
 */
import { useState, type FormEvent } from 'react';
import type { OpsAuditEntry } from '@culture/protocol';
import { adminApi, auditExportHref } from '../api/admin-client';
import { useAdminTexts } from '../model/admin-texts';
import { NO_FILTERS, type AuditFilters } from '../model/audit-filters';
import { formatTime } from '../model/format-time';
import { usePaged } from '../model/use-paged';
import { PagedFooter } from './paged-footer';
import ops from './ops.module.css';
import styles from './admin.module.css';

function Change({ entry }: { entry: OpsAuditEntry }) {
  const { admin } = useAdminTexts();
  if (entry.before === null && entry.after === null) return null;
  return (
    <details>
      <summary>{admin.audit.details}</summary>
      {entry.before !== null && (
        <>
          <div className={styles.muted}>{admin.audit.before}</div>
          <pre className={styles.json}>{JSON.stringify(entry.before, null, 2)}</pre>
        </>
      )}
      {entry.after !== null && (
        <>
          <div className={styles.muted}>{admin.audit.after}</div>
          <pre className={styles.json}>{JSON.stringify(entry.after, null, 2)}</pre>
        </>
      )}
    </details>
  );
}

function FilterForm({ value, onApply }: { value: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { admin } = useAdminTexts();
  const [draft, setDraft] = useState(value);
  const t = admin.audit;
  const field = (key: keyof AuditFilters, label: string, type = 'text') => (
    <label>
      {label}
      <input
        name={key}
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        maxLength={200}
        autoComplete="off"
      />
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="ops-audit-filters">
      <div className={styles.fields}>
        {field('actor', t.actor)}
        {field('action', t.action)}
        {field('target', t.target)}
        {field('from', t.from, 'datetime-local')}
        {field('to', t.to, 'datetime-local')}
      </div>
      <div className={ops.row}>
        <button type="submit" className={ops.primary}>
          {t.apply}
        </button>
        <button
          type="button"
          className={ops.secondary}
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t.clear}
        </button>
        <a className={styles.link} href={auditExportHref(value)} download="audit.csv" data-testid="ops-audit-export">
          {t.export}
        </a>
      </div>
    </form>
  );
}

export function AuditPage() {
  const { admin, locale } = useAdminTexts();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const list = usePaged((cursor) => adminApi.audit(filters, cursor), JSON.stringify(filters));
  const t = admin.audit;
  return (
    <section data-testid="ops-audit">
      <div className={styles.heading}>
        <h1>{t.heading}</h1>
      </div>
      <p className={ops.hint}>{t.explain}</p>
      <FilterForm value={filters} onApply={setFilters} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t.columns.at}</th>
            <th>{t.columns.actor}</th>
            <th>{t.columns.action}</th>
            <th>{t.columns.target}</th>
            <th>{t.columns.ip}</th>
            <th>{t.columns.change}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((entry) => (
            <tr key={entry.id} data-testid="ops-audit-row">
              <td>{formatTime(entry.at, locale)}</td>
              <td>
                <div data-testid="ops-audit-actor">{entry.actor_name ?? t.unknownActor}</div>
                {entry.actor_id && <div className={`${styles.muted} ${styles.mono}`}>{entry.actor_id}</div>}
              </td>
              <td className={styles.mono} data-testid="ops-audit-action">
                {entry.action}
              </td>
              <td className={styles.mono}>{entry.target}</td>
              <td className={styles.mono}>{entry.ip}</td>
              <td>
                <Change entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PagedFooter loading={list.loading} error={list.error} next={list.next} count={list.rows.length} onMore={list.more} />
    </section>
  );
}
