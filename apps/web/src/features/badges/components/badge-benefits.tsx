/**
 * "Your badge benefits" on /Equity: what the badges a person holds entitle them to (the lantern
 * badge's partner offers, say), each leading to the badge. Nothing for a guest or someone whose
 * badges carry no benefit: the section only appears when it has something to say.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES } from '@culture/protocol';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useBadgeEvents } from '../api/badge-queries';
import styles from './badge-benefits.module.css';

export function BadgeBenefits() {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const query = useBadgeEvents(loggedIn ? session.userId : null);
  if (!loggedIn || !query.data) return null;
  const held = [...query.data.current, ...query.data.past].filter((event) => event.state === 'claimed' && event.benefits);
  if (held.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="badge-benefits" data-testid="badge-benefits">
      <h2 id="badge-benefits" className={styles.title}>
        {t('badges.benefits.title')}
      </h2>
      <ul className={styles.list}>
        {held.map((event) => (
          <li key={event.slug}>
            <Link to={APP_ROUTES.myMedal} className={styles.item}>
              <img src={event.artwork} alt="" width={48} height={48} />
              <span>
                <strong>{event.name}</strong>
                <span className={styles.text}>{event.benefits}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
