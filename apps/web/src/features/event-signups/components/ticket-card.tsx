/**
 * A ticket as its holder shows it at the door: the session, the QR the staff scan (a link to the
 * door's check-in page with the code, so even a phone camera opens it) and the code to type when
 * there is no camera; cancel until the cut-off; "checked in" once it has been.
 */
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@culture/protocol';
import { Button } from '../../../components/button';
import { QrImage } from '../../../components/qr-image';
import { momentText, sessionTimeText, ticketLink } from './session-time';
import styles from './signups.module.css';

export function TicketCard({
  ticket,
  onCancel,
  cancelling,
  now = Date.now(),
}: {
  ticket: Ticket;
  onCancel?: () => void;
  cancelling?: boolean;
  now?: number;
}) {
  const { t, i18n } = useTranslation();
  const canCancel = !ticket.checkedInAt && now < Date.parse(ticket.cancelUntil);
  return (
    <article className={styles.ticket} data-testid={`ticket-${ticket.ticketId}`} data-checked-in={Boolean(ticket.checkedInAt)}>
      <header>
        <strong className={styles.ticketTitle}>{ticket.title}</strong>
        <span className={styles.when}>{sessionTimeText(ticket.startsAt, ticket.endsAt, i18n.language)}</span>
        <span className={styles.where}>{ticket.place}</span>
      </header>
      {ticket.checkedInAt ? (
        <p className={styles.checkedIn} data-testid="ticket-checked-in">
          {t('signups.ticket.checkedIn', { time: momentText(ticket.checkedInAt, i18n.language) })}
        </p>
      ) : (
        <figure className={styles.code}>
          <QrImage value={ticketLink(ticket.ticketCode)} size={168} testId="ticket-qr" />
          <figcaption>
            <span className={styles.codeText} data-testid="ticket-code">
              {ticket.ticketCode.replace(/(.{4})(?=.)/g, '$1 ')}
            </span>
            {t('signups.ticket.show')}
          </figcaption>
        </figure>
      )}
      {onCancel &&
        (canCancel ? (
          <Button variant="ghost" block onClick={onCancel} disabled={cancelling} data-testid="ticket-cancel">
            {t('signups.ticket.cancel', { time: momentText(ticket.cancelUntil, i18n.language) })}
          </Button>
        ) : (
          !ticket.checkedInAt && <p className={styles.fine}>{t('signups.ticket.noCancel')}</p>
        ))}
    </article>
  );
}
