/**
 * The door (/staff/check-in, event staff only): scan the ticket's QR or type its code (the shared
 * code entry), see the session and the holder's masked phone, check it in, and see plainly what
 * happened: checked in (with the badge it gave), already checked in (and when), cancelled, not
 * this account's event, not found. A phone camera scanning a ticket lands here with the code.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CheckInResult, StaffTicket } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { CodeEntry } from '../../../components/scanner/code-entry';
import { withQueryClient } from '../../../lib/query-client';
import { serialText } from '../../../lib/badge-text';
import { useCheckInTicket, useLookupTicket, useStaffEvents } from '../api/signup-queries';
import { momentText, sessionTimeText } from '../components/session-time';
import styles from './staff-check-in.module.css';

/** A scanned ticket QR is a link to this page with ?ticket=; a typed one is the bare code. */
export function ticketCodeFrom(text: string): string {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    return url.searchParams.get('ticket') ?? trimmed;
  } catch {
    return trimmed;
  }
}

function Door() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(params.get('ticket') ?? '');
  const [found, setFound] = useState<StaffTicket | null>(null);
  const [result, setResult] = useState<CheckInResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const lookup = useLookupTicket();
  const checkIn = useCheckInTicket();

  const lookUp = useCallback(
    (value: string) => {
      setFound(null);
      setResult(null);
      setRefusal(null);
      lookup.mutate(value, { onSuccess: setFound, onError: (error) => setRefusal(error.message) });
    },
    [lookup],
  );

  // Opened from a ticket's QR by a phone camera: look it up at once, and clear the address bar.
  const opened = useRef(false);
  useEffect(() => {
    const ticket = params.get('ticket');
    if (opened.current || !ticket) return;
    opened.current = true;
    lookUp(ticket);
    setParams({}, { replace: true });
  }, [params, setParams, lookUp]);

  const ticket = result?.ticket ?? found?.ticket;
  const holder = result?.holder ?? found?.holder;
  const reset = () => {
    setCode('');
    setFound(null);
    setResult(null);
    setRefusal(null);
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('signups.door.intro')}</p>
      <CodeEntry
        code={code}
        onCodeChange={setCode}
        onLookUp={lookUp}
        busy={lookup.isPending}
        scanLabel={t('signups.door.scan')}
        placeholder={t('signups.door.codePlaceholder')}
        testId="door"
        read={ticketCodeFrom}
      />
      {(lookup.isPending || checkIn.isPending) && (
        <div className={styles.center}>
          <Spinner size={36} />
        </div>
      )}
      {ticket && (
        <section className={styles.ticket} data-testid="door-ticket">
          <strong className={styles.title}>{ticket.title}</strong>
          <span>{sessionTimeText(ticket.startsAt, ticket.endsAt, i18n.language)}</span>
          <span className={styles.soft}>{ticket.place}</span>
          <span className={styles.soft}>{t('signups.door.holder', { phone: holder })}</span>
          {!result && !ticket.checkedInAt && ticket.status === 'reserved' && (
            <Button
              block
              disabled={checkIn.isPending}
              data-testid="door-check-in"
              onClick={() =>
                checkIn.mutate(ticket.ticketCode, {
                  onSuccess: setResult,
                  onError: (error) => setRefusal(error.message),
                })
              }
            >
              {t('signups.door.checkIn')}
            </Button>
          )}
        </section>
      )}
      {(result || ticket?.checkedInAt || refusal) && (
        <section
          className={`${styles.outcome} ${result?.checkedInNow ? styles.success : styles.refused}`}
          role="status"
          data-testid="door-outcome"
          data-outcome={result?.checkedInNow ? 'checkedIn' : refusal ? 'refused' : 'already'}
        >
          {refusal ? (
            <strong>{refusal}</strong>
          ) : result?.checkedInNow ? (
            <>
              <strong>{t('signups.door.done')}</strong>
              {result.badge && <p>{t('signups.door.badge', { name: result.badge.name, serial: serialText(t, result.badge) })}</p>}
              {result.badgeNote && <p>{result.badgeNote}</p>}
            </>
          ) : (
            <>
              <strong>{t('signups.door.already')}</strong>
              {ticket?.checkedInAt && (
                <p>{t('signups.door.alreadyAt', { time: momentText(ticket.checkedInAt, i18n.language) })}</p>
              )}
            </>
          )}
          <Button variant="plain" onClick={reset} data-testid="door-next">
            {t('signups.door.next')}
          </Button>
        </section>
      )}
    </div>
  );
}

function StaffOnly() {
  const { t } = useTranslation();
  const events = useStaffEvents();
  if (events.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={40} />
      </div>
    );
  }
  if (events.isError || events.data.length === 0) {
    return (
      <EmptyState
        illustration="login"
        title={t('signups.door.notStaffTitle')}
        text={t('signups.door.notStaff')}
        testId="door-not-staff"
      />
    );
  }
  return <Door />;
}

export const StaffCheckInPage = withQueryClient(function StaffCheckInPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('signups.door.title')} back tabBar={false}>
      <RequireLogin>
        <StaffOnly />
      </RequireLogin>
    </Layout>
  );
});
