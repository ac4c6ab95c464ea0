/**
 * The guardian's decision for the child an invite names: who the child is, the children's rules
 * to read first, the guardian's name and relationship, and an explicit agree or refuse.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APP_ROUTES,
  GUARDIAN_RELATIONSHIPS,
  type GuardianChild,
  type GuardianInvitedChild,
  type GuardianRelationship,
} from '@culture/protocol';
import { Button } from '../../../components/button';
import { showToast } from '../../../lib/toast';
import { decideForChild, previewInvite } from '../api/guardian-api';
import { childName } from '../model/child-name';
import styles from '../routes/guardian.module.css';

export function DecisionForm({
  token,
  invite,
  version,
  onDone,
}: {
  token: string;
  invite: string;
  version: number;
  onDone: (children: GuardianChild[]) => void;
}) {
  const { t } = useTranslation();
  const [child, setChild] = useState<GuardianInvitedChild | null>(null);
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState<GuardianRelationship>('mother');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    previewInvite(token, invite)
      .then(setChild)
      .catch((error: Error) => showToast(error.message, 'warning'));
  }, [token, invite]);
  if (!child) return null;

  const decide = (decision: 'agree' | 'refuse') => {
    setBusy(true);
    decideForChild(token, { invite, name: name.trim(), relationship, decision, version })
      .then((answer) => onDone(answer.children))
      .catch((error: Error) => showToast(error.message, 'warning'))
      .finally(() => setBusy(false));
  };
  return (
    <section className={styles.card} data-testid="guardian-decision">
      <h2 className={styles.heading}>{childName(t, child)}</h2>
      {child.birthMonth && <p className={styles.muted}>{t('guardian.born', { month: child.birthMonth })}</p>}
      <p className={styles.text}>{t('guardian.rulesIntro')}</p>
      <p className={styles.text}>
        <Link to={APP_ROUTES.childrenRules} data-testid="guardian-rules-link">
          {t('guardian.rulesLink')}
        </Link>
      </p>
      <label className={styles.field}>
        {t('guardian.name')}
        <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} data-testid="guardian-name" />
      </label>
      <label className={styles.field}>
        {t('guardian.relationship')}
        <select
          value={relationship}
          onChange={(e) => setRelationship(e.target.value as GuardianRelationship)}
          data-testid="guardian-relationship"
        >
          {GUARDIAN_RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {t(`guardian.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.row}>
        <Button variant="plain" disabled={busy || !name.trim()} onClick={() => decide('refuse')} data-testid="guardian-refuse">
          {t('guardian.refuse')}
        </Button>
        <Button disabled={busy || !name.trim()} onClick={() => decide('agree')} data-testid="guardian-agree">
          {t('guardian.agree')}
        </Button>
      </div>
    </section>
  );
}
