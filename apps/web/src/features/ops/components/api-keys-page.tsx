/**
 * API keys (apiKeys.manage): make a key with the permissions a script needs (the key is answered
 * once and shown once here: the server keeps only its SHA-256), the list paged on the server, and
 * revoke. Keys cannot make keys; every use is audited (docs/operator-console.md, "API keys").
 */
import { useState, type FormEvent } from 'react';
import { OPS_PERMISSIONS, type OpsApiKey, type OpsPermission } from '@culture/protocol';
import { adminApi } from '../api/admin-client';
import { useAdminTexts } from '../model/admin-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import { PagedFooter } from './paged-footer';
import ops from './ops.module.css';
import styles from './admin.module.css';

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

function KeyRow({ apiKey, onChanged }: { apiKey: OpsApiKey; onChanged: () => void }) {
  const { admin, locale } = useAdminTexts();
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
  return (
    <tr data-testid={`ops-api-key-${apiKey.name}`}>
      <td>{apiKey.name}</td>
      <td className={styles.mono}>{apiKey.prefix}…</td>
      <td>
        <div className={styles.tags}>
          {apiKey.scopes.map((scope) => (
            <span key={scope} className={styles.tag}>
              {admin.permissions[scope]}
            </span>
          ))}
        </div>
      </td>
      <td className={styles.mono}>operator:{apiKey.created_by}</td>
      <td>{formatTime(apiKey.created_at, locale)}</td>
      <td>{apiKey.last_used_at ? formatTime(apiKey.last_used_at, locale) : <span className={styles.off}>{admin.never}</span>}</td>
      <td data-testid="ops-api-key-status">
        {apiKey.revoked_at ? (
          <span className={styles.off}>{fill(t.revoked, { at: formatTime(apiKey.revoked_at, locale) })}</span>
        ) : (
          t.active
        )}
        {error && (
          <p className={ops.error} role="alert">
            {error}
          </p>
        )}
      </td>
      <td>
        {!apiKey.revoked_at && (
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
        )}
      </td>
    </tr>
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
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t.columns.name}</th>
            <th>{t.columns.prefix}</th>
            <th>{t.columns.scopes}</th>
            <th>{t.columns.createdBy}</th>
            <th>{t.columns.created}</th>
            <th>{t.columns.lastUsed}</th>
            <th>{t.columns.status}</th>
            <th>{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} onChanged={list.reload} />
          ))}
        </tbody>
      </table>
      <PagedFooter loading={list.loading} error={list.error} next={list.next} count={list.rows.length} onMore={list.more} />
    </section>
  );
}
