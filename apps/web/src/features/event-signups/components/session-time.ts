/**
 * A session's times read in the venue's time zone, not the phone's: a visitor planning from
 * abroad (or a phone left on another zone) must see the hour the gate opens. Every venue is in
 * China today; a session would carry its own zone the day one is not.
 */
export const VENUE_TIME_ZONE = 'Asia/Shanghai';

/** "Sat, Nov 28 · 14:00–16:00" in the reader's language. */
export function sessionTimeText(startsAt: string, endsAt: string, locale: string): string {
  const start = new Date(startsAt);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: VENUE_TIME_ZONE });
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: VENUE_TIME_ZONE,
  });
  return `${day.format(start)} · ${time.format(start)}–${time.format(new Date(endsAt))}`;
}

/** A deadline or a check-in moment, short: "Nov 27, 18:00". */
export function momentText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: VENUE_TIME_ZONE,
  }).format(new Date(iso));
}

/** What the ticket's QR encodes: the door's check-in page with the code (a phone camera opens it too). */
export function ticketLink(ticketCode: string, origin = window.location.origin): string {
  return `${origin}/staff/check-in?ticket=${encodeURIComponent(ticketCode)}`;
}
