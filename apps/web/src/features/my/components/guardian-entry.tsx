/**
 * /My's line for a child under 14 (docs/privacy.md, "Children and guardians"): where the
 * guardian's consent stands, one tap from the invite for the guardian's phone. Nothing for others.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type AgeState } from '@culture/protocol';
import { fetchAge } from '../../../lib/age-api';
import styles from './my-profile.module.css';

export function GuardianEntry() {
  const { t } = useTranslation();
  const [age, setAge] = useState<AgeState | null>(null);
  useEffect(() => {
    fetchAge()
      .then(setAge)
      .catch(() => undefined);
  }, []);
  if (!age?.child) return null;
  return (
    <Link to={APP_ROUTES.guardianInvite} className={`${styles.item} ${styles.link}`} data-testid="profile-guardian">
      <span>{t('guardian.entry')}</span>
      <span>
        {t(`guardian.${age.guardian}`)} <span aria-hidden>›</span>
      </span>
    </Link>
  );
}
