/**
 * Operators (operators.manage): the list paged on the server, a new operator with roles and a first
 * password, roles changed, disabled or enabled, the second factor reset. The server refuses what
 * would leave no enabled owner (opsLastOwner) and its message is shown.
 */
import { useState, type FormEvent } from 'react';
import { OPS_ROLES, type OpsOperator, type OpsRole } from '@culture/protocol';
import { adminApi } from '../api/admin-client';
import { useAdminTexts, type AdminTexts } from '../model/admin-texts';
import { useAccountTexts } from '../model/account-texts';
import { copyText } from '../../../lib/clipboard';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import { formatTime } from '../model/format-time';
import { DataTable, type DataColumn } from './data-table';
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

/** Clearing a second factor or a password signs the operator out everywhere: a second click confirms. */
function ResetButton({ onConfirm, label, confirmLabel }: { onConfirm: () => void; label: string; confirmLabel: string }) {
  const [confirm, setConfirm] = useState(false);
  return confirm ? (
    <button type="button" className={styles.danger} onClick={onConfirm}>
      {confirmLabel}
    </button>
  ) : (
    <button type="button" onClick={() => setConfirm(true)}>
      {label}
    </button>
  );
}

/** The temporary password, shown once: the owner copies it and closes the box. */
function TemporaryPassword({ login, password, onClose }: { login: string; password: string; onClose: () => void }) {
  const { account } = useAccountTexts();
  const [copied, setCopied] = useState(false);
  return (
    <div className={ops.notice} role="status" data-testid="ops-temporary-password">
      <p>{fill(account.reset.shownOnce, { login })}</p>
      <code className={styles.mono} data-testid="ops-temporary-password-value">
        {password}
      </code>
      <div className={ops.row}>
        <button type="button" onClick={() => void copyText(password).then(setCopied)}>
          {copied ? account.reset.copied : account.reset.copy}
        </button>
        <button type="button" onClick={onClose}>
          {account.reset.close}
        </button>
      </div>
    </div>
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
    <>
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
    </>
  );
}

function OperatorTable({
  rows,
  onChanged,
  onTemporary,
}: {
  rows: OpsOperator[];
  onChanged: (message?: string) => void;
  onTemporary: (login: string, password: string) => void;
}) {
  const { admin, locale } = useAdminTexts();
  const { account } = useAccountTexts();
  // One operator's roles are edited at a time; a refusal is shown on the operator it concerns.
  const [editing, setEditing] = useState<{ id: OpsOperator['id']; roles: OpsRole[] } | null>(null);
  const [error, setError] = useState<{ id: OpsOperator['id']; message: string } | null>(null);
  const run = async (id: OpsOperator['id'], work: () => Promise<unknown>, message?: string) => {
    setError(null);
    try {
      await work();
      setEditing(null);
      onChanged(message);
    } catch (failure) {
      setError({ id, message: (failure as Error).message });
    }
  };
  const t = admin.operators;
  const columns: DataColumn<OpsOperator>[] = [
    {
      id: 'operator',
      header: t.columns.operator,
      cell: (operator) => (
        <>
          <div>{operator.display_name}</div>
          <div className={`${styles.muted} ${styles.mono}`}>{operator.login}</div>
        </>
      ),
    },
    {
      id: 'roles',
      header: t.columns.roles,
      cell: (operator) => (
        <RolesCell
          roles={operator.roles}
          editing={editing?.id === operator.id ? editing.roles : null}
          onEdit={(roles) => setEditing({ id: operator.id, roles })}
          error={error?.id === operator.id ? error.message : null}
        />
      ),
    },
    {
      id: 'factor',
      header: t.columns.factor,
      cell: (operator) => (operator.totp_enrolled ? t.enrolled : <span className={styles.off}>{t.notEnrolled}</span>),
    },
    {
      id: 'lastSignIn',
      header: t.columns.lastSignIn,
      cell: (operator) =>
        operator.last_sign_in_at ? (
          formatTime(operator.last_sign_in_at, locale)
        ) : (
          <span className={styles.off}>{admin.never}</span>
        ),
    },
    {
      id: 'status',
      header: t.columns.status,
      cell: (operator) => (
        <>
          {operator.disabled ? <span className={styles.off}>{t.disabled}</span> : t.active}
          {operator.must_change_password && <div className={styles.muted}>{account.reset.pending}</div>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      cell: (operator) => {
        const roles = editing?.id === operator.id ? editing.roles : null;
        return (
          <div className={styles.actions}>
            {roles ? (
              <>
                <button
                  type="button"
                  onClick={() =>
                    roles.length === 0
                      ? setError({ id: operator.id, message: t.needRole })
                      : void run(operator.id, () => adminApi.updateOperator(operator.id, { roles }))
                  }
                >
                  {admin.save}
                </button>
                <button type="button" onClick={() => setEditing(null)}>
                  {admin.cancel}
                </button>
              </>
            ) : (
              <button type="button" onClick={() => setEditing({ id: operator.id, roles: operator.roles })}>
                {t.changeRoles}
              </button>
            )}
            <button
              type="button"
              className={operator.disabled ? undefined : styles.danger}
              onClick={() => void run(operator.id, () => adminApi.updateOperator(operator.id, { disabled: !operator.disabled }))}
            >
              {operator.disabled ? t.enable : t.disable}
            </button>
            {operator.totp_enrolled && (
              <ResetButton
                label={t.reset}
                confirmLabel={t.confirmReset}
                onConfirm={() =>
                  void run(
                    operator.id,
                    () => adminApi.resetSecondFactor(operator.id),
                    fill(t.resetDone, { login: operator.login }),
                  )
                }
              />
            )}
            <ResetButton
              label={account.reset.button}
              confirmLabel={account.reset.confirm}
              onConfirm={() =>
                void run(operator.id, async () =>
                  onTemporary(operator.login, (await adminApi.resetPassword(operator.id)).temporary_password),
                )
              }
            />
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(operator) => operator.id}
      rowTestId={(operator) => `ops-operator-${operator.login}`}
      className={styles.table}
    />
  );
}

export function OperatorsPage() {
  const { admin } = useAdminTexts();
  const list = usePaged(adminApi.operators, 'operators');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<{ login: string; password: string } | null>(null);
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
      {temporary && <TemporaryPassword {...temporary} onClose={() => setTemporary(null)} />}
      <OperatorTable rows={list.rows} onChanged={changed} onTemporary={(login, password) => setTemporary({ login, password })} />
      <PagedFooter paged={list} />
    </section>
  );
}
