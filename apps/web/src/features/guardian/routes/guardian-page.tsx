/**
 * /guardian, the guardian's own phone (docs/privacy.md, "Children and guardians"): verify this
 * phone by an SMS code (a guardian session of 30 minutes, kept in this tab only), then decide for
 * the child an invite names (after the children's rules), and see, correct, delete and withdraw
 * for every child this phone decided for. No member account is needed or made.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_PATHS, APP_ROUTES, phonePayload, type ConsentState, type GuardianChild } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Layout } from '../../../components/layout/layout';
import { api } from '../../../lib/api-client';
import { takeProofOfWork } from '../../../lib/proof-of-work';
import { showToast } from '../../../lib/toast';
import { fetchChildren, openGuardianSession, requestGuardianCode, verifyGuardianCode } from '../api/guardian-api';
import { ChildCard } from '../components/child-card';
import { DecisionForm } from '../components/decision-form';
import styles from './guardian.module.css';

const SESSION_KEY = 'culture.guardian.session';

function storedSession(): string | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as { token: string; expiresAt: string }) : null;
    return parsed && Date.parse(parsed.expiresAt) > Date.now() ? parsed.token : null;
  } catch {
    return null;
  }
}

function VerifyPhone({ onSession }: { onSession: (token: string) => void }) {
  const { t } = useTranslation();
  const [national, setNational] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const phone = phonePayload(national);
  const run = (step: () => Promise<void>) => {
    setBusy(true);
    step()
      .catch((error: Error) => showToast(error.message, 'warning'))
      .finally(() => setBusy(false));
  };
  return (
    <section className={styles.card}>
      <p className={styles.text}>{t('guardian.pageIntro')}</p>
      <label className={styles.field}>
        {t('guardian.phone')}
        <input inputMode="tel" value={national} onChange={(e) => setNational(e.target.value)} data-testid="guardian-phone" />
      </label>
      <Button
        variant="plain"
        disabled={busy || national.length < 6}
        onClick={() => run(async () => void (await requestGuardianCode(phone, await takeProofOfWork())))}
        data-testid="guardian-send-code"
      >
        {t('guardian.sendCode')}
      </Button>
      <label className={styles.field}>
        {t('guardian.code')}
        <input inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} data-testid="guardian-code" />
      </label>
      <Button
        disabled={busy || code.trim().length === 0}
        onClick={() =>
          run(async () => {
            const session = await openGuardianSession(phone, await verifyGuardianCode(phone, code.trim()));
            sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
            onSession(session.token);
          })
        }
        data-testid="guardian-verify"
      >
        {t('guardian.verify')}
      </Button>
    </section>
  );
}

function Guardian() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite');
  const [token, setToken] = useState(storedSession);
  const [children, setChildren] = useState<GuardianChild[] | null>(null);
  const [rulesVersion, setRulesVersion] = useState<number | null>(null);

  useEffect(() => {
    api
      .get<ConsentState>(API_PATHS.consent, { auth: false })
      .then((state) => setRulesVersion(state.documents.find((d) => d.document === 'childrenRules')?.version ?? null))
      .catch(() => undefined);
  }, []);
  const reload = useCallback(() => {
    if (!token) return;
    fetchChildren(token)
      .then((answer) => setChildren(answer.children))
      .catch((error: Error) => {
        showToast(error.message, 'warning');
        sessionStorage.removeItem(SESSION_KEY);
        setToken(null);
      });
  }, [token]);
  useEffect(reload, [reload]);

  if (!token) return <VerifyPhone onSession={setToken} />;
  if (rulesVersion === null) return null;
  return (
    <>
      {invite && (
        <DecisionForm
          token={token}
          invite={invite}
          version={rulesVersion}
          onDone={(next) => {
            setChildren(next);
            setParams({}, { replace: true });
          }}
        />
      )}
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('guardian.childrenTitle')}</h2>
        {children?.length === 0 && (
          // While an invitation is being decided the child it names is on the card above, not yet here.
          <p className={styles.text}>{t(invite ? 'guardian.noChildrenDeciding' : 'guardian.noChildren')}</p>
        )}
        {children?.map((child) => (
          <ChildCard key={child.id} token={token} child={child} version={rulesVersion} onChange={setChildren} />
        ))}
        <p className={styles.muted}>
          <Link to={APP_ROUTES.childrenRules}>{t('guardian.rulesLink')}</Link>
        </p>
      </section>
    </>
  );
}

export function GuardianPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('guardian.pageTitle')} back tabBar={false}>
      <Guardian />
    </Layout>
  );
}
