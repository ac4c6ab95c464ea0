/** My event tickets (/my-events, login): the coming sessions the person reserved, soonest first, each ready for the door. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { withQueryClient } from '../../../lib/query-client';
import { showToast } from '../../../lib/toast';
import { useCancelTicket, useMyTickets } from '../api/signup-queries';
import { TicketCard } from '../components/ticket-card';
import styles from './my-events.module.css';

function Tickets() {
  const { t } = useTranslation();
  const query = useMyTickets();
  const cancel = useCancelTicket();
  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={40} />
      </div>
    );
  }
  if (query.isError) return <LoadFailed text={t('signups.loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title={t('signups.mine.emptyTitle')}
        text={t('signups.mine.empty')}
        testId="my-events-empty"
        action={
          <Link to={APP_ROUTES.youTing} className={styles.explore}>
            {t('signups.mine.explore')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.list} data-testid="my-events">
      {query.data.map((ticket) => (
        <li key={ticket.ticketId} className={styles.card}>
          <TicketCard
            ticket={ticket}
            cancelling={cancel.isPending}
            onCancel={() =>
              cancel.mutate(ticket.ticketId, {
                onSuccess: () => showToast(t('signups.ticket.cancelled')),
                onError: (error) => showToast(error.message, 'warning'),
              })
            }
          />
        </li>
      ))}
    </ul>
  );
}

export const MyEventsPage = withQueryClient(function MyEventsPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('signups.mine.title')} back>
      <RequireLogin>
        <Tickets />
      </RequireLogin>
    </Layout>
  );
});
