/** One benefit in full on a brand's page: value, title, state, who may use it, how, and until when. */
import { useTranslation } from 'react-i18next';
import type { EquityItemView } from '@culture/protocol';
import { ClaimLink } from './claim-link';
import { StatusPill } from './status-pill';
import styles from './equity.module.css';

export function Benefit({ item }: { item: EquityItemView }) {
  const { t } = useTranslation();
  return (
    <article id={item.id} className={styles.benefit} data-testid={`benefit-${item.id}`}>
      <div className={styles.benefitHead}>
        <strong className={styles.benefitValue}>{item.value}</strong>
        <h3 className={styles.benefitTitle}>{item.title}</h3>
        <StatusPill state={item.state} />
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
      <StateNote item={item} />
      <ClaimLink item={item} />
    </article>
  );
}

/** What the state means for the reader, when the pill alone does not say it. */
function StateNote({ item }: { item: EquityItemView }) {
  const { t, i18n } = useTranslation();
  const note =
    item.state === 'notYetOpen' && item.opensOn
      ? t('brandEquity.opensOnNote', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${item.opensOn}T00:00:00Z`),
          ),
        })
      : item.state === 'info'
        ? t('brandEquity.infoNote')
        : item.state === 'notYetOpen' || item.state === 'soldOut' || item.state === 'ended' || item.state === 'claimed'
          ? t(`brandEquity.${item.state}Note`)
          : null;
  return note ? <p className={styles.soonNote}>{note}</p> : null;
}
