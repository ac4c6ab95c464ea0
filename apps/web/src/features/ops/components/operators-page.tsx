/**
 * Operators (operators.manage): the list paged on the server, a new operator with roles and a first
 * password, roles changed, disabled or enabled, the second factor reset. The server refuses what
 * would leave no enabled owner (opsLastOwner) and its message is shown.
 */
import { useState, type FormEvent } from 'react';
import { OPS_ROLES, type OpsOperator, type OpsRole } from '@culture/protocol';
import { adminApi } from '../api/admin-client';
import { useAdminTexts, type AdminTexts } from '../model/admin-texts';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import { formatTime } from '../model/format-time';
import { PagedFooter } from './paged-footer';
import ops from './ops.module.css';
import styles from './admin.module.css';

function RoleChecks({ value, onChange, admin }: { value: OpsRole[]; onChange: (roles: OpsRole[]) => void; admin: AdminTexts }) {
  return (
    <fieldset className={styles.checks}>
      <legend>{admin.operators.rolesLabel}</legend>
      {OPS_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            name={`role-${role}`}
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          {admin.roles[role]}
        </label>
      ))}
    </fieldset>
  );
}

function CreateOperator({ onCreated }: { onCreated: (operator: OpsOperator) => void }) {
  const { admin } = useAdminTexts();
  const [roles, setRoles] = useState<OpsRole[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (roles.length === 0) return setError(admin.operators.needRole);
    setBusy(true);
    setError(null);
    try {
      const made = await adminApi.createOperator({
        login: String(form.get('login')),
        display_name: String(form.get('display_name')),
        password: String(form.get('password')),
        roles,
      });
      onCreated(made);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="ops-operator-form">
      <div className={styles.fields}>
        <label>
          {admin.operators.login}
          <input name="login" required minLength={3} maxLength={32} autoComplete="off" />
        </label>
        <label>
          {admin.operators.name}
          <input name="display_name" required maxLength={40} autoComplete="off" />
        </label>
        <label>
          {admin.operators.password}
          <input name="password" type="password" required minLength={12} maxLength={128} autoComplete="new-password" />
        </label>
      </div>
      <RoleChecks value={roles} onChange={setRoles} admin={admin} />
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy}>
          {admin.operators.create}
        </button>
      </div>
    </form>
  );
}

/** Clearing a second factor signs the operator out everywhere: a second click confirms. */
function ResetButton({ onConfirm }: { onConfirm: () => void }) {
  const { admin } = useAdminTexts();
  const [confirm, setConfirm] = useState(false);
  return confirm ? (
    <button type="button" className={styles.danger} onClick={onConfirm}>
      {admin.operators.confirmReset}
    </button>
  ) : (
    <button type="button" onClick={() => setConfirm(true)}>
      {admin.operators.reset}
    </button>
  );
}

function RolesCell({
  roles,
  editing,
  onEdit,
  error,
}: {
  roles: OpsRole[];
  editing: OpsRole[] | null;
  onEdit: (roles: OpsRole[]) => void;
  error: string | null;
}) {
  const { admin } = useAdminTexts();
  return (
    <td>
      {editing ? (
        <RoleChecks value={editing} onChange={onEdit} admin={admin} />
      ) : (
        <div className={styles.tags}>
          {roles.map((role) => (
            <span key={role} className={styles.tag}>
              {admin.roles[role]}
            </span>
          ))}
        </div>
      )}
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </td>
  );
}

function OperatorRow({ operator, onChanged }: { operator: OpsOperator; onChanged: (message?: string) => void }) {
  const { admin, locale } = useAdminTexts();
  const [editing, setEditing] = useState<OpsRole[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, message?: string) => {
    setError(null);
    try {
      await work();
      setEditing(null);
      onChanged(message);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const t = admin.operators;
  return (
    <tr data-testid={`ops-operator-${operator.login}`}>
      <td>
        <div>{operator.display_name}</div>
        <div className={`${styles.muted} ${styles.mono}`}>{operator.login}</div>
      </td>
      <RolesCell roles={operator.roles} editing={editing} onEdit={setEditing} error={error} />
      <td>{operator.totp_enrolled ? t.enrolled : <span className={styles.off}>{t.notEnrolled}</span>}</td>
      <td>
        {operator.last_sign_in_at ? (
          formatTime(operator.last_sign_in_at, locale)
        ) : (
          <span className={styles.off}>{admin.never}</span>
        )}
      </td>
      <td>{operator.disabled ? <span className={styles.off}>{t.disabled}</span> : t.active}</td>
      <td>
        <div className={styles.actions}>
          {editing ? (
            <>
              <button
                type="button"
                onClick={() =>
                  editing.length === 0
                    ? setError(t.needRole)
                    : void run(() => adminApi.updateOperator(operator.id, { roles: editing }))
                }
              >
                {admin.save}
              </button>
              <button type="button" onClick={() => setEditing(null)}>
                {admin.cancel}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setEditing(operator.roles)}>
              {t.changeRoles}
            </button>
          )}
          <button
            type="button"
            className={operator.disabled ? undefined : styles.danger}
            onClick={() => void run(() => adminApi.updateOperator(operator.id, { disabled: !operator.disabled }))}
          >
            {operator.disabled ? t.enable : t.disable}
          </button>
          {operator.totp_enrolled && (
            <ResetButton
              onConfirm={() =>
                void run(() => adminApi.resetSecondFactor(operator.id), fill(t.resetDone, { login: operator.login }))
              }
            />
          )}
        </div>
      </td>
    </tr>
  );
}

export function OperatorsPage() {
  const { admin } = useAdminTexts();
  const list = usePaged(adminApi.operators, 'operators');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const t = admin.operators;
  const changed = (message?: string) => {
    setNotice(message ?? null);
    list.reload();
  };
  return (
    <section data-testid="ops-operators">
      <div className={styles.heading}>
        <h1>{t.heading}</h1>
        <button type="button" className={ops.primary} onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
          {adding ? admin.cancel : t.add}
        </button>
      </div>
      {adding && (
        <CreateOperator
          onCreated={(made) => {
            setAdding(false);
            changed(fill(t.created, { login: made.login }));
          }}
        />
      )}
      {notice && (
        <p className={ops.notice} role="status">
          {notice}
        </p>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t.columns.operator}</th>
            <th>{t.columns.roles}</th>
            <th>{t.columns.factor}</th>
            <th>{t.columns.lastSignIn}</th>
            <th>{t.columns.status}</th>
            <th>{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((operator) => (
            <OperatorRow key={operator.id} operator={operator} onChanged={changed} />
          ))}
        </tbody>
      </table>
      <PagedFooter loading={list.loading} error={list.error} next={list.next} count={list.rows.length} onMore={list.more} />
    </section>
  );
}
