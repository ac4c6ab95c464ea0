/**
 * The audit log (audit.read): newest first, filtered on the server by who, action, target and time
 * (each filter has its own index), paged by cursor, and exported as CSV with the same filters
 * (docs/operator-console.md, "Audit log").
 */
import { useEffect, useState, type FormEvent } from 'react';
import { actionLabel, OPS_AUDIT_ACTIONS, type OpsAuditEntry } from '@culture/protocol';
import { actorChoices, adminApi, auditExportHref, type ActorChoices } from '../api/admin-client';
import { useAdminTexts } from '../model/admin-texts';
import { NO_FILTERS, type AuditFilters } from '../model/audit-filters';
import { formatTime } from '../model/format-time';
import { usePaged } from '../model/use-paged';
import { DataTable, type DataColumn } from './data-table';
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

/** The legacy ADMIN_TOKEN's actor (docs/operator-console.md, "API keys"). */
const ADMIN_TOKEN_ACTOR = 'key:admin-token';

function ActorSelect({ value, onChange }: { value: string; onChange: (actor: string) => void }) {
  const { admin } = useAdminTexts();
  const [choices, setChoices] = useState<ActorChoices>({ operators: [], keys: [] });
  useEffect(() => {
    let live = true;
    void actorChoices().then((loaded) => live && setChoices(loaded));
    return () => {
      live = false;
    };
  }, []);
  const t = admin.audit;
  return (
    <label>
      {t.actor}
      <select name="actor" value={value} onChange={(e) => onChange(e.target.value)} data-testid="ops-audit-actor-filter">
        <option value="">{t.anyone}</option>
        <optgroup label={t.operatorsGroup}>
          {choices.operators.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={t.keysGroup}>
          {choices.keys.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
          <option value={ADMIN_TOKEN_ACTOR}>{t.adminToken}</option>
        </optgroup>
      </select>
    </label>
  );
}

function FilterForm({ value, onApply }: { value: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { admin, locale } = useAdminTexts();
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
        <ActorSelect value={draft.actor} onChange={(actor) => setDraft({ ...draft, actor })} />
        <label>
          {t.action}
          <select
            name="action"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            data-testid="ops-audit-action-filter"
          >
            <option value="">{t.anyAction}</option>
            {OPS_AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action, locale)}
              </option>
            ))}
          </select>
        </label>
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
        <a className={styles.link} href={auditExportHref(value, locale)} download="audit.csv" data-testid="ops-audit-export">
          {t.export}
        </a>
      </div>
      <p className={ops.hint}>{t.exportAll}</p>
    </form>
  );
}

function AuditTable({ rows }: { rows: OpsAuditEntry[] }) {
  const { admin, locale } = useAdminTexts();
  const t = admin.audit;
  const columns: DataColumn<OpsAuditEntry>[] = [
    { id: 'at', header: t.columns.at, cell: (entry) => formatTime(entry.at, locale) },
    {
      id: 'actor',
      header: t.columns.actor,
      cell: (entry) => (
        <>
          <div data-testid="ops-audit-actor">{entry.actor_name ?? t.unknownActor}</div>
          {entry.actor_id && <div className={`${styles.muted} ${styles.mono}`}>{entry.actor_id}</div>}
        </>
      ),
    },
    {
      id: 'action',
      header: t.columns.action,
      cellProps: (entry) => ({ 'data-testid': 'ops-audit-action', title: entry.action, 'data-action': entry.action }),
      cell: (entry) => actionLabel(entry.action, locale),
    },
    { id: 'target', header: t.columns.target, className: styles.mono, cell: (entry) => entry.target },
    { id: 'ip', header: t.columns.ip, className: styles.mono, cell: (entry) => entry.ip },
    { id: 'change', header: t.columns.change, cell: (entry) => <Change entry={entry} /> },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowTestId={() => 'ops-audit-row'}
      className={styles.table}
    />
  );
}

export function AuditPage() {
  const { admin } = useAdminTexts();
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
      <AuditTable rows={list.rows} />
      <PagedFooter paged={list} />
    </section>
  );
}
