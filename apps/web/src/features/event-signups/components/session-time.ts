/** A session's day and hours in the reader's language: "Sat, Nov 28 · 14:00–16:00". */
export function sessionTimeText(startsAt: string, endsAt: string, locale: string): string {
  const start = new Date(startsAt);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day} · ${time.format(start)}–${time.format(new Date(endsAt))}`;
}

export function momentText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** What the ticket's QR encodes: the door's check-in page with the code (a phone camera opens it too). */
export function ticketLink(ticketCode: string, origin = window.location.origin): string {
  return `${origin}/staff/check-in?ticket=${encodeURIComponent(ticketCode)}`;
}
