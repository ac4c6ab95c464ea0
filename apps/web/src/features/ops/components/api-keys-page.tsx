/**
 * API keys (apiKeys.manage): make a key with the permissions a script needs (the key is answered
 * once and shown once here: the server keeps only its SHA-256), the list paged on the server, and
 * revoke. Keys cannot make keys; every use is audited (docs/operator-console.md, "API keys").
 */
import { useState, type FormEvent } from 'react';
import { actionLabel, OPS_PERMISSIONS, type OpsApiKey, type OpsPermission } from '@culture/protocol';
import { adminApi } from '../api/admin-client';
import { useAdminTexts } from '../model/admin-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import { PagedFooter } from './paged-footer';
import ops from './ops.module.css';
import styles from './admin.module.css';
import { DataTable, type DataColumn } from './data-table';

function MakeKey({ onMade }: { onMade: (secret: string) => void }) {
  const { admin } = useAdminTexts();
  const [scopes, setScopes] = useState<OpsPermission[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = admin.apiKeys;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (scopes.length === 0) return setError(t.needScope);
    setBusy(true);
    setError(null);
    try {
      const made = await adminApi.createApiKey(String(new FormData(form).get('name')), scopes);
      form.reset();
      setScopes([]);
      onMade(made.secret);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="ops-api-key-form">
      <p className={ops.hint}>{t.explain}</p>
      <div className={styles.fields}>
        <label>
          {t.name}
          <input name="name" required maxLength={60} autoComplete="off" />
        </label>
      </div>
      <fieldset className={styles.checks}>
        <legend>{t.scopes}</legend>
        {OPS_PERMISSIONS.map((permission) => (
          <label key={permission}>
            <input
              type="checkbox"
              name={`scope-${permission}`}
              checked={scopes.includes(permission)}
              onChange={(e) => setScopes(e.target.checked ? [...scopes, permission] : scopes.filter((s) => s !== permission))}
            />
            {admin.permissions[permission]}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy}>
          {t.create}
        </button>
      </div>
    </form>
  );
}

/** The new key, once: copy it, then dismiss; it is not kept anywhere in the page after. */
function ShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { admin } = useAdminTexts();
  const [copied, setCopied] = useState(false);
  const t = admin.apiKeys;
  return (
    <div className={styles.panel} role="status" data-testid="ops-api-key-secret">
      <p className={ops.notice}>{t.shownOnce}</p>
      <code className={ops.secret} data-testid="ops-api-key-value">
        {secret}
      </code>
      <div className={ops.row}>
        <button
          type="button"
          className={ops.secondary}
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? t.copied : t.copy}
        </button>
        <button type="button" className={ops.primary} onClick={onDone}>
          {t.done}
        </button>
      </div>
    </div>
  );
}

// The revoke button asks once more before it revokes; a refusal is shown beside it.
function RevokeCell({ apiKey, onChanged }: { apiKey: OpsApiKey; onChanged: () => void }) {
  const { admin } = useAdminTexts();
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = admin.apiKeys;
  const revoke = async () => {
    try {
      await adminApi.revokeApiKey(apiKey.id);
      onChanged();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  if (apiKey.revoked_at) return null;
  return (
    <>
      <div className={styles.actions}>
        {confirm ? (
          <>
            <button type="button" className={styles.danger} onClick={() => void revoke()}>
              {t.confirmRevoke}
            </button>
            <button type="button" onClick={() => setConfirm(false)}>
              {admin.cancel}
            </button>
          </>
        ) : (
          <button type="button" className={styles.danger} onClick={() => setConfirm(true)}>
            {t.revoke}
          </button>
        )}
      </div>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function KeyTable({ rows, onChanged }: { rows: OpsApiKey[]; onChanged: () => void }) {
  const { admin, locale } = useAdminTexts();
  const t = admin.apiKeys;
  const columns: DataColumn<OpsApiKey>[] = [
    { id: 'name', header: t.columns.name, cell: (apiKey) => apiKey.name },
    { id: 'prefix', header: t.columns.prefix, className: styles.mono, cell: (apiKey) => `${apiKey.prefix}…` },
    {
      id: 'scopes',
      header: t.columns.scopes,
      cell: (apiKey) => (
        <div className={styles.tags}>
          {apiKey.scopes.map((scope) => (
            <span key={scope} className={styles.tag}>
              {admin.permissions[scope]}
            </span>
          ))}
        </div>
      ),
    },
    {
      id: 'createdBy',
      header: t.columns.createdBy,
      cellProps: (apiKey) => ({ title: `operator:${apiKey.created_by}` }),
      cell: (apiKey) => apiKey.created_by_login,
    },
    { id: 'created', header: t.columns.created, cell: (apiKey) => formatTime(apiKey.created_at, locale) },
    {
      id: 'lastUsed',
      header: t.columns.lastUsed,
      cell: (apiKey) => (
        <>
          {apiKey.last_used_at ? formatTime(apiKey.last_used_at, locale) : <span className={styles.off}>{admin.never}</span>}
          {apiKey.last_use && <LastUse use={apiKey.last_use} />}
        </>
      ),
    },
    {
      id: 'status',
      header: t.columns.status,
      cellProps: () => ({ 'data-testid': 'ops-api-key-status' }),
      cell: (apiKey) =>
        apiKey.revoked_at ? (
          <span className={styles.off}>{fill(t.revoked, { at: formatTime(apiKey.revoked_at, locale) })}</span>
        ) : (
          t.active
        ),
    },
    { id: 'actions', header: t.columns.actions, cell: (apiKey) => <RevokeCell apiKey={apiKey} onChanged={onChanged} /> },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(apiKey) => apiKey.id}
      rowTestId={(apiKey) => `ops-api-key-${apiKey.name}`}
      className={styles.table}
    />
  );
}

/** The key's latest use in the audit log: a read's method and route, or a write's action; and from where. */
function LastUse({ use }: { use: NonNullable<OpsApiKey['last_use']> }) {
  const { locale } = useAdminTexts();
  const what = use.route ? `${use.method ?? ''} ${use.route}` : actionLabel(use.action, locale);
  return (
    <div className={styles.off} title={use.action} data-testid="ops-api-key-last-use">
      {[what, use.ip].filter(Boolean).join(' · ')}
    </div>
  );
}

export function ApiKeysPage() {
  const { admin } = useAdminTexts();
  const list = usePaged(adminApi.apiKeys, 'api-keys');
  const [secret, setSecret] = useState<string | null>(null);
  const t = admin.apiKeys;
  return (
    <section data-testid="ops-api-keys">
      <div className={styles.heading}>
        <h1>{t.heading}</h1>
      </div>
      {secret ? (
        <ShownOnce secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <MakeKey
          onMade={(made) => {
            setSecret(made);
            list.reload();
          }}
        />
      )}
      <KeyTable rows={list.rows} onChanged={list.reload} />
      <PagedFooter paged={list} />
    </section>
  );
}
