/**
 * The age question, the gate's second step (docs/privacy.md, "Children and guardians"): a member
 * who agreed to the service and never gave a birth month answers it, once. Under 14 the next
 * screen says what waits for a guardian and leads to the guardian invite; browsing goes on.
 * Rendered by the consent gate, never beside it: one modal at a time.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type AgeState } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { answerAge, fetchAge } from '../../../lib/age-api';
import { showToast } from '../../../lib/toast';
import styles from './consent-gate.module.css';

/** The guardian's pages explain themselves; the question waits until the person leaves them. */
const ASIDE: readonly string[] = [APP_ROUTES.guardian, APP_ROUTES.guardianInvite];

export function AgeGate({ who }: { who: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [state, setState] = useState<AgeState | null>(null);
  const [justAnswered, setJustAnswered] = useState(false);
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchAge()
      .then((next) => live && setState(next))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [who]);

  if (!state || ASIDE.includes(pathname)) return null;
  if (justAnswered && state.child) {
    return (
      <Modal
        open
        onClose={() => setJustAnswered(false)}
        testId="age-child"
        title={t('guardian.childTitle')}
        footer={
          <>
            <Button variant="plain" onClick={() => setJustAnswered(false)} data-testid="age-later">
              {t('guardian.later')}
            </Button>
            <Link to={APP_ROUTES.guardianInvite} onClick={() => setJustAnswered(false)} data-testid="age-ask-guardian">
              {t('guardian.askGuardian')}
            </Link>
          </>
        }
      >
        <p className={styles.summary}>{t('guardian.childText')}</p>
      </Modal>
    );
  }
  if (state.birthMonth !== null) return null;

  const thisYear = new Date().getFullYear();
  const submit = () => {
    setBusy(true);
    answerAge({ year: Number(year), month: Number(month) })
      .then((next) => {
        setState(next);
        setJustAnswered(true);
      })
      .catch((error: Error) => showToast(error.message, 'warning'))
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      open
      onClose={() => undefined}
      closeIcon={false}
      closeOnBackdrop={false}
      testId="age-gate"
      title={t('guardian.ageTitle')}
      footer={
        <Button onClick={submit} disabled={busy || !year || !month} data-testid="age-save">
          {t('guardian.save')}
        </Button>
      }
    >
      <p className={styles.summary}>{t('guardian.ageText')}</p>
      <div className={styles.links}>
        <select aria-label={t('guardian.year')} value={year} onChange={(e) => setYear(e.target.value)} data-testid="age-year">
          <option value="">{t('guardian.year')}</option>
          {Array.from({ length: thisYear - 1900 + 1 }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <select aria-label={t('guardian.month')} value={month} onChange={(e) => setMonth(e.target.value)} data-testid="age-month">
          <option value="">{t('guardian.month')}</option>
          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
    </Modal>
  );
}
