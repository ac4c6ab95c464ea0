/**
 * "Your reports" on the chat list: the member's reports and, once support resolved one, what was
 * done (docs/decisions.md, "Telling a reporter the outcome"). Hidden when there are none.
 */
import { useTranslation } from 'react-i18next';
import { useMyReports } from '../api/report-queries';
import styles from './chat.module.css';

const SHOWN = 5;

export function MyReports({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const reports = useMyReports(enabled);
  const items = reports.data ?? [];
  if (items.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
  return (
    <section className={styles.myReports} data-testid="my-reports">
      <h2>{t('chat.report.mine')}</h2>
      <ul>
        {items.slice(0, SHOWN).map((r) => (
          <li key={r.id} data-testid="my-report" data-outcome={r.outcome ?? 'open'}>
            {t('chat.report.line', {
              date: date.format(new Date(r.created_at)),
              what: t(`chat.report.targets.${r.target}`),
              outcome: t(`chat.report.outcomes.${r.outcome ?? 'open'}`),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
