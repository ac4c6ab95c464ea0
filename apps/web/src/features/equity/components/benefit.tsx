/** One benefit in full on a brand's page: value, title, state, who may use it, how, and until when. */
import { useTranslation } from 'react-i18next';
import type { EquityItemView } from '@culture/protocol';
import { StatusPill } from './status-pill';
import styles from './equity.module.css';

export function Benefit({ item }: { item: EquityItemView }) {
  const { t } = useTranslation();
  return (
    <article id={item.id} className={styles.benefit} data-testid={`benefit-${item.id}`}>
      <div className={styles.benefitHead}>
        <strong className={styles.benefitValue}>{item.value}</strong>
        <h3 className={styles.benefitTitle}>{item.title}</h3>
        <StatusPill status={item.status} />
      </div>
      <p className={styles.summary}>{item.summary}</p>
      {item.conditions.length > 0 && (
        <>
          <h4 className={styles.label}>{t('brandEquity.conditions')}</h4>
          <ul className={styles.list}>
            {item.conditions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {item.howToUse.length > 0 && (
        <>
          <h4 className={styles.label}>{t('brandEquity.howToUse')}</h4>
          <ol className={styles.list}>
            {item.howToUse.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      )}
      <p className={styles.validity}>{item.validity}</p>
      {item.status === 'opens-soon' && <p className={styles.soonNote}>{t('brandEquity.opensSoonNote')}</p>}
      {item.status === 'ended' && <p className={styles.soonNote}>{t('brandEquity.endedNote')}</p>}
    </article>
  );
}
