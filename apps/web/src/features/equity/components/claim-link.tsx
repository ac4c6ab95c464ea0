/** The way to a live benefit: the campaign page whose button claims it (the server names the page). */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EquityItemView } from '@culture/protocol';
import styles from './equity.module.css';

export function ClaimLink({ item }: { item: Pick<EquityItemView, 'id' | 'state' | 'claimRoute'> }) {
  const { t } = useTranslation();
  if (!item.claimRoute || (item.state !== 'available' && item.state !== 'claimed')) return null;
  return (
    <Link to={item.claimRoute} className={styles.claim} data-testid={`claim-${item.id}`}>
      {t(item.state === 'available' ? 'equity.claimOnCampaign' : 'equity.seeOnCampaign')}
    </Link>
  );
}
