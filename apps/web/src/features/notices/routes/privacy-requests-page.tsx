/**
 * /privacy-requests (from /My and /privacy-settings; docs/privacy.md, "Rights requests"): make a
 * request (access, correction, deletion, complaint) and follow each: its deadline of 15 working
 * days, its state, and support's reply or reason for a refusal.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RIGHTS_REQUEST_KINDS, type RightsRequest, type RightsRequestKind } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Layout } from '../../../components/layout/layout';
import { RequireLogin } from '../../../components/page/require-login';
import { showToast } from '../../../lib/toast';
import { fetchRightsRequests, fileRightsRequest } from '../api/notices-api';
import styles from './notices.module.css';

function RequestForm({ onFiled }: { onFiled: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RightsRequestKind>('access');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    fileRightsRequest({ kind, text })
      .then(({ due_on }) => {
        showToast(t('rights.sent', { date: due_on }), 'ok');
        setText('');
        onFiled();
      })
      .catch((error: Error) => showToast(error.message, 'warning'))
      .finally(() => setBusy(false));
  };
  return (
    <form className={styles.card} onSubmit={submit} data-testid="rights-form">
      <p className={styles.note}>{t('rights.intro')}</p>
      <label className={styles.field}>
        {t('rights.kind')}
        <select value={kind} onChange={(e) => setKind(e.target.value as RightsRequestKind)} data-testid="rights-kind">
          {RIGHTS_REQUEST_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`rights.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('rights.text')}
        <textarea
          required
          rows={4}
          maxLength={2000}
          value={text}
          placeholder={t('rights.placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="rights-text"
        />
      </label>
      <Button type="submit" disabled={busy || text.trim() === ''} data-testid="rights-submit">
        {t('rights.submit')}
      </Button>
    </form>
  );
}

function RequestItem({ r }: { r: RightsRequest }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.item} data-testid={`rights-request-${r.state}`}>
      <div className={styles.meta}>
        <span className={styles.kind}>{t(`rights.kinds.${r.kind}`)}</span>
        <span>{t(`rights.states.${r.state}`)}</span>
      </div>
      <p className={styles.body}>{r.text}</p>
      <p className={styles.note}>
        {new Date(r.created_at).toLocaleDateString(i18n.language)} ·{' '}
        <span data-testid="rights-due">{t('rights.due', { date: r.due_on })}</span>
      </p>
      {r.reply && (
        <p className={styles.reply} data-testid="rights-reply">
          <strong>{t(r.state === 'refused' ? 'rights.reason' : 'rights.reply')}: </strong>
          {r.reply}
        </p>
      )}
    </article>
  );
}

function Requests() {
  const { t } = useTranslation();
  const [items, setItems] = useState<RightsRequest[] | null>(null);
  const load = () =>
    fetchRightsRequests()
      .then((r) => setItems(r.items))
      .catch((error: Error) => showToast(error.message, 'warning'));
  useEffect(() => {
    void load();
  }, []);
  return (
    <>
      <RequestForm onFiled={() => void load()} />
      <section className={styles.card} data-testid="rights-list">
        <h2 className={styles.heading}>{t('rights.mine')}</h2>
        {items?.length === 0 && <p className={styles.note}>{t('rights.none')}</p>}
        {items?.map((r) => (
          <RequestItem key={r.id} r={r} />
        ))}
      </section>
    </>
  );
}

export function PrivacyRequestsPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('rights.title')} back tabBar={false}>
      <RequireLogin>
        <Requests />
      </RequireLogin>
    </Layout>
  );
}
