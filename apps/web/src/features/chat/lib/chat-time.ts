/** How chat screens write a time: the hour today, "yesterday", the date this year, else the full date. */
export function chatTime(at: number, locale: string, yesterday: string, now = Date.now()): string {
  const date = new Date(at);
  const today = new Date(now);
  const sameDay = (a: Date, b: Date) =>
    a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  if (sameDay(date, today)) return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  const before = new Date(today);
  before.setDate(before.getDate() - 1);
  if (sameDay(date, before)) return yesterday;
  if (date.getFullYear() === today.getFullYear())
    return new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric' }).format(date);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric' }).format(date);
}

/** The title of a conversation: the group's name or the other person's nickname. */
export function conversationTitle(
  c: { kind: 'private' | 'group'; name: string; peer: { nickname: string } | null },
  names: { unknown: string; deleted: string },
): string {
  if (c.kind === 'group') return c.name || names.unknown;
  // A private conversation without its other person: that account was cancelled (docs/privacy.md).
  return c.peer ? c.peer.nickname || names.unknown : names.deleted;
}
