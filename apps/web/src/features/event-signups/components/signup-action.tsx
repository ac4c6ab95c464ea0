/**
 * An event page's sign-up (/YouTing's garden tour, /joyful's workshop): the coming sessions with
 * their day, time, place and places left; reserve (a guest logs in first and the reservation then
 * goes through by itself); a full session points at the next one with places; a reserved session
 * opens the person's ticket, with its QR for the door and cancel until the cut-off.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, ERRORS, type EventSession, type PageView, type Ticket } from '@culture/protocol';
import { Modal } from '../../../components/overlay/modal';
import { ApiRequestError } from '../../../lib/api-client';
import { isLoggedIn, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useAfterLogin } from '../../../lib/use-after-login';
import { useCancelTicket, useEventSessions, useReserve } from '../api/signup-queries';
import { sessionTimeText } from './session-time';
import { TicketCard } from './ticket-card';
import styles from './signups.module.css';

type Action = PageView['actions'][number];

/** Refusals that only mean the list was out of date: it is asked again and says the rest. */
const STALE_CODES: readonly number[] = [ERRORS.sessionFull.code, ERRORS.sessionStarted.code, ERRORS.sessionAlreadyReserved.code];

function SessionRow({
  session,
  next,
  busy,
  onReserve,
  onShowTicket,
}: {
  session: EventSession;
  next: EventSession | undefined;
  busy: boolean;
  onReserve: (sessionId: number) => void;
  onShowTicket: (ticket: Ticket) => void;
}) {
  const { t, i18n } = useTranslation();
  let control;
  if (session.state === 'reserved' && session.mine) {
    const ticket = session.mine;
    control = (
      <button type="button" className={`${styles.rowButton} ${styles.mine}`} onClick={() => onShowTicket(ticket)}>
        {t('signups.session.yourTicket')}
      </button>
    );
  } else if (session.state === 'open') {
    control = (
      <button
        type="button"
        className={`${styles.rowButton} ${styles.open}`}
        disabled={busy}
        onClick={() => onReserve(session.sessionId)}
      >
        {t('signups.session.reserve')}
      </button>
    );
  } else {
    control = (
      <span className={styles.closedLabel}>
        {session.state === 'full' ? t('signups.session.full') : t('signups.session.started')}
      </span>
    );
  }
  return (
    <li className={styles.row} data-testid={`session-${session.sessionId}`} data-state={session.state}>
      <div className={styles.rowText}>
        <strong>{sessionTimeText(session.startsAt, session.endsAt, i18n.language)}</strong>
        <span className={styles.where}>{session.place}</span>
        {session.state === 'open' && (
          <span className={session.remaining <= 3 ? styles.few : styles.left}>
            {t('signups.session.left', { count: session.remaining, capacity: session.capacity })}
          </span>
        )}
        {session.state === 'full' && next && (
          <button
            type="button"
            className={styles.nextLink}
            disabled={busy}
            onClick={() => onReserve(next.sessionId)}
            data-testid="session-next"
          >
            {t('signups.session.next', { time: sessionTimeText(next.startsAt, next.endsAt, i18n.language) })}
          </button>
        )}
      </div>
      {control}
    </li>
  );
}

export function SignupAction({ action, event }: { action: Action; event: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const sessions = useEventSessions(event, isLoggedIn(session) ? session.userId : null);
  const reserve = useReserve();
  const cancel = useCancelTicket();
  const [shown, setShown] = useState<Ticket | null>(null);

  const reserveNow = (sessionId: number) =>
    reserve.mutate(sessionId, {
      onSuccess: setShown,
      // A stale list (someone took the last place) is news, not a failure: the list redraws.
      onError: (error) =>
        showToast(error.message, error instanceof ApiRequestError && STALE_CODES.includes(error.code) ? undefined : 'warning'),
    });
  // After a login the list is asked again as this person: one who already holds a place sees it.
  const afterLogin = useAfterLogin(
    (sessionId: number) => {
      const fresh = sessions.data?.find((s) => s.sessionId === sessionId);
      if (fresh?.state === 'reserved' && fresh.mine) setShown(fresh.mine);
      else reserveNow(sessionId);
    },
    { notice: t('signups.loginFirst'), ready: !sessions.isFetching },
  );

  const list = sessions.data ?? [];
  const upcoming = list.filter((s) => s.state !== 'started');
  return (
    <div className={styles.signup} data-testid={`action-${action.id}`}>
      <h3 className={styles.signupTitle}>{action.label}</h3>
      {sessions.isPending && <p className={styles.fine}>{t('app.loading')}</p>}
      {sessions.isError && <p className={styles.fine}>{t('signups.loadFailed')}</p>}
      {sessions.data && upcoming.length === 0 && <p className={styles.fine}>{t('signups.none')}</p>}
      <ul className={styles.rows}>
        {upcoming.map((s, i) => (
          <SessionRow
            key={s.sessionId}
            session={s}
            next={s.state === 'full' ? upcoming.slice(i + 1).find((later) => later.state === 'open') : undefined}
            busy={reserve.isPending || afterLogin.waiting}
            onReserve={afterLogin.start}
            onShowTicket={setShown}
          />
        ))}
      </ul>
      {action.note && <p className={styles.fine}>{action.note}</p>}
      <Modal
        open={shown !== null}
        onClose={() => setShown(null)}
        title={t('signups.ticket.title')}
        closeLabel={t('app.close')}
        testId="ticket-dialog"
      >
        {shown && (
          <>
            <TicketCard
              ticket={shown}
              cancelling={cancel.isPending}
              onCancel={() =>
                cancel.mutate(shown.ticketId, {
                  onSuccess: () => {
                    setShown(null);
                    showToast(t('signups.ticket.cancelled'));
                  },
                  onError: (error) => showToast(error.message, 'warning'),
                })
              }
            />
            <Link to={APP_ROUTES.myEvents} className={styles.allTickets}>
              {t('signups.ticket.all')}
            </Link>
          </>
        )}
      </Modal>
    </div>
  );
}
