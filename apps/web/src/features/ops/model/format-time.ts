/** An ISO instant as the operator reads it: date and time in their language and time zone. */
import type { Locale } from '@culture/protocol';

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function formatTime(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    formats.set(locale, format);
  }
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : format.format(at);
}
